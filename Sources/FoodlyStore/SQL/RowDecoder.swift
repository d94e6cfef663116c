/// Decodes a ``Row`` into a `Decodable` record: each coding key names a column (give snake_case column names
/// through `CodingKeys`).
///
/// Strict on purpose: a key with no column throws ``StoreError/missingColumn(_:)``, even for an optional property
/// (`NULL` is what makes it nil), and a value of another type throws
/// ``StoreError/typeMismatch(column:expected:actual:)``. A `Date` is read from ``StoreTime`` text; other nested types
/// decode from their column's single value (an `ID`, a `String`-backed enum, a ``JSONColumn``).
struct RowDecoder: Decoder {
    let row: Row

    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        KeyedDecodingContainer(RowColumns<Key>(row: row))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        throw StoreError.typeMismatch(column: "*", expected: "a record of named columns", actual: "a list")
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        throw StoreError.typeMismatch(column: "*", expected: "a record of named columns", actual: "a single value")
    }
}

extension Row {
    /// The row decoded into a record whose coding keys are column names.
    public func decode<Record: Decodable>(_ type: Record.Type) throws -> Record {
        try Record(from: RowDecoder(row: self))
    }
}
