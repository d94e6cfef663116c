/// A JSON body that parses but does not fit the expected type: a missing field, a value of the wrong type or a
/// number its field cannot hold.
public struct JSONFieldError: Error, Sendable, Equatable {
    /// Why the field does not fit; the raw value is a stable machine-readable reason.
    public enum Reason: String, Sendable {
        /// A value of another JSON type.
        case wrongType = "wrong_type"
        /// A missing field or a null.
        case required
        /// A value its type refuses.
        case invalid
        /// A number outside the range of its field's type.
        case outOfRange = "out_of_range"
        /// A fraction where a whole number is expected.
        case notAnInteger = "not_an_integer"
    }

    /// The field's JSON path (`menu[0].dishes[2].price`); empty for the body itself.
    public let field: String
    /// Why it does not fit.
    public let reason: Reason
    /// A sentence for people.
    public let message: String

    /// The error at `path`.
    init(_ path: [any CodingKey], _ reason: Reason, message: String) {
        self.field = JSONPath.render(path)
        self.reason = reason
        self.message = message
    }
}
