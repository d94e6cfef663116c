/// An RFC 9457 problem body (`application/problem+json`): what the server writes and the SDK reads.
public struct Problem: Codable, Sendable, Error, Equatable {
    /// A URI naming the problem type (`urn:foodly:problem:<code>`).
    public var type: String
    /// A short summary (the status phrase).
    public var title: String
    /// The HTTP status.
    public var status: Int
    /// An explanation for people.
    public var detail: String
    /// The stable machine-readable code, e.g. `validation_failed`.
    public var code: String
    /// The fields refused, when there are any.
    public var errors: [FieldError]?
    /// The server's id for the request, to quote in a report.
    public var requestId: String?
    /// The region whose server answers this request (`other_region` only).
    public var region: String?
    /// What the card form completes the bank's check with (`authentication_required` only).
    public var clientSecret: String?

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

    /// A Foodly problem: its `type` names `code`, and `errors` is left out when there are none.
    public init(code: String, title: String, status: Int, detail: String, errors: [FieldError], requestId: String?) {
        self.init(
            type: "urn:foodly:problem:\(code)", title: title, status: status, detail: detail, code: code,
            errors: errors.isEmpty ? nil : errors, requestId: requestId)
    }
}
