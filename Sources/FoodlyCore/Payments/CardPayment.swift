import FoodlyShared
import Foundation

/// One order's card payment as Foodly keeps it: a hold asked of the provider when the order is placed, taken when
/// it is delivered, released when it ends otherwise. It is written before the provider is asked (so a hold that
/// outlives a crash is found again) and names the provider's objects, never the card's number.
public struct CardPayment: Sendable, Equatable {
    /// Where a payment stands. Each step is written after the provider's answer, so a crash between the two leaves
    /// the earlier step, which the next try or the settling thread finishes with the same idempotency key.
    public enum State: String, Sendable, Codable, CaseIterable {
        /// An order for later: the card is kept under the customer and the hold is asked while its holder is away,
        /// ``authorizeAhead`` before the kitchen starts; the kitchen gets the order only once it is held.
        case scheduled
        /// Written; the provider is being asked for the hold (or was, and its answer was lost).
        case authorizing
        /// The bank asks the cardholder to confirm; the order waits for the same placing request again.
        case authenticating
        /// The hold is in place and the order placed.
        case held
        /// Nothing is held: declined, failed authentication, or abandoned (its hold, if any, cancelled).
        case failed
        /// The order was delivered; the capture is to be made.
        case captureDue = "capture_due"
        /// Captured.
        case captured
        /// The order ended without delivery, or was never placed; the hold is to be released.
        case releaseDue = "release_due"
        /// Released.
        case released
    }

    /// Foodly's id; also the reference kept in the provider's metadata.
    public var id: String
    /// Whose card.
    public var userID: ID<UserAccount>
    /// The placing request's idempotency key (one payment per key and account).
    public var idempotencyKey: String
    /// What identifies the placing request (its cart, notes, slot, card): the same key with another request is
    /// refused.
    public var requestHash: String
    /// The order, once placed.
    public var orderID: ID<Order>?
    /// The provider's payment (`pi_…`), once it answered.
    public var intentID: String?
    /// The provider's card (`pm_…`).
    public var cardID: String
    /// What the customer recognises the card by.
    public var card: CardSummary
    /// What is held, in minor units.
    public var amount: Int
    /// What is to be or was captured, in minor units (at most `amount`).
    public var captured: Int
    /// Where it stands.
    public var state: State
    /// Why it failed, in words for the customer.
    public var failure: String?
    /// When the cardholder disputed the charge with their bank (Stripe's `charge.dispute.created`), if they did.
    public var disputedAt: Date?
    /// When it was written.
    public var createdAt: Date

    /// A payment about to be asked of the provider.
    public init(
        id: String, userID: ID<UserAccount>, idempotencyKey: String, requestHash: String, cardID: String,
        card: CardSummary, amount: Int, at time: Date
    ) {
        self.id = id
        self.userID = userID
        self.idempotencyKey = idempotencyKey
        self.requestHash = requestHash
        self.cardID = cardID
        self.card = card
        self.amount = amount
        self.captured = 0
        self.state = .authorizing
        self.createdAt = time
    }

    /// How long before an order for later's kitchen start its hold is asked: time for a few tries while the provider
    /// is unreachable (1, 2, 4, 8 minutes apart) before the kitchen's time comes.
    public static let authorizeAhead: TimeInterval = 30 * 60

    /// How long a payment waits for the cardholder's confirmation before it is abandoned and its hold released.
    public static let authenticationWindow: TimeInterval = 15 * 60

    /// The provider's idempotency key of each write about this payment: one hold, one capture, one release.
    public func key(_ step: String) -> String { "foodly-\(id)-\(step)" }
}
