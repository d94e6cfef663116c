/// A SQL statement built by string interpolation: the text is the literal's, every interpolated value is a bound
/// parameter.
///
/// ```swift
/// let sql: SQL = "SELECT * FROM orders WHERE user_id = \(userID) AND status = \(status)"
/// ```
///
/// `\(value)` binds a ``SQLBindable`` value and `\(list: values)` a comma-separated list of them (for `IN (…)`);
/// neither ever reaches the text, so a value holding quotes, `?` or `$1` stays a value. `\(fragment)` embeds
/// another `SQL` with its values. The only way to add text that is not in the literal is `\(raw: "name")`, which
/// takes a `StaticString`: identifiers and keywords known when the code is compiled.
public struct SQL: Sendable, ExpressibleByStringInterpolation {
    enum Piece: Sendable {
        case text(String)
        case value(SQLValue)
    }

    private(set) var pieces: [Piece]

    init(pieces: [Piece]) {
        self.pieces = pieces
    }

    /// A statement with no parameters.
    public init(stringLiteral value: String) {
        pieces = [.text(value)]
    }

    /// A statement from an interpolated literal.
    public init(stringInterpolation: SQLInterpolation) {
        pieces = stringInterpolation.pieces
    }

    /// The fragments joined with `separator` between them (for example `", "` or `" AND "`).
    public static func joined(_ fragments: [SQL], separator: StaticString) -> SQL {
        var pieces: [Piece] = []
        for (index, fragment) in fragments.enumerated() {
            if index > 0 { pieces.append(.text(separator.description)) }
            pieces += fragment.pieces
        }
        return SQL(pieces: pieces)
    }

    /// The text in `dialect`'s numbered placeholder style (`?1`, `?2` … for SQLite, `$1`, `$2` … for PostgreSQL)
    /// and the values those placeholders stand for, in order.
    public func rendered(for dialect: SQLDialect) -> (text: String, parameters: [SQLValue]) {
        let marker = dialect == .sqlite ? "?" : "$"
        var text = ""
        var parameters: [SQLValue] = []
        for piece in pieces {
            switch piece {
            case .text(let part):
                text += part
            case .value(let value):
                parameters.append(value)
                text += marker + String(parameters.count)
            }
        }
        return (text, parameters)
    }
}
