/// A typed identifier: `ID<User>` and `ID<Restaurant>` cannot be mixed up. The raw value is opaque text.
public struct ID<Entity>: RawRepresentable, Hashable, Sendable, Codable, CustomStringConvertible {
    /// The opaque identifier text.
    public let rawValue: String

    /// Wraps an identifier string.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// Wraps an identifier string.
    public init(_ rawValue: String) {
        self.rawValue = rawValue
    }

    /// Decodes from a plain JSON string.
    public init(from decoder: any Decoder) throws {
        rawValue = try decoder.singleValueContainer().decode(String.self)
    }

    /// Encodes as a plain JSON string.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }

    /// The identifier text.
    public var description: String { rawValue }
}
