import FoodlyApp
import FoodlyCore
import FoodlyStore
import Foundation

/// The mail a test's Foodly sends: a folder sender into a fresh temporary directory behind the real queue (in the
/// test's database), and the `.eml` files read back (headers unfolded, encoded words and the quoted-printable body decoded).
public struct Mailbox: Sendable {
    /// One mail as written.
    public struct Message: Sendable {
        /// The whole file.
        public let raw: String
        /// Header fields by name, as written (encoded words decoded).
        public let headers: [String: String]
        /// The decoded body.
        public let text: String

        /// The `To` field.
        public var to: String { headers["To"] ?? "" }
        /// The `Subject` field.
        public var subject: String { headers["Subject"] ?? "" }

        /// The token of the first link in the body whose path is `path` (`/reset`), from its `?token=`.
        public func token(_ path: String) -> String? {
            guard let range = text.range(of: Mailbox.publicURL + path + "?token=") else { return nil }
            return String(text[range.upperBound...].prefix { $0.isLetter || $0.isNumber || "-_".contains($0) })
        }
    }

    /// The address links start with.
    public static let publicURL = "http://foodly.test"

    /// Where the files are written.
    public let directory: String
    /// Where people are told to write for help.
    public static let supportAddress = "help@foodly.test"

    /// The mailer to give the app.
    public let mailer: Mailer

    /// A mailbox in a new temporary directory, its queue in `database`.
    public init(database: any Database) {
        directory =
            FileManager.default.temporaryDirectory.appendingPathComponent("foodly-mail-\(UUID().uuidString)")
            .path
        mailer = Mailer(
            from: try! MailAddress("no-reply@foodly.test", name: "Foodly"),
            support: try! MailAddress(Mailbox.supportAddress), publicURL: { Mailbox.publicURL },
            outbox: MailOutbox(sender: FolderMailSender(directory: directory), database: database))
    }

    /// Every mail sent so far (after sending what is due in the queue), oldest file first; only those to `address`
    /// when given.
    public func messages(to address: String? = nil) throws -> [Message] {
        try mailer.outbox.deliverDue()
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        let all = try names.filter { $0.hasSuffix(".eml") }.sorted().map { name in
            Mailbox.parse(try String(contentsOfFile: directory + "/" + name, encoding: .utf8))
        }
        guard let address else { return all }
        return all.filter { $0.to.contains("<\(address)>") || $0.to == address }
    }

    /// One `.eml` file's text as a message.
    public static func parse(_ raw: String) -> Message {
        let parts = raw.components(separatedBy: "\r\n\r\n")
        var headers: [String: String] = [:]
        var last: String?
        for line in parts[0].components(separatedBy: "\r\n") {
            if line.hasPrefix(" ") || line.hasPrefix("\t"), let name = last {
                headers[name, default: ""] += line
                continue
            }
            guard let colon = line.firstIndex(of: ":") else { continue }
            let name = String(line[..<colon])
            headers[name] = String(line[line.index(after: colon)...].dropFirst())
            last = name
        }
        let body = parts.dropFirst().joined(separator: "\r\n\r\n")
        return Message(raw: raw, headers: headers.mapValues(decodeWords), text: decodeQuotedPrintable(body))
    }

    /// `=?UTF-8?B?…?=` words back to text (the folding space between two words dropped).
    static func decodeWords(_ value: String) -> String {
        guard value.contains("=?UTF-8?B?") else { return value }
        return value.components(separatedBy: "?=").compactMap { word -> String? in
            guard let start = word.range(of: "=?UTF-8?B?") else { return word.isEmpty ? nil : word }
            let data = Data(base64Encoded: String(word[start.upperBound...])) ?? Data()
            return String(word[..<start.lowerBound]).trimmingCharacters(in: .whitespaces)
                + String(decoding: data, as: UTF8.self)
        }.joined()
    }

    /// A quoted-printable body back to text with `\n` line ends.
    static func decodeQuotedPrintable(_ body: String) -> String {
        var bytes: [UInt8] = []
        let joined = body.replacingOccurrences(of: "=\r\n", with: "")
        let input = Array(joined.replacingOccurrences(of: "\r\n", with: "\n").utf8)
        var index = 0
        while index < input.count {
            if input[index] == UInt8(ascii: "="), index + 2 < input.count,
                let byte = UInt8(String(decoding: input[(index + 1)...(index + 2)], as: UTF8.self), radix: 16)
            {
                bytes.append(byte)
                index += 3
            } else {
                bytes.append(input[index])
                index += 1
            }
        }
        var text = String(decoding: bytes, as: UTF8.self)
        if text.hasSuffix("\n") { text.removeLast() }
        return text
    }
}
