import FoodlyAPI
import FoodlyApp
import FoodlyHTTP

/// `/healthz`, `/metrics` and `/api/openapi.json`.
struct OperationsRoutes {
    let health: HealthService
    let metrics: Metrics

    func register(in api: inout APIRouter) throws {
        let health = self.health
        let okBody = Array(try JSONCoding.encode(Health(status: .ok, database: .up)))
        let downBody = Array(try JSONCoding.encode(Health(status: .unavailable, database: .down)))
        api.respond(Endpoints.health) { _ in
            if health.storeIsAvailable() {
                return Response(
                    status: 200, headers: ["Content-Type": "application/json", "Cache-Control": "no-store"],
                    body: okBody)
            }
            return Response(
                status: 503,
                headers: ["Content-Type": "application/json", "Cache-Control": "no-store", "Retry-After": "5"],
                body: downBody)
        }
        let metrics = self.metrics
        api.respond(Endpoints.metrics) { _ in
            Response.text(metrics.render(), contentType: "text/plain; version=0.0.4; charset=utf-8")
        }
        let document = try BundledResources.openAPIDocument()
        api.respond(Endpoints.openAPI) { _ in
            Response(
                status: 200, headers: ["Content-Type": "application/json", "Cache-Control": "no-cache"], body: document)
        }
    }
}
