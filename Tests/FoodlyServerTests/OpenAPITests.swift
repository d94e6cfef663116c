import FoodlyAPI
import FoodlyHTTP
import FoodlyTestSupport
import Foundation
import Testing

@Suite("OpenAPI document")
struct OpenAPITests {
    typealias Object = [String: Any]

    /// The served document.
    func document() throws -> Object {
        let response = try TestApp().send(.get, "/api/openapi.json")
        #expect(response.status == 200)
        return try #require(try JSONSerialization.jsonObject(with: Data(response.body)) as? Object)
    }

    @Test func theDocumentAgreesWithTheEndpointTable() throws {
        let document = try document()
        #expect(document["openapi"] as? String == "3.1.0")
        let differences = OpenAPIContractCheck.differences(document)
        #expect(differences.isEmpty, "\(differences.joined(separator: "\n"))")
    }

    @Test func everyAPIRouteIsInTheTableAndEveryEndpointIsRouted() throws {
        let app = try TestApp()
        let routed = Set(
            app.responder.router.routes.filter { route in
                route.pattern.hasPrefix("/api/") || ["/healthz", "/metrics"].contains(route.pattern)
            }.map { "\($0.method.rawValue) \(RouteTemplate.of($0.pattern))" })
        #expect(routed == Set(Endpoints.all.map(\.route)))
        #expect(Set(Endpoints.all.map(\.operationID)).count == Endpoints.all.count, "operationIds are unique")
    }

    @Test func pathTemplatesNameTheirTypedParameters() {
        for endpoint in Endpoints.all {
            let names = endpoint.path.split(separator: "/").filter { $0.hasPrefix("{") }.map {
                String($0.dropFirst().dropLast())
            }
            #expect(names == endpoint.pathNames, "\(endpoint.route)")
        }
    }

    // The check catches drift: each mutation of a copy of the document must be reported.

    @Test func anUndeclaredQueryParameterIsCaught() throws {
        var document = try document()
        try mutate(&document, "/api/v1/orders", "get") { operation in
            var parameters = operation["parameters"] as? [Object] ?? []
            parameters.append(["name": "status", "in": "query", "schema": ["type": "string"]])
            operation["parameters"] = parameters
        }
        #expect(OpenAPIContractCheck.differences(document).contains { $0.hasPrefix("GET /api/v1/orders: query") })
    }

    @Test func aChangedSecurityRequirementIsCaught() throws {
        var document = try document()
        try mutate(&document, "/api/v1/me", "get") { $0["security"] = [] }
        try mutate(&document, "/api/v1/categories", "get") { $0["security"] = [["bearer": []]] }
        let found = OpenAPIContractCheck.differences(document)
        #expect(found.contains { $0.hasPrefix("GET /api/v1/me: security") })
        #expect(found.contains { $0.hasPrefix("GET /api/v1/categories: security") })
    }

