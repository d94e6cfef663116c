/// The body of `GET /healthz`.
public struct Health: Codable, Sendable, Equatable {
    /// Whether the service can take requests.
    public var status: HealthStatus
    /// Whether the database answers; nil from servers before it existed.
    public var database: DatabaseStatus?

    /// Creates a health body.
    public init(status: HealthStatus, database: DatabaseStatus? = nil) {
        self.status = status
        self.database = database
    }
}

/// Whether the service can take requests.
public enum HealthStatus: String, Codable, Sendable, CaseIterable {
    /// The store answers.
    case ok
    /// The store does not answer.
    case unavailable
}

/// Whether the database answers a query right now.
public enum DatabaseStatus: String, Codable, Sendable, CaseIterable {
    case up
    case down
}
