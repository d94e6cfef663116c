/// The keyed container of a ``RowDecoder``: each key is a column, read through ``ColumnValue``.
struct RowColumns<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let row: Row

    var codingPath: [any CodingKey] { [] }
    var allKeys: [Key] { row.columns.compactMap { Key(stringValue: $0) } }

    /// Always true, so an optional property without a column is an error rather than a silent nil.
    func contains(_ key: Key) -> Bool { true }

    private func column(_ key: Key) -> ColumnValue { ColumnValue(row: row, column: key.stringValue) }

    func decodeNil(forKey key: Key) throws -> Bool { try row.isNull(key.stringValue) }
    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try column(key).decode(type) }
    func decode(_ type: String.Type, forKey key: Key) throws -> String { try column(key).decode(type) }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try column(key).decode(type) }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float { try column(key).decode(type) }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try column(key).decode(type) }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try column(key).decode(type) }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try column(key).decode(type) }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try column(key).decode(type) }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try column(key).decode(type) }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try column(key).decode(type) }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try column(key).decode(type) }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try column(key).decode(type) }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try column(key).decode(type) }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try column(key).decode(type) }
    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T { try column(key).decode(type) }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws
        -> KeyedDecodingContainer<NestedKey>
    {
        throw ColumnValue.notNested(key.stringValue)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        throw ColumnValue.notNested(key.stringValue)
    }

    func superDecoder() throws -> any Decoder { throw ColumnValue.notNested("super") }

    func superDecoder(forKey key: Key) throws -> any Decoder { throw ColumnValue.notNested(key.stringValue) }
}
