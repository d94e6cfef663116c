import FoodlyAPI
import FoodlyApp
import FoodlyHTTP

/// `/healthz`, `/metrics` and `/api/openapi.json`.
struct OperationsRoutes {
    let health: HealthService
    let metrics: Metrics
    /// The mail queue whose outcomes `/metrics` adds, when the server sends mail.
    let outbox: MailOutbox?

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
        let outbox = self.outbox
        api.respond(Endpoints.metrics) { _ in
            Response.text(
                metrics.render() + (outbox.map(OperationsRoutes.mailMetrics) ?? ""),
                contentType: "text/plain; version=0.0.4; charset=utf-8")
        }
        let document = try BundledResources.openAPIDocument()
        api.respond(Endpoints.openAPI) { _ in
            Response(
                status: 200, headers: ["Content-Type": "application/json", "Cache-Control": "no-cache"], body: document)
        }
    }

    /// The mail queue's outcomes in this process and its depth in the database, in the Prometheus text format.
    static func mailMetrics(_ outbox: MailOutbox) -> String {
        var text = "# HELP foodly_mail_total Mails since start, by outcome: sent, failed (the server refused it; "
        text += "tried again later), given_up (refused on its last try), refused (it could not be written safely).\n"
        text += "# TYPE foodly_mail_total counter\n"
        for (outcome, count) in outbox.outcomes.sorted(by: { $0.key < $1.key }) {
            text += "foodly_mail_total{outcome=\"\(outcome)\"} \(count)\n"
        }
        if let waiting = try? outbox.waitingCount(), let givenUp = try? outbox.givenUpCount() {
            text +=
                "# HELP foodly_mail_waiting Mails in the queue not sent yet (due, being sent, or to be tried again).\n"
            text += "# TYPE foodly_mail_waiting gauge\n"
            text += "foodly_mail_waiting \(waiting)\n"
            text += "# HELP foodly_mail_given_up Mails in the queue given up after their last try.\n"
            text += "# TYPE foodly_mail_given_up gauge\n"
            text += "foodly_mail_given_up \(givenUp)\n"
        }
        return text
    }
}
