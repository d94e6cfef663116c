import FoodlyAPI
import FoodlyCore
import FoodlyHTTP
import Foundation

/// Registers handlers for the endpoints of the table (`Endpoints`): the route's method and pattern come from the
/// endpoint, and before the handler runs the caller is resolved by the endpoint's rule (401/403), the path
/// parameters are typed and the body is decoded. Nothing else registers API routes.
struct APIRouter {
    /// The router the routes go into.
    var router: Router
    /// Finds the caller of each request.
    let authenticator: Authenticator

    /// Registers `handler`, whose value is written as the endpoint's success answer (JSON, or 204 when empty).
    mutating func handle<Path, Query, Body, Answer, Rule: ServerCallerRule>(
        _ endpoint: Endpoint<Path, Query, Body, Answer, Rule>,
        _ handler: @escaping @Sendable (Call<Path, Body, Rule.Context>) throws -> Answer
    ) {
        respond(endpoint) { call in
            let value = try handler(call)
            switch endpoint.format {
            case .empty:
                return .noContent
            case .json, .eventStream, .text, .image:
                if let writable = value as? any JSONWritable {
                    return Response(
                        status: endpoint.status, headers: ["Content-Type": "application/json"],
                        body: writable.jsonBytes())
                }
                return try .json(value, status: endpoint.status)
            }
        }
    }

    /// Registers `handler`, which writes the answer itself (streams, prebuilt bytes, text).
    mutating func respond<Path, Query, Body, Answer, Rule: ServerCallerRule>(
        _ endpoint: Endpoint<Path, Query, Body, Answer, Rule>,
        _ handler: @escaping @Sendable (Call<Path, Body, Rule.Context>) throws -> Response
    ) {
        let authenticator = self.authenticator
        router.add(HTTPMethod(rawValue: endpoint.method.rawValue), APIRouter.pattern(endpoint.path)) { request in
            if Rule.access.needsSignIn { try CrossOriginCheck.check(request) }
            let caller = try Rule.resolve(request, authenticator)
            let path = Path(values: try Path.names.map { try request.parameter($0) })
            let body = try APIRouter.body(Body.self, of: request)
            return try handler(
                Call(
                    request: request, path: path, body: body, caller: caller,
                    query: QueryReader(query: request.query, names: Query.names)))
        }
    }

    /// The router pattern of a path template: `{id}` becomes `:id`.
    static func pattern(_ template: String) -> String {
        template.split(separator: "/", omittingEmptySubsequences: false).map { segment in
            segment.hasPrefix("{") && segment.hasSuffix("}") ? ":" + segment.dropFirst().dropLast() : segment
        }.joined(separator: "/")
    }

    /// The decoded body: none for `NoBody`, the raw bytes for `ImageUpload`, `init()` for an empty optional body,
    /// the rules' reading for a `CheckedBody` (every bad field named at once), else strict JSON.
    private static func body<Body: Decodable>(_ type: Body.Type, of request: Request) throws -> Body {
        if let none = NoBody() as? Body { return none }
        if Body.self == ImageUpload.self,
            let upload = ImageUpload(bytes: Data(request.body), mediaType: request.headers["Content-Type"] ?? "")
                as? Body
        {
            return upload
        }
        if request.body.isEmpty, let optional = Body.self as? any OptionalBody.Type,
            let empty = optional.init() as? Body
        {
            return empty
        }
        if let checked = Body.self as? any CheckedBody.Type,
            let body = try checked.checked(request.decodeJSON(JSONValue.self)) as? Body
        {
            return body
        }
        return try request.decodeJSON(Body.self)
    }
}
