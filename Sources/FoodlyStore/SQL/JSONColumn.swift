import Foundation

/// A text column holding JSON: decoded from a row (through ``RowDecoder``) and bound as `text`.
///
/// `Value` should be a storage type of FoodlyStore with fixed coding keys (``StoredAddress``,
/// ``StoredOrderItem``), never a domain type: renaming a domain property must not change what is stored.
/// Written with sorted keys, so the same value is always the same text. (Before the storage types, the columns held
/// the default `JSONEncoder` output of domain types: the same keys and numbers in an order that changed from
/// process to process; those rows decode the same.)
struct JSONColumn<Value: Codable>: Decodable, SQLBindable {
    /// The decoded value.
    let value: Value
    /// The JSON text as stored.
    let text: String

    /// Encodes `value`.
    init(_ value: Value) throws {
        self.value = value
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        text = String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    /// Decodes the JSON text of a column.
    init(from decoder: any Decoder) throws {
        text = try decoder.singleValueContainer().decode(String.self)
        value = try JSONDecoder().decode(Value.self, from: Data(text.utf8))
    }

    /// The JSON text.
    var sqlValue: SQLValue { .text(text) }
}
