import FoodlyCore
import FoodlyShared
import Foundation

/// A card payment that could not go on: what kind of refusal it is, its stable `code`, and for
/// `authentication_required` the client secret the card form completes the bank's check with.
public struct PaymentError: DomainError, Equatable {
    /// `payment_required` for the card's refusals, else conflict, invalid or unavailable.
    public let kind: ProblemKind
    /// The API's `code`, e.g. `card_declined`.
    public let code: String
    /// A sentence for the customer: what happened to their money and what to do.
    public let message: String
    /// What the card form needs to run the bank's check (`authentication_required` only).
    public let clientSecret: String?
    /// Seconds before trying again when the provider did not answer.
    public var retryAfterSeconds: Int? { kind == .unavailable ? 5 : code == "payment_in_progress" ? 1 : nil }

    init(kind: ProblemKind, code: String, message: String, clientSecret: String? = nil) {
        self.init(kind: kind, code: code, message: message, clientSecret: clientSecret, detail: nil)
    }

    /// The bank refused the card; `reason` is its word for it.
    static func declined(_ reason: String) -> PaymentError {
        let said = reason.trimmingCharacters(in: .whitespacesAndNewlines)
        let sentence =
            said.isEmpty ? "Your card was declined." : said.hasSuffix(".") ? said : "Your card was declined: \(said)."
        return PaymentError(
            kind: .paymentRequired, code: "card_declined",
            message: "\(sentence) Nothing was charged; try another card or pay on delivery.")
    }

    /// The bank asks the cardholder to confirm the payment; the order waits until the same request comes again.
    static func authenticationRequired(clientSecret: String) -> PaymentError {
        PaymentError(
            kind: .paymentRequired, code: "authentication_required",
            message: "Your bank asks you to confirm this payment. Confirm it, then place the order again.",
            clientSecret: clientSecret)
    }

    /// The cardholder did not pass the bank's check.
    static let authenticationFailed = PaymentError(
        kind: .paymentRequired, code: "authentication_failed",
        message: "Your bank did not confirm the payment. Nothing was charged and your cart is as it was.")

    /// No answer from the payment provider, or a busy one; `detail` goes to the log only.
    static func unavailable(_ detail: String) -> PaymentError {
        PaymentError(
            kind: .unavailable, code: "payment_unavailable",
            message: "Card payments are not answering just now. Nothing was charged; try again in a moment.",
            clientSecret: nil, detail: detail)
    }

    /// The provider refused a request Foodly made (a bug or a misconfiguration, not the customer's doing).
    static func providerRefused(_ detail: String) -> PaymentError {
        PaymentError(
            kind: .unavailable, code: "payment_unavailable",
            message: "Card payments are not working just now. Nothing was charged; pay on delivery or try later.",
            clientSecret: nil, detail: detail)
    }

    /// A card id Foodly does not know, or one kept for another account.
    static let unknownCard = PaymentError(
        kind: .invalid, code: "unknown_card", message: "That card is not one of yours. Enter it again.")

    /// Card payment is off on this server (no keys).
    static let cardsOff = PaymentError(
        kind: .conflict, code: "card_payments_off",
        message: "This server does not take cards. Choose to pay on delivery.")

    /// Another request with the same key is asking the provider about this payment right now.
    static let inProgress = PaymentError(
        kind: .conflict, code: "payment_in_progress",
        message: "This payment is being confirmed. Try again in a moment; it will not be charged twice.")

    /// The card pays for an order for later whose hold is not asked yet: removing it would leave that order unpaid.
    static func cardInUse(orderNumber: Int) -> PaymentError {
        PaymentError(
            kind: .conflict, code: "card_in_use",
            message: "This card pays for your order for later #\(orderNumber). Cancel that order first, "
                + "or remove the card once it has been charged.")
    }

    /// The hold no longer matches the cart (it changed while the bank was asked).
    static let cartChanged = PaymentError(
        kind: .conflict, code: "cart_changed",
        message: "Your cart changed while the payment was being confirmed. Nothing was charged; place the order again.")

    /// What the log gets beside the message (the provider's own words); not shown to people.
    public let detail: String?

    init(kind: ProblemKind, code: String, message: String, clientSecret: String?, detail: String?) {
        self.kind = kind
        self.code = code
        self.message = message
        self.clientSecret = clientSecret
        self.detail = detail
    }
}
