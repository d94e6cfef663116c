import FoodlyShared

/// A value read by its rules field by field, which name every bad field at once by its JSON path, rather than by
/// its `Decodable` conformance, which stops at the first. The server reads a request body of such a type this way.
public protocol CheckedBody: Encodable, Sendable {
    /// Reads `json` and checks it by the value's rules: the value with what was left out filled in, or a
    /// `ValidationFailure` listing every bad field.
    static func checked(_ json: JSONValue) throws -> Self
}

extension CheckedBody {
    /// This value checked as if it had been sent as JSON.
    public func checked() throws -> Self {
        try Self.checked(JSONValue(encoding: self))
    }
}
