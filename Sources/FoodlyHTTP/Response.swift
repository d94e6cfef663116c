import Foundation

/// An HTTP response: status, header fields and a body held in memory.
public struct Response: Sendable {
    /// The status code.
    public var status: Int
    /// The header fields (`Content-Length` and `Date` are added by the server).
    public var headers: HTTPHeaders
    /// The body bytes.
    public var body: [UInt8]
    /// A body written over time instead of `body` (server-sent events); the connection stays open until it closes.
    public var stream: EventStream?

    /// Creates a response.
    public init(status: Int = 200, headers: HTTPHeaders = [:], body: [UInt8] = []) {
        self.status = status
        self.headers = headers
        self.body = body
    }

    /// A body of text with the given content type (UTF-8).
    public static func text(_ text: String, status: Int = 200, contentType: String = "text/plain; charset=utf-8")
        -> Response
    {
        Response(status: status, headers: ["Content-Type": contentType], body: Array(text.utf8))
    }

    /// An HTML page (UTF-8).
    public static func html(_ html: String, status: Int = 200) -> Response {
        text(html, status: status, contentType: "text/html; charset=utf-8")
    }

    /// A JSON body encoded with the API conventions (camelCase keys, RFC 3339 dates, sorted keys).
    public static func json<T: Encodable>(_ value: T, status: Int = 200) throws -> Response {
        Response(
            status: status, headers: ["Content-Type": "application/json"], body: Array(try JSONCoding.encode(value)))
    }

    /// An empty 204 No Content.
    public static let noContent = Response(status: 204)

    /// A 303 See Other to `location` (after a form post).
    public static func redirect(to location: String, status: Int = 303) -> Response {
        Response(status: status, headers: ["Location": location])
    }

    /// Adds a `Set-Cookie` field.
    public mutating func setCookie(_ cookie: SetCookie) {
        headers.add("Set-Cookie", cookie.headerValue)
    }
}
