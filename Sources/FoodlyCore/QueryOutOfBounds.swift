/// A search's value out of bounds, as asked for in words: which parameter, and what to use instead.
public struct QueryOutOfBounds: Error, Equatable, Sendable {
    /// The parameter, e.g. `q`.
    public let field: String
    /// What to use instead, e.g. "use at most 100 characters."
    public let message: String

    /// Creates the refusal.
    public init(field: String, message: String) {
        self.field = field
        self.message = message
    }

    /// Refuses `text` for `field` when it is longer than `limit` characters.
    public static func check(_ field: String, _ text: String, atMost limit: Int) throws(QueryOutOfBounds) {
        guard text.count <= limit else {
            throw QueryOutOfBounds(field: field, message: "use at most \(limit) characters.")
        }
    }
}
