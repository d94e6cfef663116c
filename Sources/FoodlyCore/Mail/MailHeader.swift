import Foundation

/// How header values and the body are written (RFC 5322, RFC 2047, RFC 2045): values are checked for line breaks
/// first, so no value can add a header field; text that is not plain ASCII is written as UTF-8 encoded words; the
/// body is quoted-printable with lines of at most 76 characters.
enum MailHeader {
    /// Throws when `value` holds a line break or another control character (tab aside).
    static func check(_ value: String, field: String) throws {
        if value.unicodeScalars.contains(where: isControl) { throw MailError.unsafeHeader(field: field) }
    }

    /// A C0 or C1 control character or DEL, tab excepted.
    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar != "\t" && (scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value))
    }

    /// Unstructured text (a subject): as it is when it is printable ASCII, else encoded words.
    static func text(_ value: String) -> String {
        isPlainASCII(value) ? value : encodedWords(value)
    }

    /// A display name: an atom sequence as it is, a quoted string when it holds specials, encoded words when it is
    /// not ASCII.
    static func phrase(_ value: String) -> String {
        guard isPlainASCII(value) else { return encodedWords(value) }
        let specials = Set("()<>[]:;@\\,.\"".unicodeScalars)
        guard value.unicodeScalars.contains(where: specials.contains) else { return value }
        return "\"" + value.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            + "\""
    }

    /// `Tue, 01 Jan 2030 12:00:00 +0000`.
    static func date(_ date: Date) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let parts = calendar.dateComponents([.weekday, .day, .month, .year, .hour, .minute, .second], from: date)
        let weekday = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"][(parts.weekday ?? 1) - 1]
        let month = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"][
            (parts.month ?? 1) - 1]
        let day = String(format: "%02d", parts.day ?? 1)
        let year = String(format: "%04d", parts.year ?? 1970)
        let time = String(format: "%02d:%02d:%02d", parts.hour ?? 0, parts.minute ?? 0, parts.second ?? 0)
        return "\(weekday), \(day) \(month) \(year) \(time) +0000"
    }

    /// `text` quoted-printable (RFC 2045) with CRLF line ends: printable ASCII but `=` as it is, everything else as
    /// `=XX` per UTF-8 byte, a space or tab at the end of a line encoded, soft breaks keeping lines to 76.
    static func quotedPrintable(_ text: String) -> String {
        let lines = text.replacingOccurrences(of: "\r\n", with: "\n")
            .split(separator: "\n", omittingEmptySubsequences: false)
        return lines.map { line in
            let bytes = Array(line.utf8)
            var output: [String] = []
            var current = ""
            for (index, byte) in bytes.enumerated() {
                let last = index == bytes.count - 1
                let printable = (33...126).contains(byte) && byte != UInt8(ascii: "=")
                let blank = (byte == 0x20 || byte == 0x09) && !last
                let piece = printable || blank ? String(UnicodeScalar(byte)) : String(format: "=%02X", byte)
                if current.count + piece.count > 75 {
                    output.append(current + "=")
                    current = ""
                }
                current += piece
            }
            output.append(current)
            return output.joined(separator: "\r\n")
        }.joined(separator: "\r\n")
    }

    private static func isPlainASCII(_ value: String) -> Bool {
        value.unicodeScalars.allSatisfy { (0x20...0x7E).contains($0.value) }
    }

    /// `=?UTF-8?B?…?=` words of 60 characters at most (whole characters, 36 bytes each), folded onto lines of
    /// their own, so even the first line, after its field name, stays within 78.
    private static func encodedWords(_ value: String) -> String {
        var words: [[UInt8]] = []
        var chunk: [UInt8] = []
        for character in value {
            let bytes = Array(String(character).utf8)
            if !chunk.isEmpty && chunk.count + bytes.count > 36 {
                words.append(chunk)
                chunk = []
            }
            chunk += bytes
        }
        if !chunk.isEmpty { words.append(chunk) }
        return words.map { "=?UTF-8?B?" + Data($0).base64EncodedString() + "?=" }.joined(separator: "\r\n ")
    }
}
