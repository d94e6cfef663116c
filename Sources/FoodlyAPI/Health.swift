/// The body of `GET /healthz`.
public struct Health: Codable, Sendable, Equatable {
    /// `ok` when the store answers, `unavailable` when it does not.
    public var status: String

    /// Creates a health body.
    public init(status: String) {
        self.status = status
    }
}
