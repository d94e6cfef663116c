import Foundation

/// The first JSON syntax error in a body and where it is (the application answers it as a 400).
public struct JSONSyntaxError: Error, Sendable {
    /// Zero-based byte offset of the error.
    public let offset: Int
    /// One-based line of the error.
    public let line: Int
    /// One-based column of the error.
    public let column: Int

    /// Finds the error position with Foundation's parser, which reports the character index. A raw NUL byte is never
    /// JSON, so the error is at the first one at the latest (the parser accepts a number before it: `0\0`).
    public init(data: Data) {
        var offset = data.firstIndex(of: 0).map { $0 - data.startIndex } ?? data.count
        do {
            _ = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
        } catch let error as NSError {
            let text = (error.userInfo[NSDebugDescriptionErrorKey] as? String) ?? ""
            if let range = text.range(of: "character "),
                let number = Int(text[range.upperBound...].prefix { $0.isNumber })
            {
                offset = min(number, offset)
            }
        }
        var line = 1
        var column = 1
        for byte in data.prefix(offset) {
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        self.offset = offset
        self.line = line
        self.column = column
    }

    /// A sentence saying where the error is.
    public var message: String {
        "The body is not valid JSON: error at line \(line), column \(column) (byte \(offset))."
    }
}
