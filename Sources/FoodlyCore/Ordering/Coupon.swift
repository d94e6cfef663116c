import Foundation

/// A discount code and its rules. Codes compare case-insensitively.
public struct Coupon: Sendable, Equatable {
    /// What the coupon takes off.
    public enum Kind: Sendable, Equatable {
        /// A percent of the subtotal in basis points (1000 = 10%), at most `cap` cents when given.
        case percent(basisPoints: Int, cap: Int?)
        /// A fixed amount in cents, at most the subtotal.
        case fixed(amount: Int)
        /// No delivery fee.
        case freeDelivery
    }

    /// The code as the customer types it, stored in upper case.
    public var code: String
    /// A line for people, e.g. "10% off your first order".
    public var description: String
    /// What it takes off.
    public var kind: Kind
    /// The smallest subtotal it applies to (cents).
    public var minimumSubtotal: Int
    /// Not valid before this instant, when set.
    public var validFrom: Date?
    /// Not valid from this instant on, when set.
    public var validUntil: Date?
    /// How many orders may use it in all, when limited.
    public var totalLimit: Int?
    /// How many orders one customer may use it for, when limited.
    public var perCustomerLimit: Int?
    /// Only for a customer's first order.
    public var firstOrderOnly: Bool
    /// Only at this restaurant, when set.
    public var restaurantID: ID<Restaurant>?

    /// Creates a coupon; the code is stored in upper case.
    public init(
        code: String, description: String, kind: Kind, minimumSubtotal: Int = 0, validFrom: Date? = nil,
        validUntil: Date? = nil, totalLimit: Int? = nil, perCustomerLimit: Int? = nil, firstOrderOnly: Bool = false,
        restaurantID: ID<Restaurant>? = nil
    ) {
        self.code = Coupon.normalized(code)
        self.description = description
        self.kind = kind
        self.minimumSubtotal = minimumSubtotal
        self.validFrom = validFrom
        self.validUntil = validUntil
        self.totalLimit = totalLimit
        self.perCustomerLimit = perCustomerLimit
        self.firstOrderOnly = firstOrderOnly
        self.restaurantID = restaurantID
    }

    /// The form codes are stored and looked up in: trimmed, upper case.
    public static func normalized(_ code: String) -> String {
        code.trimmingCharacters(in: .whitespacesAndNewlines).uppercased()
    }

    /// Why the coupon cannot be used for this order, or nil when it can. Checked in a fixed order: dates,
    /// restaurant, first order, limits, minimum.
    public func refusal(for use: CouponUse) -> CouponRefusal? {
        if let validFrom, use.instant < validFrom { return .notStarted }
        if let validUntil, use.instant >= validUntil { return .expired }
        if let restaurantID, restaurantID != use.restaurantID { return .wrongRestaurant }
        if firstOrderOnly && use.customerOrders > 0 { return .firstOrderOnly }
        if let totalLimit, use.totalRedemptions >= totalLimit { return .limitReached }
        if let perCustomerLimit, use.customerRedemptions >= perCustomerLimit { return .limitReached }
        if use.subtotal < minimumSubtotal { return .minimumNotMet }
        return nil
    }

    /// What it takes off `subtotal` (never more than the subtotal; 0 for free delivery).
    public func discount(subtotal: Int) -> Int {
        switch kind {
        case .percent(let basisPoints, let cap):
            return min(Money.percent(subtotal, basisPoints: basisPoints), cap ?? subtotal, subtotal)
        case .fixed(let amount):
            return min(amount, subtotal)
        case .freeDelivery:
            return 0
        }
    }

    /// What it takes off, in money and percent as a customer reads them: "$5.00 off", "10% off up to $8.00",
    /// "12.5% off", "Free delivery"; with "on $20.00 or more" when it has a minimum. The description is the
    /// operator's own words; this is what the coupon really does.
    public var valueText: String {
        let value =
            switch kind {
            case .percent(let basisPoints, let cap):
                "\(Coupon.percentText(basisPoints)) off" + (cap.map { " up to \(Money.format($0))" } ?? "")
            case .fixed(let amount): "\(Money.format(amount)) off"
            case .freeDelivery: "Free delivery"
            }
        return minimumSubtotal > 0 ? "\(value) on \(Money.format(minimumSubtotal)) or more" : value
    }

    /// "10%" for 1000 basis points, "12.5%" for 1250, "0.25%" for 25.
    private static func percentText(_ basisPoints: Int) -> String {
        var text = Money.decimal(basisPoints)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text + "%"
    }

    /// Whether it waives the delivery fee.
    public var waivesDelivery: Bool {
        kind == .freeDelivery
    }
}

/// The facts a coupon's rules are checked against.
public struct CouponUse: Sendable, Equatable {
    /// The order's subtotal in cents.
    public var subtotal: Int
    /// The restaurant ordered from.
    public var restaurantID: ID<Restaurant>
    /// When.
    public var instant: Date
    /// Orders placed with this coupon so far, by anyone.
    public var totalRedemptions: Int
    /// Orders placed with this coupon so far by this customer.
    public var customerRedemptions: Int
    /// Orders this customer placed before (cancelled ones too).
    public var customerOrders: Int

    /// Creates the facts.
    public init(
        subtotal: Int, restaurantID: ID<Restaurant>, instant: Date, totalRedemptions: Int = 0,
        customerRedemptions: Int = 0, customerOrders: Int = 0
    ) {
        self.subtotal = subtotal
        self.restaurantID = restaurantID
        self.instant = instant
        self.totalRedemptions = totalRedemptions
        self.customerRedemptions = customerRedemptions
        self.customerOrders = customerOrders
    }
}

/// Why a coupon was refused; the raw value is the API's `code`.
public enum CouponRefusal: String, Sendable, Equatable, CaseIterable, Error {
    /// No coupon has this code.
    case unknown = "coupon_unknown"
    /// Its validity ended.
    case expired = "coupon_expired"
    /// Its validity has not begun.
    case notStarted = "coupon_not_started"
    /// The subtotal is below its minimum.
    case minimumNotMet = "coupon_minimum_not_met"
    /// It has been used as often as allowed, in all or by this customer.
    case limitReached = "coupon_limit_reached"
    /// It is for first orders and this customer has ordered before.
    case firstOrderOnly = "coupon_first_order_only"
    /// It belongs to another restaurant.
    case wrongRestaurant = "coupon_wrong_restaurant"

    /// The reason for people about `coupon`: the minimum is named.
    public func message(for coupon: Coupon) -> String {
        self == .minimumNotMet
            ? "\(coupon.code) needs an order of at least \(Money.format(coupon.minimumSubtotal)) before fees."
            : message
    }

    /// The reason for people.
    public var message: String {
        switch self {
        case .unknown: "There is no coupon with this code."
        case .expired: "This coupon has expired."
        case .notStarted: "This coupon is not valid yet."
        case .minimumNotMet: "Your order is below this coupon's minimum."
        case .limitReached: "This coupon has been used as many times as it allows."
        case .firstOrderOnly: "This coupon is for a first order only."
        case .wrongRestaurant: "This coupon is for another restaurant."
        }
    }
}
