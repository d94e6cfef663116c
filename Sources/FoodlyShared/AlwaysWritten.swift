/// An optional member that answers always carry: written as `null` when empty, where synthesized `Encodable` would
/// leave the key out. Reading accepts the key missing as well as `null`.
@propertyWrapper
public struct AlwaysWritten<Value: Codable & Sendable & Equatable>: Codable, Sendable, Equatable {
    /// The value, or nil for `null`.
    public var wrappedValue: Value?

    /// Wraps a value.
    public init(wrappedValue: Value?) {
        self.wrappedValue = wrappedValue
    }

    /// Reads the value or `null`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        wrappedValue = container.decodeNil() ? nil : try container.decode(Value.self)
    }

    /// Writes the value or `null`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        if let wrappedValue { try container.encode(wrappedValue) } else { try container.encodeNil() }
    }
}

extension KeyedDecodingContainer {
    /// Reads an ``AlwaysWritten`` member whose key may be missing.
    public func decode<Value>(_ type: AlwaysWritten<Value>.Type, forKey key: Key) throws -> AlwaysWritten<Value> {
        AlwaysWritten(wrappedValue: try decodeIfPresent(Value.self, forKey: key))
    }
}
