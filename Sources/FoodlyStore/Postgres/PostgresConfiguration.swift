/// How to reach a PostgreSQL server: a libpq connection URL and the size of the connection pool.
public struct PostgresConfiguration: Sendable, Hashable {
    /// A libpq connection URL, `postgres://user:password@host:port/database?option=value`.
    public var url: String
    /// The most connections this process opens at once; callers beyond it wait for one to come back.
    public var poolSize: Int
    /// How long opening a connection may take before the database counts as unavailable.
    public var connectTimeoutSeconds: Int
    /// How many times a write whose transaction lost a serialization race is run again before giving up.
    public var writeAttempts: Int

    /// Creates a configuration; the defaults suit a server on a small machine.
    public init(url: String, poolSize: Int = 8, connectTimeoutSeconds: Int = 3, writeAttempts: Int = 30) {
        self.url = url
        self.poolSize = poolSize
        self.connectTimeoutSeconds = connectTimeoutSeconds
        self.writeAttempts = writeAttempts
    }

    /// The URL with its password (`user:secret@` or `?password=secret`) shown as `***`, for messages.
    public var redactedURL: String {
        var text = url
        if let schemeEnd = text.range(of: "://")?.upperBound, let at = text[schemeEnd...].firstIndex(of: "@"),
            let colon = text[schemeEnd..<at].firstIndex(of: ":")
        {
            text.replaceSubrange(text.index(after: colon)..<at, with: "***")
        }
        if let range = text.range(of: #"([?&]password=)[^&]*"#, options: .regularExpression) {
            let key = text[range].prefix { $0 != "=" }
            text.replaceSubrange(range, with: key + "=***")
        }
        return text
    }

    /// Whether `text` names a PostgreSQL database (`postgres://` or `postgresql://`).
    public static func isURL(_ text: String) -> Bool {
        text.hasPrefix("postgres://") || text.hasPrefix("postgresql://")
    }
}
