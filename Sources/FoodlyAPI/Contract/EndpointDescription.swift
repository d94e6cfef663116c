/// An endpoint without its types: what tables, documents and tests compare.
public struct EndpointDescription: Sendable, Equatable {
    /// The OpenAPI `operationId`.
    public let operationID: String
    /// The method.
    public let method: EndpointMethod
    /// The path template, `{name}` per parameter.
    public let path: String
    /// The success status.
    public let status: Int
    /// How a successful answer is written.
    public let format: ResponseFormat
    /// Who may call it.
    public let access: Access
    /// Every problem it may answer.
    public let problems: [ProblemCode]
    /// The path parameter names, in template order.
    public let pathNames: [String]
    /// The query parameter names.
    public let queryNames: [String]
    /// The request body's type name, or nil without a body.
    public let bodyType: String?
    /// The response type's name.
    public let responseType: String
    /// One line on what it does.
    public let summary: String

    /// `GET /api/v1/me`.
    public var route: String { "\(method.rawValue) \(path)" }

    /// A type's name without its module (`Page<OrderBody>`).
    static func name(of type: Any.Type) -> String {
        String(describing: type)
    }
}
