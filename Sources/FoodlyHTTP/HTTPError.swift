/// An error a handler throws to answer with an RFC 9457 problem (`application/problem+json`).
///
/// `code` is a stable machine-readable string; `detail` is for people. Anything thrown that is not an
/// `HTTPError` (and that the application's error mapper does not translate) becomes a 500 whose body
/// names only the request id.
public struct HTTPError: Error, Sendable, Equatable {
    /// One invalid field in a 422 answer.
    public struct FieldError: Sendable, Equatable, Codable {
        /// The field's name or JSON path (`password`, `menu[0].dishes[2].price`).
        public var field: String
        /// A stable machine-readable reason (`too_weak`, `required`).
        public var code: String
        /// A sentence for people.
        public var message: String

        /// Creates a field error.
        public init(field: String, code: String, message: String) {
            self.field = field
            self.code = code
            self.message = message
        }
    }

    /// The HTTP status code.
    public var status: Int
    /// The stable machine-readable code.
    public var code: String
    /// A short summary; defaults to the status phrase.
    public var title: String
    /// A human-readable explanation specific to this occurrence.
    public var detail: String
    /// Field errors (422 validation).
    public var errors: [FieldError]
    /// Extra header fields for the answer (`Allow`, `Retry-After`).
    public var headers: HTTPHeaders

    /// Creates an error answer.
    public init(
        status: Int, code: String, title: String? = nil, detail: String, errors: [FieldError] = [],
        headers: HTTPHeaders = [:]
    ) {
        self.status = status
        self.code = code
        self.title = title ?? HTTPStatus.phrase(status)
        self.detail = detail
        self.errors = errors
        self.headers = headers
    }

    /// Compares everything but the header order.
    public static func == (lhs: HTTPError, rhs: HTTPError) -> Bool {
        lhs.status == rhs.status && lhs.code == rhs.code && lhs.title == rhs.title && lhs.detail == rhs.detail
            && lhs.errors == rhs.errors
    }

    /// 422 with the given field errors.
    public static func validation(_ errors: [FieldError], detail: String = "Some fields are not valid.") -> HTTPError {
        HTTPError(status: 422, code: "validation_failed", detail: detail, errors: errors)
    }
}
