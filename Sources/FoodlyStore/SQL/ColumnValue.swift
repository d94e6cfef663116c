import Foundation

/// One column of a row as a single value: the primitive reads of ``RowDecoder``, and the decoder nested types
/// (an `ID`, a `String`-backed enum, a ``JSONColumn``) decode themselves from.
struct ColumnValue: SingleValueDecodingContainer, Decoder {
    let row: Row
    let column: String

    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        throw ColumnValue.notNested(column)
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer { throw ColumnValue.notNested(column) }

    func singleValueContainer() throws -> any SingleValueDecodingContainer { self }

    func decodeNil() -> Bool { (try? row.isNull(column)) ?? false }

    func decode(_ type: Bool.Type) throws -> Bool { try row.bool(column) }
    func decode(_ type: String.Type) throws -> String { try row.string(column) }
    func decode(_ type: Double.Type) throws -> Double { try row.double(column) }
    func decode(_ type: Float.Type) throws -> Float { Float(try row.double(column)) }
    func decode(_ type: Int.Type) throws -> Int { try row.int(column) }
    func decode(_ type: Int8.Type) throws -> Int8 { try integer() }
    func decode(_ type: Int16.Type) throws -> Int16 { try integer() }
    func decode(_ type: Int32.Type) throws -> Int32 { try integer() }
    func decode(_ type: Int64.Type) throws -> Int64 { try row.int64(column) }
    func decode(_ type: UInt.Type) throws -> UInt { try integer() }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try integer() }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try integer() }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try integer() }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try integer() }

    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        if type == Date.self, let date = try StoreTime.date(row.string(column)) as? T { return date }
        do {
            return try T(from: self)
        } catch let error as DecodingError {
            throw StoreError.typeMismatch(
                column: column, expected: String(describing: T.self), actual: ColumnValue.reason(error))
        }
    }

    private func integer<T: FixedWidthInteger>() throws -> T {
        let wide = try row.int64(column)
        guard let narrow = T(exactly: wide) else {
            throw StoreError.typeMismatch(
                column: column, expected: String(describing: T.self), actual: "integer \(wide)")
        }
        return narrow
    }

    static func notNested(_ column: String) -> StoreError {
        StoreError.typeMismatch(column: column, expected: "a single value", actual: "a nested container")
    }

    private static func reason(_ error: DecodingError) -> String {
        switch error {
        case .dataCorrupted(let context), .keyNotFound(_, let context), .typeMismatch(_, let context),
            .valueNotFound(_, let context):
            return context.debugDescription
        @unknown default:
            return "\(error)"
        }
    }
}
