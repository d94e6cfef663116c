import CPostgres

/// Converts ``SQLValue``s to libpq parameters and result text back to ``SQLValue``s.
///
/// Integers, reals and text travel as text; blobs as binary `bytea`. Text and `NULL` parameters are sent
/// without a type, so the server takes the type of the column they meet, as it does for a quoted literal.
enum PostgresValues {
    /// One parameter ready for libpq: its type (0 = let the server infer), bytes (nil = NULL), format.
    struct Encoded {
        let type: Oid
        let bytes: [UInt8]?
        let binary: Bool
    }

    /// Type oids from `pg_type`.
    enum TypeOID {
        static let bool: Oid = 16
        static let bytea: Oid = 17
        static let int8: Oid = 20
        static let int2: Oid = 21
        static let int4: Oid = 23
        static let oid: Oid = 26
        static let float4: Oid = 700
        static let float8: Oid = 701
        static let numeric: Oid = 1700
    }

    /// The parameter for a value.
    static func encode(_ value: SQLValue) -> Encoded {
        switch value {
        case .null: return Encoded(type: 0, bytes: nil, binary: false)
        case .integer(let number): return Encoded(type: TypeOID.int8, bytes: Array(String(number).utf8), binary: false)
        case .real(let number): return Encoded(type: TypeOID.float8, bytes: Array(text(of: number).utf8), binary: false)
        case .text(let string): return Encoded(type: 0, bytes: Array(string.utf8), binary: false)
        case .blob(let bytes): return Encoded(type: TypeOID.bytea, bytes: bytes, binary: true)
        }
    }

    /// The value of a result field given as text, by the column's type.
    static func decode(_ field: UnsafePointer<CChar>, length: Int, type: Oid, column: String) throws -> SQLValue {
        let text = String(
            decoding: UnsafeRawBufferPointer(start: field, count: length).bindMemory(to: UInt8.self), as: UTF8.self)
        switch type {
        case TypeOID.bool:
            return .integer(text == "t" ? 1 : 0)
        case TypeOID.int2, TypeOID.int4, TypeOID.int8, TypeOID.oid:
            guard let number = Int64(text) else { throw unreadable(column, text) }
            return .integer(number)
        case TypeOID.float4, TypeOID.float8:
            guard let number = real(text) else { throw unreadable(column, text) }
            return .real(number)
        case TypeOID.numeric:
            // SUM over integers is numeric in PostgreSQL; whole values read back as integers.
            if let number = Int64(text) { return .integer(number) }
            guard let number = real(text) else { throw unreadable(column, text) }
            return .real(number)
        case TypeOID.bytea:
            guard let bytes = hexBytes(text) else { throw unreadable(column, "bytea") }
            return .blob(bytes)
        default:
            return .text(text)
        }
    }

    private static func text(of number: Double) -> String {
        if number.isNaN { return "NaN" }
        if number.isInfinite { return number > 0 ? "Infinity" : "-Infinity" }
        return "\(number)"
    }

    private static func real(_ text: String) -> Double? {
        switch text {
        case "NaN": return .nan
        case "Infinity": return .infinity
        case "-Infinity": return -.infinity
        default: return Double(text)
        }
    }

    /// Decodes PostgreSQL's `\x0a1b…` output of a `bytea`.
    private static func hexBytes(_ text: String) -> [UInt8]? {
        let digits = Array(text.utf8)
        guard digits.count >= 2, digits[0] == UInt8(ascii: "\\"), digits[1] == UInt8(ascii: "x"),
            digits.count % 2 == 0
        else { return nil }
        var bytes: [UInt8] = []
        bytes.reserveCapacity((digits.count - 2) / 2)
        var index = 2
        while index < digits.count {
            guard let high = nibble(digits[index]), let low = nibble(digits[index + 1]) else { return nil }
            bytes.append(high << 4 | low)
            index += 2
        }
        return bytes
    }

    private static func nibble(_ digit: UInt8) -> UInt8? {
        switch digit {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return digit - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return digit - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return digit - UInt8(ascii: "A") + 10
        default: return nil
        }
    }

    private static func unreadable(_ column: String, _ text: String) -> StoreError {
        .typeMismatch(column: column, expected: "a value of the column's type", actual: String(text.prefix(40)))
    }
}
