/// An RFC 9457 problem body as clients read it (`application/problem+json`).
public struct Problem: Codable, Sendable, Error, Equatable {
    /// One invalid field of a 422.
    public struct FieldError: Codable, Sendable, Equatable {
        /// The field name or JSON path.
        public var field: String
        /// The stable machine-readable reason.
        public var code: String
        /// A sentence for people.
        public var message: String
    }

    /// A URI naming the problem type (`urn:foodly:problem:<code>`).
    public var type: String
    /// A short summary.
    public var title: String
    /// The HTTP status.
    public var status: Int
    /// An explanation for people.
    public var detail: String
    /// The stable machine-readable code, e.g. `validation_failed`.
    public var code: String
    /// Field errors, for 422.
    public var errors: [FieldError]?
    /// The server's id for the request, to quote in a report.
    public var requestId: String?

    /// Creates a problem body.
    public init(
        type: String, title: String, status: Int, detail: String, code: String, errors: [FieldError]? = nil,
        requestId: String? = nil
    ) {
        self.type = type
        self.title = title
        self.status = status
        self.detail = detail
        self.code = code
        self.errors = errors
        self.requestId = requestId
    }
}
