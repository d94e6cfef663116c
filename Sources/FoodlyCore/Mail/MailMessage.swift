import Foundation

/// One plain-text mail, checked when made: no header value can hold a line break, so none can add a header field
/// (`Bcc:`) or start the body early. `rendered` writes it as RFC 5322 with MIME (UTF-8, quoted-printable).
public struct MailMessage: Sendable, Equatable {
    /// The sender.
    public let from: MailAddress
    /// The one recipient.
    public let to: MailAddress
    /// The subject line.
    public let subject: String
    /// The body, plain text with `\n` line ends.
    public let text: String
    /// When it was written.
    public let date: Date
    /// The `Message-ID` without its angle brackets, `<random hex>@<the sender's domain>`.
    public let messageID: String

    /// Checks and makes a message; a new random id unless one is given.
    public init(
        from: MailAddress, to: MailAddress, subject: String, text: String, date: Date, messageID: String? = nil
    ) throws {
        try MailHeader.check(subject, field: "Subject")
        var random = SystemRandomNumberGenerator()
        let id =
            messageID ?? (0..<16).map { _ in String(format: "%02x", UInt8.random(in: 0...255, using: &random)) }
            .joined() + "@" + from.domain
        try MailHeader.check(id, field: "Message-ID")
        self.from = from
        self.to = to
        self.subject = subject
        self.text = text
        self.date = date
        self.messageID = id
    }

    /// The message as sent: header fields, a blank line and the quoted-printable body, with CRLF line ends.
    public var rendered: String {
        let fields = [
            "Date: " + MailHeader.date(date),
            "From: " + from.header,
            "To: " + to.header,
            "Subject: " + MailHeader.text(subject),
            "Message-ID: <\(messageID)>",
            "MIME-Version: 1.0",
            "Content-Type: text/plain; charset=UTF-8",
            "Content-Transfer-Encoding: quoted-printable",
        ]
        return fields.joined(separator: "\r\n") + "\r\n\r\n" + MailHeader.quotedPrintable(text) + "\r\n"
    }
}
