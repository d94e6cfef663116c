import Foundation

/// A text column holding JSON: decoded from a row (through ``RowDecoder``) and bound as `text`.
///
/// `Value` should be a storage type of FoodlyStore with fixed coding keys (``StoredAddress``,
/// ``StoredOrderItem``), never a domain type: renaming a domain property must not change what is stored.
/// Encoded with a default `JSONEncoder`, as the columns were from the start, so stored text stays byte for byte
/// what it was.
struct JSONColumn<Value: Codable>: Decodable, SQLBindable {
    /// The decoded value.
    let value: Value
    /// The JSON text as stored.
    let text: String

    /// Encodes `value`.
    init(_ value: Value) throws {
        self.value = value
        text = String(decoding: try JSONEncoder().encode(value), as: UTF8.self)
    }

    /// Decodes the JSON text of a column.
    init(from decoder: any Decoder) throws {
        text = try decoder.singleValueContainer().decode(String.self)
        value = try JSONDecoder().decode(Value.self, from: Data(text.utf8))
    }

    /// The JSON text.
    var sqlValue: SQLValue { .text(text) }
}
