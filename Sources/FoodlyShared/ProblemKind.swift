/// What kind of refusal an error is, whichever layer raised it. Domain errors and the endpoint table name a kind;
/// only the server turns a kind into an HTTP status.
public enum ProblemKind: String, Sendable, CaseIterable, Codable {
    /// The request could not be read: malformed JSON, a bad query parameter, a missing header.
    case malformed
    /// Nobody is signed in, or the token or password is wrong.
    case unauthenticated
    /// Signed in, but this account may not do this.
    case forbidden
    /// No such resource, or one the caller may not see.
    case notFound
    /// The request is valid but the current state does not allow it.
    case conflict
    /// The request body is larger than the server accepts.
    case tooLarge
    /// The request body is not JSON (or not a form, for web posts).
    case unsupportedMediaType
    /// Fields that do not pass the rules.
    case invalid
    /// Too many attempts; try again later.
    case rateLimited
    /// The card was refused or needs its holder's confirmation; nothing was charged.
    case paymentRequired
    /// The service cannot answer now; try again in a moment.
    case unavailable
    /// Asked of a server that does not hold what it is about (another region's); the same request succeeds at the
    /// server that does.
    case misdirected
}
