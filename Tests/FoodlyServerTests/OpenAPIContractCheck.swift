import FoodlyAPI
import FoodlyApp
import FoodlyCore
import FoodlyServer
import FoodlyShared
import Foundation

/// Compares an OpenAPI document with the endpoint table and lists every disagreement: an operation missing on
/// either side, another `operationId`, path or query parameters, security, a request body where the table has
/// none (or none where it has one), an undocumented success status or problem status, and every body, answer and
/// problem schema that differs from its Swift type (`OpenAPISchemaCheck`).
enum OpenAPIContractCheck {
    typealias Object = [String: Any]

    static let methods = ["get", "post", "put", "patch", "delete"]

    /// The enums the document may name, by component name: each is a Swift enum's cases.
    static let enums: [String: [String]] = [
        "NutriGrade": NutriGrade.allCases.map(\.rawValue), "Vehicle": Vehicle.allCases.map(\.rawValue),
        "OrderStatus": OrderStatus.allCases.map(\.rawValue), "Role": Role.allCases.map(\.rawValue),
        "Diet": Diet.allCases.map(\.rawValue), "Allergen": Allergen.allCases.map(\.rawValue),
        "NutriScoreCategory": NutriScoreCategory.allCases.map(\.rawValue),
        "CouponKind": CouponKind.allCases.map(\.rawValue), "RestaurantSort": RestaurantSort.allCases.map(\.rawValue),
        "SearchSort": SearchSort.allCases.map(\.rawValue), "HealthStatus": HealthStatus.allCases.map(\.rawValue),
        "DatabaseStatus": DatabaseStatus.allCases.map(\.rawValue), "WeightGoal": WeightGoal.allCases.map(\.rawValue),
        "BodySex": BodySex.allCases.map(\.rawValue), "ActivityLevel": ActivityLevel.allCases.map(\.rawValue),
        "PaymentMethod": PaymentMethod.allCases.map(\.rawValue), "Fulfilment": Fulfilment.allCases.map(\.rawValue),
        "StaffRole": StaffRole.allCases.map(\.rawValue),
        "ApplicationStatus": ApplicationStatus.allCases.map(\.rawValue),
        "CouponState": CouponState.allCases.map(\.rawValue),
        "AddressLabel": AddressLabel.allCases.map(\.rawValue),
        "LedgerKind": LedgerKind.allCases.map(\.rawValue), "RefundBearer": RefundBearer.allCases.map(\.rawValue),
        "NutriScoreComponentName": NutriScoreExplanation.Component.allCases.map(\.rawValue),
        "ClosedReason": ClosedReason.allCases.map(\.rawValue),
        "AuditAction": AuditAction.allCases.map(\.rawValue),
        "AuditActorRole": AuditActorRole.allCases.map(\.rawValue),
        "AuditSubjectKind": AuditSubjectKind.allCases.map(\.rawValue),
        "ListingState": ListingState.allCases.map(\.rawValue),
        "RejectionReason": RejectionReason.allCases.map(\.rawValue),
        "MessageSender": MessageSender.allCases.map(\.rawValue),
        "OrderIssueKind": OrderIssueKind.allCases.map(\.rawValue),
        "OrderIssueState": OrderIssueState.allCases.map(\.rawValue),
    ]

    /// Every disagreement between `document` and `table`, one sentence each; empty when they agree.
    static func differences(_ document: Object, _ table: [EndpointDescription] = Endpoints.all) -> [String] {
        let paths = document["paths"] as? [String: Object] ?? [:]
        var schemas = OpenAPISchemaCheck(document: document, enums: enums)
        var found = inlineSchemas(document, at: "")
        found += problemDifferences(&schemas) + schemas.enumDifferences()
        var declared: Set<String> = []
        for endpoint in table {
            declared.insert(endpoint.route)
            guard let operation = paths[endpoint.path]?[endpoint.method.rawValue.lowercased()] as? Object else {
                found.append("\(endpoint.route): not documented")
                continue
            }
            found += differences(
                resolvingResponses(operation, document), endpoint, pathItem: paths[endpoint.path] ?? [:],
                schemas: &schemas
            )
            .map { "\(endpoint.route): \($0)" }
        }
        for (path, item) in paths {
            for method in methods where item[method] != nil && !declared.contains("\(method.uppercased()) \(path)") {
                found.append("\(method.uppercased()) \(path): documented but not in the endpoint table")
            }
        }
        return found.sorted()
    }

