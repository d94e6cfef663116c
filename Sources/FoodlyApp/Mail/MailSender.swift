import FoodlyCore

/// Hands a finished message to wherever mail goes: an SMTP server (`SMTPMailSender`) or a folder
/// (`FolderMailSender`). Called on the mail queue's thread (`MailOutbox`), never on a request's.
public protocol MailSender: Sendable {
    /// Delivers `message`, or throws why it could not.
    func send(_ message: MailMessage) throws
}
