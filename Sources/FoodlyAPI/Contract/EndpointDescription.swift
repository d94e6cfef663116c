/// An endpoint without its types: what tables, documents and tests compare.
public struct EndpointDescription: Sendable {
    /// The OpenAPI `operationId`.
    public let operationID: String
    /// The method.
    public let method: EndpointMethod
    /// The path template, `{name}` per parameter.
    public let path: String
    /// The success status.
    public let status: Int
    /// Who may call it.
    public let access: Access
    /// Every problem it may answer.
    public let problems: [ProblemCode]
    /// The path parameter names, in template order.
    public let pathNames: [String]
    /// The query parameter names.
    public let queryNames: [String]
    /// Whether a request carries a JSON body.
    public let hasBody: Bool
    /// The request body type (`NoBody` when it takes none).
    public let body: any (Codable & Sendable).Type
    /// The success answer's type (`NoContent` for 204, the event payload for a stream).
    public let answer: any (Codable & Sendable).Type
    /// How the success answer is written.
    public let format: ResponseFormat

    /// `GET /api/v1/me`.
    public var route: String { "\(method.rawValue) \(path)" }
}