    /// `operation` with each response that refers to a shared one (`#/components/responses/…`) replaced by it.
    private static func resolvingResponses(_ operation: Object, _ document: Object) -> Object {
        let shared = (document["components"] as? Object)?["responses"] as? Object ?? [:]
        var answers = operation["responses"] as? Object ?? [:]
        for (status, answer) in answers {
            guard let reference = (answer as? Object)?["$ref"] as? String,
                let name = reference.split(separator: "/").last, let found = shared[String(name)]
            else { continue }
            answers[status] = found
        }
        var resolved = operation
        resolved["responses"] = answers
        return resolved
    }

    private static func differences(
        _ operation: Object, _ endpoint: EndpointDescription, pathItem: Object, schemas: inout OpenAPISchemaCheck
    ) -> [String] {
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
        if endpoint.body == ImageUpload.self {
            found += imageBodyDifferences(operation["requestBody"])
        } else if endpoint.hasBody {
            found += schemaDifferences(operation["requestBody"], endpoint.body, request: true, &schemas)
        }
        let answers = operation["responses"] as? Object ?? [:]
        if endpoint.format == .json {
            found += schemaDifferences(answers[String(endpoint.status)], endpoint.answer, request: false, &schemas)
        }
        for status in Set(endpoint.problems.map { String($0.kind.httpStatus) }) {
            let answer = answers[status]
            let schema = ((answer as? Object)?["content"] as? Object)?["application/problem+json"] as? Object
            if (schema?["schema"] as? Object).flatMap(OpenAPISchemaCheck.componentName) != "Problem" {
                found.append("\(status) is not a Problem")
            }
        }
        let responses = Set(answers.keys)
        var statuses = Set(endpoint.problems.map { String($0.kind.httpStatus) })
        statuses.insert(String(endpoint.status))
        for status in statuses.subtracting(responses).sorted() {
            let codes = endpoint.problems.filter { String($0.kind.httpStatus) == status }.map(\.code)
            found.append("no \(status) response" + (codes.isEmpty ? "" : " (\(codes.joined(separator: ", ")))"))
        }
        return found
    }

    /// An image body (`ImageUpload`): required, binary, in exactly the media types `PhotoFormat` reads.
    private static func imageBodyDifferences(_ part: Any?) -> [String] {
        let body = part as? Object
        let content = body?["content"] as? Object ?? [:]
        var found: [String] = []
        if body?["required"] as? Bool != true { found.append("image request body: not required") }
        let wanted = Set(PhotoFormat.allCases.map(\.rawValue))
        if Set(content.keys) != wanted {
            found.append("image request body: media types \(content.keys.sorted()), not \(wanted.sorted())")
        }
        for (type, media) in content {
            let schema = (media as? Object)?["schema"] as? Object
            if schema?["type"] as? String != "string" || schema?["format"] as? String != "binary" {
                found.append("image request body: \(type) is not a binary string")
            }
        }
        return found
    }

    /// The JSON schema of a request body or response, compared with `type`.
    private static func schemaDifferences(
        _ part: Any?, _ type: any Codable.Type, request: Bool, _ schemas: inout OpenAPISchemaCheck
    ) -> [String] {
        let content = (part as? Object)?["content"] as? Object
        let schema = (content?["application/json"] as? Object)?["schema"] as? Object
        let place = request ? "request body" : "answer"
        do {
            let (wire, written) = try WireSchema.of(type)
            return schemas.differences(schema, wire, request ? .request : .answer(written: written), at: place)
        } catch {
            return ["\(place): \(type) cannot be described: \(error)"]
        }
    }

    /// The components no endpoint's body names that clients decode all the same: `Problem`, and the event stream's
    /// `CourierPosition`, each against its type.
    private static func problemDifferences(_ schemas: inout OpenAPISchemaCheck) -> [String] {
        let decoded: [(name: String, type: any Codable.Type)] = [
            ("Problem", Problem.self), ("CourierPosition", CourierPosition.self),
        ]
        return decoded.flatMap { name, type in
            do {
                let (wire, written) = try WireSchema.of(type)
                return schemas.differences(
                    ["$ref": "#/components/schemas/\(name)"], wire, .answer(written: written), at: name)
            } catch {
                return ["\(name) cannot be described: \(error)"]
            }
        }
    }

    /// Object and enum schemas written inline instead of as a named component.
    private static func inlineSchemas(_ value: Any, at place: String) -> [String] {
        if let list = value as? [Any] {
            return list.enumerated().flatMap { inlineSchemas($1, at: "\(place)/\($0)") }
        }
        guard let object = value as? Object else { return [] }
        let isComponent = place.hasPrefix("/components/schemas/") && place.split(separator: "/").count == 3
        var found: [String] = []
        if !isComponent, object["properties"] != nil || object["enum"] != nil {
            found.append("\(place): an inline schema; name it as a component")
        }
        for (key, member) in object where key != "examples" && key != "example" {
            found += inlineSchemas(member, at: "\(place)/\(key)")
        }
        return found
    }
}
