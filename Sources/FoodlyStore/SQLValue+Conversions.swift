extension SQLValue: ExpressibleByNilLiteral {
    /// Creates `NULL` from `nil`.
    public init(nilLiteral: ()) {
        self = .null
    }
}

extension SQLValue: ExpressibleByIntegerLiteral {
    /// Creates an `integer` value from an integer literal.
    public init(integerLiteral value: Int64) {
        self = .integer(value)
    }
}

extension SQLValue: ExpressibleByFloatLiteral {
    /// Creates a `real` value from a floating-point literal.
    public init(floatLiteral value: Double) {
        self = .real(value)
    }
}

extension SQLValue: ExpressibleByStringLiteral {
    /// Creates a `text` value from a string literal.
    public init(stringLiteral value: String) {
        self = .text(value)
    }
}

extension SQLValue: ExpressibleByBooleanLiteral {
    /// Creates an `integer` value, 1 for `true` and 0 for `false`.
    public init(booleanLiteral value: Bool) {
        self = .integer(value ? 1 : 0)
    }
}

extension SQLValue {
    /// Creates an `integer` value, or `NULL` for `nil`.
    public init(_ value: Int?) {
        self = value.map { .integer(Int64($0)) } ?? .null
    }

    /// Creates an `integer` value, or `NULL` for `nil`.
    public init(_ value: Int64?) {
        self = value.map { .integer($0) } ?? .null
    }

    /// Creates a `real` value, or `NULL` for `nil`.
    public init(_ value: Double?) {
        self = value.map { .real($0) } ?? .null
    }

    /// Creates a `text` value, or `NULL` for `nil`.
    public init(_ value: String?) {
        self = value.map { .text($0) } ?? .null
    }

    /// Creates an `integer` value (1 for `true`, 0 for `false`), or `NULL` for `nil`.
    public init(_ value: Bool?) {
        self = value.map { .integer($0 ? 1 : 0) } ?? .null
    }

    /// Creates a `blob` value, or `NULL` for `nil`.
    public init(_ value: [UInt8]?) {
        self = value.map { .blob($0) } ?? .null
    }
}
