/// Who may read the metrics: the machine itself, or anyone presenting the metrics token.
///
/// A client is the machine itself when its address is loopback (`127.0.0.0/8`, `::1`, `::ffff:127.…`) and the
/// request names no other client in `X-Real-IP`: a proxy on the same machine that is not a trusted proxy passes its
/// clients' requests from loopback, with their address in that header (a trusted proxy's header has become the
/// client address already). With a token (`--metrics-token`, `FOODLY_METRICS_TOKEN`), `Authorization: Bearer
/// <token>` is accepted from anywhere, compared in constant time.
public struct MetricsAccess: Sendable {
    private let token: String?

    /// The rule, with the token or without one (nil or empty).
    public init(token: String?) {
        self.token = token.flatMap { $0.isEmpty ? nil : $0 }
    }

    /// Whether a request from `clientAddress`, naming `forwardedClient` in `X-Real-IP` and presenting `bearer`,
    /// may read the metrics.
    public func allows(clientAddress: String, forwardedClient: String?, bearer: String?) -> Bool {
        if let token, let bearer, Sodium.constantTimeEquals(bearer, token) { return true }
        return MetricsAccess.isLoopback(clientAddress) && forwardedClient.map(MetricsAccess.isLoopback) ?? true
    }

    /// Whether `address` (as text, optionally in brackets) is a loopback address.
    public static func isLoopback(_ address: String) -> Bool {
        var text = address.lowercased()
        if text.hasPrefix("[") && text.hasSuffix("]") { text = String(text.dropFirst().dropLast()) }
        if text == "::1" { return true }
        if text.hasPrefix("::ffff:") { text.removeFirst("::ffff:".count) }
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count == 4 && parts[0] == "127"
            && parts.allSatisfy { $0.count <= 3 && UInt8($0) != nil }
    }
}
