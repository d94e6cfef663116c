/// A larger body limit than `ServerConfiguration.maxBodyBytes` for the requests of one route (photo uploads), so
/// one route's needs do not raise the limit of every other.
public struct BodyAllowance: Sendable, Equatable {
    /// The method the allowance is for.
    public let method: HTTPMethod
    /// The path pattern, as the router writes it: `/api/v1/merchant/dishes/:id/photo` (`:name` is one segment).
    public let pattern: String
    /// The largest body accepted on this route.
    public let maxBytes: Int

    /// Creates an allowance.
    public init(_ method: HTTPMethod, _ pattern: String, maxBytes: Int) {
        self.method = method
        self.pattern = pattern
        self.maxBytes = maxBytes
    }

    /// Whether a request with `method` and the raw `target` (path and query) is on this route.
    public func matches(_ method: HTTPMethod, target: String) -> Bool {
        guard method == self.method else { return false }
        let path = target.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
        let segments = path.split(separator: "/", omittingEmptySubsequences: false)
        let expected = pattern.split(separator: "/", omittingEmptySubsequences: false)
        guard segments.count == expected.count else { return false }
        return zip(segments, expected).allSatisfy { segment, wanted in
            wanted.hasPrefix(":") ? !segment.isEmpty : segment == wanted
        }
    }
}
