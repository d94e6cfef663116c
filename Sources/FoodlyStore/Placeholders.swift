/// Finds the PostgreSQL-style placeholders (`$1`, `$2` …) of a statement: SQLite gets them rewritten to its
/// numbered form (`?1`, `?2` …), PostgreSQL has their count checked against the parameters.
///
/// Text inside string literals (`'…'`), quoted identifiers (`"…"`), line comments (`-- …`) and
/// block comments (`/* … */`) is copied unchanged, as is a `$` that continues an identifier
/// (`a$1`). Placeholders keep their numbers, so they may repeat and appear in any order.
enum Placeholders {
    private enum State {
        case code
        case quoted(UInt8)
        case lineComment
        case blockComment
    }

    private static let dollar = UInt8(ascii: "$")
    private static let question = UInt8(ascii: "?")
    private static let singleQuote = UInt8(ascii: "'")
    private static let doubleQuote = UInt8(ascii: "\"")
    private static let dash = UInt8(ascii: "-")
    private static let slash = UInt8(ascii: "/")
    private static let star = UInt8(ascii: "*")
    private static let newline = UInt8(ascii: "\n")

    /// The SQL with every `$N` outside literals and comments replaced by `?N`.
    static func rewrite(_ sql: String) -> String {
        let bytes = Array(sql.utf8)
        guard bytes.contains(dollar) else { return sql }
        var output = bytes
        scan(bytes) { output[$0] = question }
        return String(decoding: output, as: UTF8.self)
    }

    /// The highest `N` of the `$N` outside literals and comments; 0 when there is none.
    static func highest(in sql: String) -> Int {
        let bytes = Array(sql.utf8)
        guard bytes.contains(dollar) else { return 0 }
        var highest = 0
        scan(bytes) { start in
            let digits = bytes[(start + 1)...].prefix(while: isDigit)
            highest = max(highest, Int(String(decoding: digits, as: UTF8.self)) ?? Int.max)
        }
        return highest
    }

    /// Calls `found` with the index of the `$` of every placeholder outside literals and comments.
    private static func scan(_ bytes: [UInt8], found: (Int) -> Void) {
        var state = State.code
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            let next: UInt8? = index + 1 < bytes.count ? bytes[index + 1] : nil
            switch state {
            case .code:
                if byte == singleQuote || byte == doubleQuote {
                    state = .quoted(byte)
                } else if byte == dash && next == dash {
                    state = .lineComment
                    index += 1
                } else if byte == slash && next == star {
                    state = .blockComment
                    index += 1
                } else if byte == dollar, let next, isDigit(next),
                    index == 0 || !isIdentifierByte(bytes[index - 1])
                {
                    found(index)
                }
            case .quoted(let quote):
                if byte == quote { state = .code }
            case .lineComment:
                if byte == newline { state = .code }
            case .blockComment:
                if byte == star && next == slash {
                    state = .code
                    index += 1
                }
            }
            index += 1
        }
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    /// Letters, digits, `_`, `$` and any non-ASCII byte can continue an identifier.
    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        isDigit(byte) || byte == UInt8(ascii: "_") || byte == dollar || byte >= 0x80
            || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z"))
    }
}
