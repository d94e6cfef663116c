/// A refusal raised by the rules or the use cases: what kind it is, a stable code and a sentence, and never an
/// HTTP status (the server maps the kind to one).
public protocol DomainError: Error, Sendable {
    /// What kind of refusal it is.
    var kind: ProblemKind { get }
    /// The stable machine-readable code clients match on, e.g. `cart_restaurant_conflict`.
    var code: String { get }
    /// A sentence for people.
    var message: String { get }
    /// The fields refused, when the refusal is about fields.
    var fieldErrors: [FieldError] { get }
    /// After how many seconds trying again may succeed, for a refusal that passes with time.
    var retryAfterSeconds: Int? { get }
}

extension DomainError {
    /// No fields.
    public var fieldErrors: [FieldError] { [] }
    /// No waiting time.
    public var retryAfterSeconds: Int? { nil }
}
