import Foundation

/// A file sent with a mail (an order's invoice as a PDF): its name, checked to be a plain file name, its media type
/// and its bytes.
public struct MailAttachment: Sendable, Equatable {
    /// The name the recipient sees: letters, digits, `.`, `-` and `_`, 1–100 of them.
    public let filename: String
    /// The media type, such as `application/pdf`.
    public let contentType: String
    /// The file.
    public let data: Data

    /// A name that is not a plain file name.
    public struct BadName: Error, Equatable {}

    /// Checks and makes an attachment.
    public init(filename: String, contentType: String, data: Data) throws {
        let plain = { (text: String, extra: String) in
            !text.isEmpty && text.count <= 100
                && text.unicodeScalars.allSatisfy {
                    $0.isASCII && (CharacterSet.alphanumerics.contains($0) || extra.unicodeScalars.contains($0))
                }
        }
        guard plain(filename, ".-_"), plain(contentType, "/.-+") else { throw BadName() }
        self.filename = filename
        self.contentType = contentType
        self.data = data
    }

    /// The MIME part: its header fields and the file in base64, 76 characters a line, CRLF line ends.
    var part: String {
        let encoded = data.base64EncodedString()
        let lines = stride(from: 0, to: encoded.count, by: 76).map { start -> Substring in
            let from = encoded.index(encoded.startIndex, offsetBy: start)
            return encoded[from..<(encoded.index(from, offsetBy: 76, limitedBy: encoded.endIndex) ?? encoded.endIndex)]
        }
        return [
            "Content-Type: \(contentType); name=\"\(filename)\"",
            "Content-Disposition: attachment; filename=\"\(filename)\"", "Content-Transfer-Encoding: base64", "",
        ].joined(separator: "\r\n") + "\r\n" + lines.joined(separator: "\r\n")
    }
}
