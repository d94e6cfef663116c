import Foundation

/// An HTTP request as a handler sees it: fully read, immutable, safe to pass between threads.
public struct Request: Sendable {
    /// The request method.
    public var method: HTTPMethod
    /// The percent-decoded path, without the query string (e.g. `/api/v1/restaurants/r1`).
    public var path: String
    /// The decoded query string parameters.
    public var query: Parameters
    /// The request header fields.
    public var headers: HTTPHeaders
    /// The request body (empty when there is none).
    public var body: [UInt8]
    /// Values captured by `:name` segments of the matched route.
    public var pathParameters: [String: String] = [:]
    /// A unique id for this request, echoed in `X-Request-Id` and the access log.
    public var requestID: String
    /// The client's IP address as text, or `"unknown"`.
    public var remoteAddress: String

    /// Creates a request; the server does this, tests may too.
    public init(
        method: HTTPMethod, target: String, headers: HTTPHeaders = [:], body: [UInt8] = [],
        requestID: String = RequestID.make(), remoteAddress: String = "127.0.0.1"
    ) {
        self.method = method
        // Split on the scalar `?`: a `Character` split misses a `?` that a combining mark follows.
        let mark = target.unicodeScalars.firstIndex(of: "?")
        self.path = Request.decodePath(String(target[..<(mark ?? target.endIndex)]))
        self.query =
            mark.map { Parameters(urlEncoded: target[target.unicodeScalars.index(after: $0)...]) } ?? Parameters()
        self.headers = headers
        self.body = body
        self.requestID = requestID
        self.remoteAddress = remoteAddress
    }

    /// The value of a `:name` path segment; throws 404 when the route has none (a programming error).
    public func parameter(_ name: String) throws -> String {
        guard let value = pathParameters[name] else {
            throw HTTPError(status: 404, message: "No such resource.")
        }
        return value
    }

    /// The media type of the body without parameters, lowercased (`application/json`), or nil.
    public var mediaType: String? {
        guard let value = headers["Content-Type"] else { return nil }
        let type = value.split(separator: ";", maxSplits: 1).first ?? ""
        return type.trimmingCharacters(in: .whitespaces).lowercased()
    }

    /// Percent-decodes a path (a `+` stays a `+`), keeping invalid escapes as written.
    static func decodePath(_ raw: String) -> String {
        guard raw.utf8.contains(UInt8(ascii: "%")) else { return raw }
        return raw.removingPercentEncoding ?? raw
    }
}
