import FoodlyApp
import FoodlyCLI
import FoodlyCore
import FoodlyHTTP
import FoodlyStore
import Foundation

/// The mail options a command takes (`Commands.mailOptions`): `--smtp-url` (SMTP through libcurl), or else
/// `--mail-dir` (an `.eml` file per mail), from `--mail-from`; links start with `--public-url`; people are told to write
/// to `--support-email` for help.
struct MailOptions {
    let invocation: Invocation

    /// The mailer these options describe, its queue in `database` and its results in `logger`; links start with
    /// `publicURL` when no `--public-url` is given.
    func mailer(logger: Logger, database: any Database, publicURL: @escaping @Sendable () -> String) throws -> Mailer {
        let sender: any MailSender
        let from: MailAddress
        let support: MailAddress
        do {
            from = try MailAddress(parsing: try invocation.required("--mail-from"))
            support = try MailAddress(parsing: try invocation.required("--support-email"))
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
        let outbox = MailOutbox(
            sender: sender, database: database,
            report: { report in
                switch report {
                case .sent(let message): logger.log(.info, "mail sent", ["messageId": message.messageID])
                case .failed(let message, let reason, let retryAt):
                    logger.log(
                        .error, retryAt == nil ? "mail given up" : "mail not sent, to be tried again",
                        ["messageId": message.messageID, "error": reason, "retryAt": retryAt.map(StoreTime.text) ?? ""])
                case .refused(let reason): logger.log(.error, "mail not written", ["error": reason])
                case .stalled(let reason): logger.log(.error, "mail queue unavailable", ["error": reason])
                }
            })
        let configured = invocation.value("--public-url")
        return Mailer(from: from, support: support, publicURL: { configured ?? publicURL() }, outbox: outbox)
    }
}
