import FoodlyCore
import Foundation
import Synchronization

/// Writes each message as an `.eml` file (the RFC 5322 text an SMTP server would get) into a folder: the mail of a
/// server without `--smtp-url`, so that `make run` works on a machine with no mail server and its links can be
/// opened from the files (with a mail program, or read as text: quoted-printable writes `=` as `=3D`).
public struct FolderMailSender: MailSender {
    /// Where the files go (created when missing, readable by its owner only).
    public let directory: URL

    /// Mails written by this process so far.
    private static let written = Atomic<Int>(0)

    /// A sender into `directory`.
    public init(directory: String) {
        self.directory = URL(fileURLWithPath: directory, isDirectory: true)
    }

    /// Writes `message` to `<directory>/<time written>-<message id>.eml` at once (a reader never sees half a file).
    public func send(_ message: MailMessage) throws {
        try FileManager.default.createDirectory(
            at: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        let stamp = ISO8601DateFormatter.string(
            from: Date(), timeZone: TimeZone(identifier: "UTC")!,
            formatOptions: [.withFullDate, .withTime, .withFractionalSeconds])
        let local = message.messageID.prefix { $0 != "@" }
        // A counter after the time keeps mails written in the same millisecond in the order they were sent.
        let number = Self.written.add(1, ordering: .relaxed).newValue
        let name =
            stamp.replacingOccurrences(of: ":", with: "") + "-" + String(format: "%08d", number) + "-" + local
            + ".eml"
        try Data(message.rendered.utf8).write(to: directory.appendingPathComponent(name), options: .atomic)
    }
}
