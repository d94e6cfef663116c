import FoodlyShared

/// One HTTP endpoint, declared once: method, path template, typed path, query, body and response, who may call it
/// and the problems it may answer. The server registers its routes from these values, the SDK builds its requests
/// from them, and the OpenAPI document is checked against them.
public struct Endpoint<
    Path: PathParameters, Query: QueryParameters, Body: Codable & Sendable, Response: Codable & Sendable,
    Rule: CallerRule
>: Sendable {
    /// The OpenAPI `operationId`, unique in the table.
    public let operationID: String
    /// The method.
    public let method: EndpointMethod
    /// The path template, with `{name}` for each of `Path`'s parameters.
    public let path: String
    /// The status of a successful answer.
    public let status: Int
    /// How a successful answer is written.
    public let format: ResponseFormat
    /// The problems particular to this endpoint (those implied by its body, query and caller are added).
    public let declaredProblems: [ProblemCode]

    /// Declares an endpoint.
    public init(
        _ operationID: String, _ method: EndpointMethod, _ path: String, status: Int = 200,
        format: ResponseFormat = .json, problems: [ProblemCode] = []
    ) {
        self.operationID = operationID
        self.method = method
        self.path = path
        self.status = status
        self.format = format
        self.declaredProblems = problems
    }

    /// Who may call it.
    public var access: Access { Rule.access }

    /// Whether a request carries a body (JSON, or an image for `ImageUpload`).
    public var hasBody: Bool { Body.self != NoBody.self }

    /// Every problem it may answer: its own, then those its body, query and caller imply.
    public var problems: [ProblemCode] {
        var all = declaredProblems
        if Body.self == ImageUpload.self {
            all += [.unsupportedMediaType, .bodyTooLarge]
        } else if hasBody {
            all += [.malformedJSON, .unsupportedMediaType, .bodyTooLarge, .validationFailed]
        }
        if Query.self != NoQuery.self { all.append(.invalidQuery) }
        if access.needsSignIn { all.append(.unauthenticated) }
        if access.needsSignIn && method != .get { all.append(.csrfFailed) }
        if access != .anyone && access != .signedIn { all.append(.forbidden) }
        var seen: Set<ProblemCode> = []
        return all.filter { seen.insert($0).inserted }
    }

    /// The path for `parameters`, each value percent-encoded as one segment.
    public func path(_ parameters: Path) -> String {
        let values = Dictionary(zip(Path.names, parameters.values)) { first, _ in first }
        return path.split(separator: "/", omittingEmptySubsequences: false).map { segment in
            guard segment.hasPrefix("{"), segment.hasSuffix("}"),
                let value = values[String(segment.dropFirst().dropLast())]
            else { return String(segment) }
            return PathEncoding.segment(value)
        }.joined(separator: "/")
    }

    /// The same endpoint without its types, for walking the table.
    public var description: EndpointDescription {
        EndpointDescription(
            operationID: operationID, method: method, path: path, status: status, access: access, problems: problems,
            pathNames: Path.names, queryNames: Query.names, hasBody: hasBody, body: Body.self,
            answer: Response.self, format: format)
    }
}

/// The body of an endpoint that takes none.
public struct NoBody: Codable, Sendable, Equatable {
    /// Creates the empty body.
    public init() {}
}

/// The answer of an endpoint that answers 204 without a body.
public struct NoContent: Codable, Sendable, Equatable {
    /// Creates the empty answer.
    public init() {}
}

/// A body the client may leave out entirely; the server then takes `init()`.
public protocol OptionalBody {
    /// The value an empty body stands for.
    init()
}

/// An endpoint's method.
public enum EndpointMethod: String, Sendable, CaseIterable {
    /// GET (also answers HEAD).
    case get = "GET"
    /// POST.
    case post = "POST"
    /// PUT.
    case put = "PUT"
    /// PATCH.
    case patch = "PATCH"
    /// DELETE.
    case delete = "DELETE"
}

/// How a successful answer is written.
public enum ResponseFormat: String, Sendable {
    /// `application/json` of the response type.
    case json
    /// 204, no body.
    case empty
    /// `text/event-stream`: one `order` event with the response type at each change.
    case eventStream
    /// Text: Prometheus metrics, the diary as CSV.
    case text
    /// An image's bytes with its media type (`ImageUpload`): an order's door photo.
    case image
}
