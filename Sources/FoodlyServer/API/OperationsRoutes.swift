import FoodlyAPI
import FoodlyApp
import FoodlyHTTP

/// `/healthz`, `/metrics` and `/api/openapi.json`.
struct OperationsRoutes {
    let health: HealthService
    let metrics: Metrics

    func register(in router: inout Router) throws {
        let health = self.health
        router.get("/healthz") { _ in
            let available = health.storeIsAvailable()
            var response = try Response.json(
                Health(status: available ? "ok" : "unavailable"), status: available ? 200 : 503)
            response.headers.set("Cache-Control", "no-store")
            if !available { response.headers.set("Retry-After", "5") }
            return response
        }
        let metrics = self.metrics
        router.get("/metrics") { _ in
            Response.text(metrics.render(), contentType: "text/plain; version=0.0.4; charset=utf-8")
        }
        let document = try BundledResources.openAPIDocument()
        router.get("/api/openapi.json") { _ in
            Response(
                status: 200, headers: ["Content-Type": "application/json", "Cache-Control": "no-cache"], body: document)
        }
    }
}
