import Foundation

/// One plain-text mail, with files attached or none, checked when made: no header value can hold a line break, so
/// none can add a header field (`Bcc:`) or start the body early. `rendered` writes it as RFC 5322 with MIME (UTF-8,
/// quoted-printable; `multipart/mixed` with base64 parts when files are attached).
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
    /// Files sent with it.
    public let attachments: [MailAttachment]

    /// Checks and makes a message; a new random id unless one is given.
    public init(
        from: MailAddress, to: MailAddress, subject: String, text: String, date: Date, messageID: String? = nil,
        attachments: [MailAttachment] = []
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
        self.attachments = attachments
    }

    /// The message as sent: header fields, a blank line and the quoted-printable body, with CRLF line ends; with
    /// attachments, the body and each file as the parts of a `multipart/mixed` body. The boundary is made from the
    /// message id and cannot occur in a part: quoted-printable writes `=` as `=3D`, and base64 has no `_`.
    public var rendered: String {
        let textType = ["Content-Type: text/plain; charset=UTF-8", "Content-Transfer-Encoding: quoted-printable"]
        let head = [
            "Date: " + MailHeader.date(date),
            "From: " + from.header,
            "To: " + to.header,
            "Subject: " + MailHeader.text(subject),
            "Message-ID: <\(messageID)>",
            "MIME-Version: 1.0",
        ]
        let body = MailHeader.quotedPrintable(text) + "\r\n"
        guard !attachments.isEmpty else { return (head + textType).joined(separator: "\r\n") + "\r\n\r\n" + body }
        let boundary = "=_foodly_" + messageID.prefix { $0 != "@" }
        let parts = [textType.joined(separator: "\r\n") + "\r\n\r\n" + body] + attachments.map { $0.part + "\r\n" }
        return (head + ["Content-Type: multipart/mixed; boundary=\"\(boundary)\""]).joined(separator: "\r\n")
            + "\r\n\r\n" + parts.map { "--\(boundary)\r\n" + $0 }.joined() + "--\(boundary)--\r\n"
    }
}
