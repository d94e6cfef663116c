import FoodlyCore
import FoodlyStore
import Foundation

/// What the use cases mail with: the sender's address, the web app's public address for links, and the queue.
public struct Mailer: Sendable {
    /// Who the mail is from (`--mail-from`).
    public let from: MailAddress
    /// Where people are told to write for help (`--support-email`); nil where none is set.
    public let support: MailAddress?
    /// The queue in front of the SMTP server or the folder.
    public let outbox: MailOutbox
    private let publicURL: @Sendable () -> String

    /// A mailer; `publicURL` gives the web app's address as people reach it (`--public-url`; read when a link is
    /// made, since a server on port 0 learns its own address only once it listens). Links never use a request's
    /// `Host` header, which its sender chooses.
    public init(
        from: MailAddress, support: MailAddress? = nil, publicURL: @escaping @Sendable () -> String,
        outbox: MailOutbox
    ) {
        self.from = from
        self.support = support
        self.publicURL = publicURL
        self.outbox = outbox
    }

    /// The address of `path` (`/reset?token=…`) on the web app.
    public func link(_ path: String) -> String {
        var base = publicURL()
        while base.hasSuffix("/") { base.removeLast() }
        return base + path
    }

    /// Queues a plain-text mail to `address` (with the display name `name`), dated `date`, in the write transaction
    /// `connection` is in: it is sent once that commits, and never if it rolls back. A mail that cannot be written
    /// safely (a line break in a header value, an address that is not one) is not queued but reported
    /// (`MailOutbox.Report.refused`), so the change that asked for it goes on as it would have.
    public func send(
        to address: String, name: String?, subject: String, text: String, attachments: [MailAttachment] = [],
        at date: Date, in connection: any DatabaseConnection
    ) throws {
        let message: MailMessage
        do {
            message = try MailMessage(
                from: from, to: try MailAddress(address, name: name), subject: subject, text: text, date: date,
                attachments: attachments)
        } catch {
            return outbox.refuse(String(describing: error))
        }
        try outbox.enqueue(message, on: connection)
    }
}
