import FoodlyApp
import FoodlyCLI
import FoodlyHTTP
import Foundation

/// The mail options a command takes (`Commands.mailOptions`): `--smtp-url` (SMTP through libcurl), or else
/// `--mail-dir` (an `.eml` file per mail), from `--mail-from`; links start with `--public-url`.
struct MailOptions {
    let invocation: Invocation

    /// The mailer these options describe, its results in `logger`; links start with `publicURL` when no
    /// `--public-url` is given.
    func mailer(logger: Logger, publicURL: @escaping @Sendable () -> String) throws -> Mailer {
        let sender: any MailSender
        let from: MailAddress
        do {
            from = try MailAddress(parsing: try invocation.required("--mail-from"))
            if let url = invocation.value("--smtp-url"), !url.isEmpty {
                sender = try SMTPMailSender(url: url)
            } else {
                let directory = try invocation.required("--mail-dir")
                sender = FolderMailSender(directory: directory)
                FileHandle.standardOutput.write(Data("Mail is written to \(directory)/ (no --smtp-url).\n".utf8))
            }
        } catch let error as MailError {
            throw invocation.usageError(String(describing: error) + ".")
        }
        let outbox = MailOutbox(sender: sender) { report in
            switch report {
            case .sent(let message): logger.log(.info, "mail sent", ["messageId": message.messageID])
            case .failed(let message, let reason):
                logger.log(.error, "mail not sent", ["messageId": message.messageID, "error": reason])
            case .dropped(let message):
                logger.log(.error, "mail not sent: the queue is full", ["messageId": message.messageID])
            case .refused(let reason): logger.log(.error, "mail not written", ["error": reason])
            }
        }
        let configured = invocation.value("--public-url")
        return Mailer(from: from, publicURL: { configured ?? publicURL() }, outbox: outbox)
    }
}
