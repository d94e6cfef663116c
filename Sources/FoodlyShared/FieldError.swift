/// One field a request or an input refuses, reported together with the others (a problem's `errors`).
public struct FieldError: Codable, Sendable, Hashable, Error {
    /// The field's name or JSON path as clients send it (`fullName`, `menu[0].dishes[2].price`).
    public var field: String
    /// A stable machine-readable reason (`required`, `too_weak`, `invalid`).
    public var code: String
    /// A sentence for people.
    public var message: String

    /// Creates a field error.
    public init(field: String, code: String, message: String) {
        self.field = field
        self.code = code
        self.message = message
    }
}
