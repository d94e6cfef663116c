extension Row {
    /// The value of a column; throws ``StoreError/missingColumn(_:)`` when there is none.
    public func value(_ column: String) throws -> SQLValue {
        guard let value = self[column] else {
            throw StoreError.missingColumn(column)
        }
        return value
    }

    /// Whether a column is `NULL`.
    public func isNull(_ column: String) throws -> Bool {
        try value(column).isNull
    }

    /// A non-null integer column as `Int`.
    public func int(_ column: String) throws -> Int {
        try required(column, "integer", optionalInt(column))
    }

    /// An integer column as `Int`, `nil` when `NULL`.
    public func optionalInt(_ column: String) throws -> Int? {
        guard let wide = try optionalInt64(column) else { return nil }
        guard let narrow = Int(exactly: wide) else {
            throw StoreError.typeMismatch(column: column, expected: "Int", actual: "integer \(wide)")
        }
        return narrow
    }

    /// A non-null integer column as `Int64`.
    public func int64(_ column: String) throws -> Int64 {
        try required(column, "integer", optionalInt64(column))
    }

    /// An integer column as `Int64`, `nil` when `NULL`.
    public func optionalInt64(_ column: String) throws -> Int64? {
        switch try value(column) {
        case .null: return nil
        case .integer(let value): return value
        case let other: throw mismatch(column, "integer", other)
        }
    }

    /// A non-null numeric column as `Double`; integers are converted.
    public func double(_ column: String) throws -> Double {
        try required(column, "real", optionalDouble(column))
    }

    /// A numeric column as `Double`, `nil` when `NULL`; integers are converted.
    public func optionalDouble(_ column: String) throws -> Double? {
        switch try value(column) {
        case .null: return nil
        case .real(let value): return value
        case .integer(let value): return Double(value)
        case let other: throw mismatch(column, "real", other)
        }
    }

    /// A non-null text column.
    public func string(_ column: String) throws -> String {
        try required(column, "text", optionalString(column))
    }

    /// A text column, `nil` when `NULL`.
    public func optionalString(_ column: String) throws -> String? {
        switch try value(column) {
        case .null: return nil
        case .text(let value): return value
        case let other: throw mismatch(column, "text", other)
        }
    }

    /// A non-null boolean column, stored as integer 0 or 1.
    public func bool(_ column: String) throws -> Bool {
        try required(column, "boolean", optionalBool(column))
    }

    /// A boolean column stored as integer 0 or 1, `nil` when `NULL`.
    public func optionalBool(_ column: String) throws -> Bool? {
        switch try value(column) {
        case .null: return nil
        case .integer(0): return false
        case .integer(1): return true
        case let other: throw mismatch(column, "boolean (integer 0 or 1)", other)
        }
    }

    /// A non-null blob column.
    public func blob(_ column: String) throws -> [UInt8] {
        try required(column, "blob", optionalBlob(column))
    }

    /// A blob column, `nil` when `NULL`.
    public func optionalBlob(_ column: String) throws -> [UInt8]? {
        switch try value(column) {
        case .null: return nil
        case .blob(let value): return value
        case let other: throw mismatch(column, "blob", other)
        }
    }

    private func required<T>(_ column: String, _ expected: String, _ value: T?) throws -> T {
        guard let value else {
            throw StoreError.typeMismatch(column: column, expected: expected, actual: "null")
        }
        return value
    }

    private func mismatch(_ column: String, _ expected: String, _ actual: SQLValue) -> StoreError {
        StoreError.typeMismatch(column: column, expected: expected, actual: actual.typeName)
    }
}
