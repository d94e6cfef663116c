import Foundation

/// Any JSON value, decoded strictly (a boolean is never a number), for input that is validated field by field.
public enum JSONValue: Sendable, Equatable, Codable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number.
    case number(Double)
    /// A string.
    case string(String)
    /// A list.
    case array([JSONValue])
    /// An object.
    case object([String: JSONValue])

    /// Decodes whatever JSON value is there. Only a value of another type moves on to the next; any other error (a
    /// string with a lone surrogate escape, a number no `Double` holds) is the decoder's, at this value's path.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try JSONValue.decode(Bool.self, container) {
            self = .bool(value)
        } else if let value = try JSONValue.decode(Double.self, container) {
            self = .number(value)
        } else if let value = try JSONValue.decode(String.self, container) {
            self = .string(value)
        } else if let value = try JSONValue.decode([JSONValue].self, container) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: JSONValue].self))
        }
    }

    /// The value as `type`, or nil when it is of another JSON type.
    private static func decode<T: Decodable>(_ type: T.Type, _ container: any SingleValueDecodingContainer) throws -> T?
    {
        do {
            return try container.decode(type)
        } catch DecodingError.typeMismatch {
            return nil
        }
    }

    /// Encodes the value as it is.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .bool(let value): try container.encode(value)
        case .number(let value): try container.encode(value)
        case .string(let value): try container.encode(value)
        case .array(let value): try container.encode(value)
        case .object(let value): try container.encode(value)
        }
    }

    /// The member `key` of an object, or nil.
    public subscript(key: String) -> JSONValue? {
        if case .object(let members) = self { return members[key] }
        return nil
    }

    /// The JSON type name, for messages.
    public var typeName: String {
        switch self {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "a list"
        case .object: "an object"
        }
    }
}

extension JSONValue {
    /// The JSON `value` encodes to, for reading a typed value back through a field-by-field reader.
    public init<Value: Encodable>(encoding value: Value) throws {
        self = try JSONDecoder().decode(JSONValue.self, from: JSONEncoder().encode(value))
    }
}
