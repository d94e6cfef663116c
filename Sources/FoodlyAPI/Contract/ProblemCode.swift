import FoodlyShared

/// A stable problem `code` an endpoint may answer with, and the kind of refusal it is.
public struct ProblemCode: Hashable, Sendable, CustomStringConvertible {
    /// The machine-readable code clients match on, e.g. `email_taken`.
    public let code: String
    /// What kind of refusal it is (the server maps kinds to statuses).
    public let kind: ProblemKind

    /// Declares a code of a kind.
    public init(_ code: String, _ kind: ProblemKind) {
        self.code = code
        self.kind = kind
    }

    /// `code (kind)`.
    public var description: String { "\(code) (\(kind.rawValue))" }
}

extension ProblemCode {
    /// The body is not valid JSON.
    public static let malformedJSON = ProblemCode("malformed_json", .malformed)
    /// A query parameter is missing or out of range.
    public static let invalidQuery = ProblemCode("invalid_query", .malformed)
    /// The body is too large.
    public static let bodyTooLarge = ProblemCode("body_too_large", .tooLarge)
    /// The body is not JSON.
    public static let unsupportedMediaType = ProblemCode("unsupported_media_type", .unsupportedMediaType)
    /// Fields that do not pass the rules (with `errors`).
    public static let validationFailed = ProblemCode("validation_failed", .invalid)
    /// No valid token or session.
    public static let unauthenticated = ProblemCode("unauthenticated", .unauthenticated)
    /// The account's role may not call this.
    public static let forbidden = ProblemCode("forbidden", .forbidden)
    /// A write signed by the session cookie from another site's page.
    public static let csrfFailed = ProblemCode("csrf_failed", .forbidden)
    /// No such resource (or another user's).
    public static let notFound = ProblemCode("not_found", .notFound)
    /// The store is unavailable or busy.
    public static let unavailable = ProblemCode("unavailable", .unavailable)
    /// Registration with an address that has an account.
    public static let emailTaken = ProblemCode("email_taken", .conflict)
    /// Wrong email or password.
    public static let invalidCredentials = ProblemCode("invalid_credentials", .unauthenticated)
    /// Too many failed logins.
    public static let tooManyAttempts = ProblemCode("too_many_attempts", .rateLimited)
    /// A mailed link that expired, was used or never existed.
    public static let invalidToken = ProblemCode("invalid_token", .invalid)
    /// Too many mails asked for, to one address or from one client address.
    public static let tooManyRequests = ProblemCode("too_many_requests", .rateLimited)
    /// The right password for an account an operator locked.
    public static let accountLocked = ProblemCode("account_locked", .forbidden)
    /// A new confirmation link for a confirmed address.
    public static let alreadyVerified = ProblemCode("already_verified", .conflict)
    /// A customer who saved as many addresses as they may.
    public static let tooManyAddresses = ProblemCode("too_many_addresses", .conflict)
    /// A dish of another restaurant than the cart's.
    public static let cartRestaurantConflict = ProblemCode("cart_restaurant_conflict", .conflict)
    /// A dish of a restaurant an operator suspended put in the cart (added or ordered again).
    public static let restaurantSuspended = ProblemCode("restaurant_suspended", .conflict)
    /// A quantity outside 1–50.
    public static let invalidQuantity = ProblemCode("invalid_quantity", .invalid)
    /// A tip outside the allowed range.
    public static let invalidTip = ProblemCode("invalid_tip", .invalid)
    /// A delivery address the restaurant does not reach.
    public static let outsideDeliveryArea = ProblemCode("outside_delivery_area", .invalid)
    /// Pickup asked of a cart whose restaurant does not offer it (or of an empty cart).
    public static let pickupUnavailable = ProblemCode("pickup_unavailable", .conflict)
    /// A coupon refused when applied (the code names the reason: `coupon_expired`, …).
    public static let couponRefused = ProblemCode("coupon_*", .invalid)
    /// Something stops checkout now (closed, minimum not met, no address, unavailable dish, empty cart…).
    public static let checkoutBlocked = ProblemCode("cart_*", .conflict)
    /// `POST /api/v1/orders` without an `Idempotency-Key`.
    public static let idempotencyKeyRequired = ProblemCode("idempotency_key_required", .malformed)
    /// An `Idempotency-Key` reused for another cart.
    public static let idempotencyKeyReused = ProblemCode("idempotency_key_reused", .invalid)
    /// An order move that its status does not allow.
    public static let invalidTransition = ProblemCode("invalid_transition", .conflict)
    /// A review before delivery.
    public static let notDelivered = ProblemCode("not_delivered", .conflict)
    /// A second review of one order.
    public static let alreadyReviewed = ProblemCode("already_reviewed", .conflict)
    /// A coupon code that exists already.
    public static let couponExists = ProblemCode("coupon_exists", .conflict)
    /// A courier record for an account that has one.
    public static let courierExists = ProblemCode("courier_exists", .conflict)
    /// "Fits my day" asked for by someone without a daily calorie target.
    public static let targetRequired = ProblemCode("target_required", .invalid)
    /// A point or restaurant of a region this server does not hold (with the problem's `region`).
    public static let otherRegion = ProblemCode("other_region", .misdirected)
    /// A dish that cannot be ordered now.
    public static let dishUnavailable = ProblemCode("dish_unavailable", .conflict)

    /// The bank refused the card; nothing was charged.
    public static let cardDeclined = ProblemCode("card_declined", .paymentRequired)
    /// The bank asks the cardholder to confirm (3-D Secure); the problem carries `clientSecret`.
    public static let authenticationRequired = ProblemCode("authentication_required", .paymentRequired)
    /// The cardholder did not pass the bank's check; nothing was charged.
    public static let authenticationFailed = ProblemCode("authentication_failed", .paymentRequired)
    /// The payment provider did not answer or refused Foodly's request; nothing was charged.
    public static let paymentUnavailable = ProblemCode("payment_unavailable", .unavailable)
    /// This server takes no cards (no payment keys).
    public static let cardPaymentsOff = ProblemCode("card_payments_off", .conflict)
    /// The card pays for an order for later not charged yet; it cannot be removed before.
    public static let cardInUse = ProblemCode("card_in_use", .conflict)
    /// A card id that is not one of the caller's.
    public static let unknownCard = ProblemCode("unknown_card", .invalid)
    /// Another request with the same key is confirming the payment now; try again in a moment.
    public static let paymentInProgress = ProblemCode("payment_in_progress", .conflict)
    /// The cart changed while the bank was asked; the hold is released.
    public static let cartChanged = ProblemCode("cart_changed", .conflict)
}
