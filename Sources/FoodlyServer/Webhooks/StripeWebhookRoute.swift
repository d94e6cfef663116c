import FoodlyApp
import FoodlyHTTP

/// `POST /webhooks/stripe`: where Stripe sends its events about Foodly's payments (register this address and its
/// events in Stripe's dashboard; docs/PAYMENTS.md). It is Stripe's contract, not part of the API apps call, so it is
/// not in the endpoint table. The signature is the caller's proof; a refused one answers 400, anything accepted 200
/// (also an event that changes nothing, so Stripe stops sending it). Without `--stripe-webhook-secret` there is no
/// such address (404).
struct StripeWebhookRoute {
    let events: PaymentEvents?

    func register(in router: inout Router) {
        let events = self.events
        router.post("/webhooks/stripe") { request in
            guard let events else { throw HTTPError(status: 404, message: "Not found.") }
            let outcome = try events.receive(request.body, signature: request.headers["Stripe-Signature"] ?? "")
            return try .json(["received": "\(outcome)"])
        }
    }
}
