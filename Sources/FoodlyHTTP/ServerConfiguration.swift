/// Settings of an `HTTPServer`.
public struct ServerConfiguration: Sendable {
    /// The address to bind: an IPv4 or IPv6 literal, or `localhost`.
    public var host = "127.0.0.1"
    /// The TCP port; 0 picks a free one (read it back from `HTTPServer.port`).
    public var port = 8080
    /// Worker threads; each runs its own epoll loop and the handlers of its connections.
    public var threads = 4
    /// Largest accepted request body; larger ones get 413.
    public var maxBodyBytes = 1 << 20
    /// Routes that accept larger bodies than `maxBodyBytes` (the first that matches a request counts).
    public var bodyAllowances: [BodyAllowance] = []
    /// Memory per connection for the request line and headers; larger headers get 431.
    public var connectionMemoryLimit = 16 * 1024
    /// Seconds an idle keep-alive connection stays open.
    public var idleTimeoutSeconds = 30
    /// Most connections open at once, event streams included (the process's file limit must allow them).
    public var maxConnections = 10_000
    /// Seconds between comment lines sent on every open event stream, so proxies keep it open and a client that
    /// went away is noticed.
    public var streamPingSeconds = 15.0
    /// Seconds a graceful stop waits for in-flight requests before closing anyway.
    public var shutdownGraceSeconds = 10.0
    /// Peers (reverse proxies such as nginx) whose `X-Real-IP` header names the client; from anyone else the
    /// header is ignored and the client is the peer itself.
    public var trustedProxies: Set<String> = []

    /// Creates the default configuration.
    public init() {}

    /// The largest body accepted for a request with `method` and the raw `target`.
    public func maxBodyBytes(_ method: HTTPMethod, target: String) -> Int {
        bodyAllowances.first { $0.matches(method, target: target) }?.maxBytes ?? maxBodyBytes
    }
}
