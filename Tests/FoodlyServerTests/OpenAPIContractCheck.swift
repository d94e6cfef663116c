import FoodlyAPI
import FoodlyServer
import Foundation

/// Compares an OpenAPI document with the endpoint table and lists every disagreement: an operation missing on
/// either side, another `operationId`, path or query parameters, security, a request body where the table has
/// none (or none where it has one), an undocumented success status or problem status.
enum OpenAPIContractCheck {
    typealias Object = [String: Any]

    static let methods = ["get", "post", "put", "patch", "delete"]

    /// Every disagreement between `document` and `table`, one sentence each; empty when they agree.
    static func differences(_ document: Object, _ table: [EndpointDescription] = Endpoints.all) -> [String] {
        let paths = document["paths"] as? [String: Object] ?? [:]
        var found: [String] = []
        var declared: Set<String> = []
        for endpoint in table {
            declared.insert(endpoint.route)
            guard let operation = paths[endpoint.path]?[endpoint.method.rawValue.lowercased()] as? Object else {
                found.append("\(endpoint.route): not documented")
                continue
            }
            found += differences(operation, endpoint, pathItem: paths[endpoint.path] ?? [:])
                .map { "\(endpoint.route): \($0)" }
        }
        for (path, item) in paths {
            for method in methods where item[method] != nil && !declared.contains("\(method.uppercased()) \(path)") {
                found.append("\(method.uppercased()) \(path): documented but not in the endpoint table")
            }
        }
        return found.sorted()
    }

    private static func differences(_ operation: Object, _ endpoint: EndpointDescription, pathItem: Object)
        -> [String]
    {
        var found: [String] = []
        if operation["operationId"] as? String != endpoint.operationID {
            found.append("operationId is not \(endpoint.operationID)")
        }
        let parameters = (pathItem["parameters"] as? [Object] ?? []) + (operation["parameters"] as? [Object] ?? [])
        func names(in place: String) -> Set<String> {
            Set(parameters.filter { $0["in"] as? String == place }.compactMap { $0["name"] as? String })
        }
        if names(in: "path") != Set(endpoint.pathNames) {
            found.append("path parameters \(names(in: "path").sorted()) are not \(endpoint.pathNames)")
        }
        if names(in: "query") != Set(endpoint.queryNames) {
            found.append("query parameters \(names(in: "query").sorted()) are not \(endpoint.queryNames.sorted())")
        }
        let security = operation["security"] as? [Object] ?? []
        let schemes = Set(security.flatMap(\.keys))
        if endpoint.access.needsSignIn && schemes != ["bearer", "session"] {
            found.append("security \(schemes.sorted()) is not bearer or session")
        } else if !endpoint.access.needsSignIn && !schemes.isEmpty {
            found.append("security \(schemes.sorted()) on an endpoint anyone may call")
        }
        if (operation["requestBody"] != nil) != endpoint.hasBody {
            found.append(endpoint.hasBody ? "no request body" : "a request body it does not take")
        }
        let responses = Set((operation["responses"] as? Object ?? [:]).keys)
        var statuses = Set(endpoint.problems.map { String($0.kind.httpStatus) })
        statuses.insert(String(endpoint.status))
        for status in statuses.subtracting(responses).sorted() {
            let codes = endpoint.problems.filter { String($0.kind.httpStatus) == status }.map(\.code)
            found.append("no \(status) response" + (codes.isEmpty ? "" : " (\(codes.joined(separator: ", ")))"))
        }
        return found
    }
}
