/// Appends UTF-8 to a writer, replacing HTML-significant characters with entities.
enum HTMLEscaping {
    /// Appends `text` as element content: `&`, `<` and `>` are escaped.
    static func appendText(_ text: String, to writer: inout HTMLWriter) {
        withUTF8(text) { append($0, to: &writer, escapingQuotes: false) }
    }

    /// Appends `value` for use inside a double-quoted attribute: `&`, `<`, `>`, `"` and `'` are escaped.
    static func appendAttributeValue(_ value: String, to writer: inout HTMLWriter) {
        withUTF8(value) { append($0, to: &writer, escapingQuotes: true) }
    }

    /// Appends `string` unchanged.
    static func appendVerbatim(_ string: String, to writer: inout HTMLWriter) {
        withUTF8(string) { writer.append($0) }
    }

    /// Calls `body` with the UTF-8 of `string`, without copying native strings.
    private static func withUTF8(_ string: String, _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        if string.utf8.withContiguousStorageIfAvailable(body) == nil {
            var copy = string
            copy.withUTF8(body)
        }
    }

    /// Appends a constant piece of markup unchanged.
    static func appendLiteral(_ literal: StaticString, to writer: inout HTMLWriter) {
        writer.append(UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
    }

    /// Copies unescaped runs in one piece. Every escaped character is ASCII, so other bytes
    /// (including all of non-ASCII text) pass through unchanged and the output stays valid UTF-8.
    private static func append(_ input: UnsafeBufferPointer<UInt8>, to writer: inout HTMLWriter, escapingQuotes: Bool) {
        var runStart = 0
        for index in 0..<input.count {
            let byte = input[index]
            // `"` 0x22, `&` 0x26, `'` 0x27, `<` 0x3C and `>` 0x3E: nothing above `>` needs escaping.
            if byte > UInt8(ascii: ">") {
                continue
            }
            let entity: StaticString
            switch byte {
            case UInt8(ascii: "&"):
                entity = "&amp;"
            case UInt8(ascii: "<"):
                entity = "&lt;"
            case UInt8(ascii: ">"):
                entity = "&gt;"
            case UInt8(ascii: "\"") where escapingQuotes:
                entity = "&quot;"
            case UInt8(ascii: "'") where escapingQuotes:
                entity = "&#39;"
            default:
                continue
            }
            if runStart < index {
                writer.append(UnsafeBufferPointer(rebasing: input[runStart..<index]))
            }
            appendLiteral(entity, to: &writer)
            runStart = index + 1
        }
        if runStart < input.count {
            writer.append(UnsafeBufferPointer(rebasing: input[runStart...]))
        }
    }
}
