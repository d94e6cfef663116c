/// The body of `GET /healthz`.
public struct Health: Codable, Sendable, Equatable {
    /// `ok` when the store answers, `unavailable` when it does not.
    public var status: String
    /// `up` when the database answers a query, `down` when it cannot be reached; nil from servers before it existed.
    public var database: String?

    /// Creates a health body.
    public init(status: String, database: String? = nil) {
        self.status = status
        self.database = database
    }
}
