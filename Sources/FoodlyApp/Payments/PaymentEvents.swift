import FoodlyCore
import FoodlyStore
import Foundation

/// Stripe's webhook events about Foodly's payments: each is checked (``StripeSignature``), applied once (its id is
/// kept in `payment_events`), and only ever moves a payment forward, so events that arrive late, twice or out of
/// order change nothing they should not. Events about payments Foodly does not know, and types it does not use,
/// are acknowledged and ignored. What the events say, Foodly also learns by asking Stripe (``PaymentSettler``);
/// they make it sooner, and a dispute is known only from them.
public struct PaymentEvents: Sendable {
    /// What became of one delivery of an event.
    public enum Outcome: Equatable, Sendable {
        /// It moved a payment on (or flagged a dispute).
        case applied
        /// Its id was seen before.
        case replayed
        /// Nothing to do: an unknown payment, a type Foodly does not use, or a payment already past it.
        case ignored
        /// It says the payment was taken for another amount or currency than Foodly asked: nothing moves (the
        /// settling thread asks the provider itself).
        case mismatched
    }

    private let environment: AppEnvironment
    private let secret: String

    /// Events signed with `secret` (the webhook endpoint's signing secret, `whsec_…`).
    public init(environment: AppEnvironment, secret: String) {
        self.environment = environment
        self.secret = secret
    }

    /// Checks and applies one delivery; a payload whose signature is missing, wrong or older than
    /// ``StripeSignature/tolerance``, or that is not an event, is `invalid_signature` (400).
    public func receive(_ payload: [UInt8], signature: String) throws -> Outcome {
        let now = environment.clock.now()
        let event: Event
        do {
            try StripeSignature.verify(payload, header: signature, secret: secret, at: now)
            event = try JSONDecoder().decode(Event.self, from: Data(payload))
        } catch {
            throw PaymentError(
                kind: .malformed, code: "invalid_signature",
                message: "This is not an event signed by the payment provider just now (\(error)).")
        }
        return try environment.database.write { connection in
            let payments = PaymentQueries(connection)
            guard try payments.recordEvent(event.id, type: event.type, at: now) else { return .replayed }
            let object = event.data.object
            let intentID = event.type.hasPrefix("charge.dispute.") ? object.paymentIntent : object.id
            guard let intentID, var payment = try payments.payment(intentID: intentID) else { return .ignored }
            switch (event.type, payment.state) {
            case ("payment_intent.succeeded", .captureDue):
                guard object.amountReceived == payment.captured, object.currency == Money.currency.lowercased() else {
                    return .mismatched
                }
                payment.state = .captured
            case ("payment_intent.canceled", .releaseDue):
                payment.state = .released
            case ("payment_intent.canceled", .captureDue):
                payment.state = .failed
                payment.failure = PaymentSettler.lostHold
                if let orderID = payment.orderID {
                    try OrderingStores(connection).writeOffUncaptured(orderID, at: now)
                }
            case ("payment_intent.payment_failed", .authorizing), ("payment_intent.payment_failed", .authenticating),
                ("payment_intent.canceled", .authorizing), ("payment_intent.canceled", .authenticating):
                payment.state = .failed
                payment.failure = object.lastPaymentError?.message ?? "Your bank did not confirm the payment."
            case ("charge.dispute.created", _):
                guard try payments.markDisputed(payment.id, at: now) else { return .ignored }
                // The bank takes the disputed amount back from the processor at once: Foodly's loss unless it wins.
                if let orderID = payment.orderID, let amount = object.amount, amount > 0 {
                    try LedgerQueries(connection).post(
                        try Settlement.dispute(amount, id: "dispute-\(payment.id)", of: orderID, at: now))
                }
                return .applied
            default:
                return .ignored
            }
            try payments.update(payment, at: now)
            return .applied
        }
    }

    /// An event as Stripe sends it, only what Foodly reads.
    private struct Event: Decodable {
        struct Payload: Decodable {
            let object: Object
        }
        struct Object: Decodable {
            struct Failure: Decodable {
                let message: String?
            }
            let id: String
            let paymentIntent: String?
            let lastPaymentError: Failure?
            let amountReceived: Int?
            /// A dispute's amount.
            let amount: Int?
            let currency: String?

            enum CodingKeys: String, CodingKey {
                case id, currency, amount
                case paymentIntent = "payment_intent"
                case amountReceived = "amount_received"
                case lastPaymentError = "last_payment_error"
            }
        }
        let id: String
        let type: String
        let data: Payload
    }
}
