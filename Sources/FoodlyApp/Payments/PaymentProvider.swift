import FoodlyCore
import Foundation

/// Where card money is held, taken and given back. Stripe (``StripeProvider``) is the one implementation: tests run
/// it against localstripe, production against Stripe. Cash is not a provider: a cash order has no payment record
/// and nothing to call. Every write takes an idempotency key, so a request repeated after a lost answer acts once.
public protocol PaymentProvider: Sendable {
    /// The publishable key the browser's or the app's card form is made with.
    var publishableKey: String { get }
    /// The address of Stripe.js (or localstripe's copy of it) for the web app's card form.
    var scriptURL: String { get }
    /// The origins a page with the card form loads from, frames and talks to (for its Content-Security-Policy).
    var pageOrigins: [String] { get }
    /// A new customer at the provider, to keep an account's cards under.
    func createCustomer(reference: String, key: String) throws -> String
    /// A card set-up for `customer`: its client secret lets the card form send the card to the provider directly
    /// (card numbers never reach Foodly) and returns the card's id.
    func setUpCard(for customer: String, key: String) throws -> String
    /// The card `id` as the provider keeps it.
    func card(_ id: String) throws -> ProviderCard
    /// Keeps card `id` under `customer`, so it can be charged again (a tip, an order for later).
    func attach(card id: String, to customer: String) throws
    /// Takes card `id` off its customer: it cannot be charged again.
    func detach(card id: String) throws
    /// Holds `amount` on the card for a later capture (a manual-capture payment, confirmed now); `reference` is
    /// Foodly's payment id, kept in the provider's metadata. `offSession` while its holder is away (an order for
    /// later): a bank that asks its holder to confirm then leaves it unheld.
    func hold(
        _ amount: Int, currency: String, card: String, customer: String, reference: String, offSession: Bool,
        key: String
    ) throws -> ProviderIntent
    /// Charges `amount` to a card kept under `customer` while its holder is away (a tip after delivery), captured
    /// at once; a card whose bank asks its holder to confirm is refused as declined.
    func charge(_ amount: Int, currency: String, card: String, customer: String, reference: String, key: String)
        throws -> ProviderIntent
    /// The payment `id` as the provider has it now.
    func intent(_ id: String) throws -> ProviderIntent
    /// The payment made with this reference, among the provider's most recent ones, if any (a hold whose answer
    /// was lost).
    func find(reference: String) throws -> ProviderIntent?
    /// Takes `amount` (at most what is held) of payment `id`; the rest of the hold is released.
    func capture(_ id: String, amount: Int, key: String) throws -> ProviderIntent
    /// Gives back `amount` of what payment `id` captured, to its card; returns the provider's refund id.
    func refund(_ id: String, amount: Int, key: String) throws -> String
    /// Releases the hold of payment `id`.
    func cancel(_ id: String, key: String) throws -> ProviderIntent
}

/// A payment as the provider reports it.
public struct ProviderIntent: Sendable, Equatable {
    /// Where a payment stands at the provider.
    public enum Status: String, Sendable {
        /// No usable card (declined, or authentication failed): nothing is held.
        case requiresPaymentMethod = "requires_payment_method"
        /// Made but not confirmed.
        case requiresConfirmation = "requires_confirmation"
        /// The bank asks the cardholder to authenticate (3-D Secure) in the card form.
        case requiresAction = "requires_action"
        /// Being processed.
        case processing
        /// Held, to be captured.
        case requiresCapture = "requires_capture"
        /// Cancelled: nothing held or taken.
        case canceled
        /// Captured.
        case succeeded
    }

    /// The provider's id (`pi_…`).
    public let id: String
    /// Where it stands.
    public let status: Status
    /// The amount asked, in minor units.
    public let amount: Int
    /// Its currency, lower case as Stripe writes it (`usd`).
    public let currency: String
    /// What the card form needs to run an authentication step.
    public let clientSecret: String
    /// Why the card was refused, in the bank's words, when it was.
    public let failure: String?

    /// The idempotency key of the refund that undoes this payment whole (a charge whose purpose was never recorded):
    /// the request and the settling thread use the same one, so it is refunded once.
    var undoKey: String { "foodly-\(id)-undo" }

    /// Whether it is for exactly `amount` in Foodly's currency: a payment that is not does not pay for the order.
    func matches(_ amount: Int) -> Bool {
        self.amount == amount && currency == Money.currency.lowercased()
    }
}

/// A card as the provider keeps it: never its number, only what a person recognises it by.
public struct ProviderCard: Sendable, Equatable {
    /// The provider's id (`pm_…`).
    public let id: String
    /// The customer it is kept under, if any.
    public let customer: String?
    /// What a person recognises it by.
    public let summary: CardSummary
}
