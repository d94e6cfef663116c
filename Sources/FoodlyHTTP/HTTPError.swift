/// An error a handler (or the HTTP layer itself) throws to answer with a status and a sentence.
///
/// The application's error presenter renders it (Foodly writes problem+json); without one it is answered as
/// plain text. Anything thrown that the presenter does not know becomes a 500 that names only the request id.
public struct HTTPError: Error, Sendable, Equatable {
    /// The HTTP status code.
    public var status: Int
    /// A human-readable explanation specific to this occurrence.
    public var message: String
    /// Extra header fields for the answer (`Allow`, `Cache-Control`).
    public var headers: HTTPHeaders

    /// Creates an error answer.
    public init(status: Int, message: String, headers: HTTPHeaders = [:]) {
        self.status = status
        self.message = message
        self.headers = headers
    }

    /// Compares the status and the message.
    public static func == (lhs: HTTPError, rhs: HTTPError) -> Bool {
        lhs.status == rhs.status && lhs.message == rhs.message
    }

    /// The plain-text answer: the status and the message.
    public var response: Response {
        var response = Response.text(message, status: status)
        for (name, value) in headers { response.headers.set(name, value) }
        return response
    }
}
