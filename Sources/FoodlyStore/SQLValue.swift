/// A value bound to a SQL parameter or read from a result column.
///
/// The five cases are the storage classes every supported engine can represent. Booleans are
/// stored as `integer` 0 / 1 and timestamps as RFC 3339 `text`, so both dialects agree.
public enum SQLValue: Sendable, Hashable {
    /// SQL `NULL`.
    case null
    /// A 64-bit signed integer.
    case integer(Int64)
    /// A double-precision floating-point number.
    case real(Double)
    /// UTF-8 text.
    case text(String)
    /// Raw bytes.
    case blob([UInt8])

    /// Whether this is `NULL`.
    public var isNull: Bool {
        if case .null = self { return true }
        return false
    }

    /// The name of this value's storage class, used in error messages ("null", "integer", …).
    public var typeName: String {
        switch self {
        case .null: return "null"
        case .integer: return "integer"
        case .real: return "real"
        case .text: return "text"
        case .blob: return "blob"
        }
    }
}