    @Test func aDroppedProblemResponseIsCaught() throws {
        var document = try document()
        try mutate(&document, "/api/v1/users", "post") { operation in
            var responses = operation["responses"] as? Object ?? [:]
            responses["409"] = nil
            operation["responses"] = responses
        }
        #expect(
            OpenAPIContractCheck.differences(document).contains("POST /api/v1/users: no 409 response (email_taken)"))
    }

    @Test func aMissingOrExtraOperationAndAWrongBodyAreCaught() throws {
        var document = try document()
        var paths = try #require(document["paths"] as? [String: Object])
        paths["/api/v1/cart"]?["delete"] = nil
        paths["/api/v1/cart"]?["patch"] = ["operationId": "patchCart"]
        document["paths"] = paths
        try mutate(&document, "/api/v1/orders/{id}/cancel", "post") { $0["requestBody"] = ["required": true] }
        let found = OpenAPIContractCheck.differences(document)
        #expect(found.contains("DELETE /api/v1/cart: not documented"))
        #expect(found.contains("PATCH /api/v1/cart: documented but not in the endpoint table"))
        #expect(found.contains("POST /api/v1/orders/{id}/cancel: a request body it does not take"))
    }

    @Test func anImageBodyInAnotherMediaTypeOrNotBinaryIsCaught() throws {
        var document = try document()
        try mutate(&document, "/api/v1/merchant/photo", "put") { operation in
            var body = operation["requestBody"] as? Object ?? [:]
            var content = body["content"] as? Object ?? [:]
            content["image/gif"] = content.removeValue(forKey: "image/webp")
            content["image/png"] = ["schema": ["type": "string"]]
            body["content"] = content
            operation["requestBody"] = body
        }
        let found = OpenAPIContractCheck.differences(document)
        #expect(found.contains { $0.contains("PUT /api/v1/merchant/photo: image request body: media types") })
        #expect(found.contains("PUT /api/v1/merchant/photo: image request body: image/png is not a binary string"))
    }

    @Test func aRenamedResponseFieldIsCaught() throws {
        var document = try document()
        try mutateComponent(&document, "Order") { order in
            var properties = order["properties"] as? Object ?? [:]
            properties["orderNumber"] = properties.removeValue(forKey: "number")
            order["properties"] = properties
            order["required"] = (order["required"] as? [String] ?? []).map { $0 == "number" ? "orderNumber" : $0 }
        }
        let found = OpenAPIContractCheck.differences(document)
        #expect(found.contains { $0.hasSuffix("Order.number: not documented") })
        #expect(found.contains { $0.hasSuffix("Order.orderNumber: documented but not in the Swift type") })
    }

    @Test func aDroppedRequiredFieldIsCaughtInAnswersAndRequests() throws {
        var document = try document()
        try mutateComponent(&document, "PriceBreakdown") { pricing in
            pricing["required"] = (pricing["required"] as? [String] ?? []).filter { $0 != "total" }
        }
        try mutateComponent(&document, "AddCartItemRequest") { body in
            body["required"] = (body["required"] as? [String] ?? []).filter { $0 != "dishId" }
        }
        let found = OpenAPIContractCheck.differences(document)
        #expect(found.contains { $0.hasSuffix("PriceBreakdown.total: not in required, but always written") })
        #expect(
            found.contains {
                $0.hasSuffix("AddCartItemRequest.dishId: not in required, but the request cannot be read without it")
            })
    }

    @Test func anOptionalRequestFieldThatIsNotNullableIsCaught() throws {
        var document = try document()
        try mutateComponent(&document, "NutritionScoreRequest") { body in
            var properties = body["properties"] as? Object ?? [:]
            properties["fatG"] = ["type": "number", "minimum": 0]
            body["properties"] = properties
        }
        let found = OpenAPIContractCheck.differences(document)
        #expect(
            found.contains {
                $0.hasSuffix("NutritionScoreRequest.fatG: optional, so null is read as absent; document it nullable")
            })
    }

    @Test func aChangedTypeOrEnumIsCaught() throws {
        var document = try document()
        try mutateComponent(&document, "CartLine") { line in
            var properties = line["properties"] as? Object ?? [:]
            properties["quantity"] = ["type": "string"]
            line["properties"] = properties
        }
        try mutateComponent(&document, "OrderStatus") { $0["enum"] = ["placed", "delivered"] }
        let found = OpenAPIContractCheck.differences(document)
        #expect(found.contains { $0.hasSuffix("CartLine.quantity: string, want integer") })
        #expect(found.filter { $0.contains("OrderStatus: enum [\"placed\", \"delivered\"] is not") }.count == 1)
    }

    @Test func anInlineObjectOrEnumIsCaught() throws {
        var document = try document()
        try mutate(&document, "/api/v1/cart/tip", "put") { operation in
            operation["requestBody"] = [
                "required": true,
                "content": [
                    "application/json": ["schema": ["type": "object", "properties": ["amount": ["type": "integer"]]]]
                ],
            ]
        }
        try mutateComponent(&document, "Order") { order in
            var properties = order["properties"] as? Object ?? [:]
            properties["status"] = ["type": "string", "enum": ["placed"]]
            order["properties"] = properties
        }
        let found = OpenAPIContractCheck.differences(document)
        #expect(
            found.contains("PUT /api/v1/cart/tip: request body: an inline schema; refer to the component TipRequest"))
        #expect(found.contains("/components/schemas/Order/properties/status: an inline schema; name it as a component"))
    }

    @Test func noEndpointTakesABodyTheCheckCannotSee() {
        let untyped = Endpoints.all.filter { $0.body == JSONValue.self }.map(\.route)
        #expect(untyped.isEmpty, "bodies read as any JSON: \(untyped)")
    }

    @Test func aDroppedDishFieldIsCaughtInTheEditorAndTheImportFormat() throws {
        var document = try document()
        for component in ["DishDraft", "MenuDishDraft"] {
            try mutateComponent(&document, component) { dish in
                var properties = dish["properties"] as? Object ?? [:]
                properties["portionGrams"] = nil
                dish["properties"] = properties
                dish["required"] = (dish["required"] as? [String] ?? []).filter { $0 != "portionGrams" }
            }
        }
        let found = OpenAPIContractCheck.differences(document)
        #expect(
            found.contains {
                $0.hasSuffix(" DishDraft.portionGrams: not documented")
                    || $0 == "DishDraft.portionGrams: not documented"
            })
        #expect(found.contains { $0.hasSuffix("MenuDishDraft.portionGrams: not documented") })
    }

    @Test func theDocumentNamesNothingOutsideTheRepository() throws {
        let text = String(decoding: try TestApp().send(.get, "/api/openapi.json").body, as: UTF8.self)
        for outside in ["API.md", "PRODUCT.md", "ARCHITECTURE.md", "../", "shared/design"] {
            #expect(!text.contains(outside), "the document mentions \(outside)")
        }
    }

    private func mutateComponent(_ document: inout Object, _ name: String, _ change: (inout Object) -> Void) throws {
        var components = try #require(document["components"] as? Object)
        var schemas = try #require(components["schemas"] as? [String: Object])
        var schema = try #require(schemas[name])
        change(&schema)
        schemas[name] = schema
        components["schemas"] = schemas
        document["components"] = components
    }

    private func mutate(_ document: inout Object, _ path: String, _ method: String, _ change: (inout Object) -> Void)
        throws
    {
        var paths = try #require(document["paths"] as? [String: Object])
        var operation = try #require(paths[path]?[method] as? Object)
        change(&operation)
        paths[path]?[method] = operation
        document["paths"] = paths
    }
}
