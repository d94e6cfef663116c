import Foundation

/// One order as the operator's reports read it: the restaurant's view of it (`SoldOrder`), whose restaurant it is
/// and that restaurant's time zone, what the customer paid and how much of it was refunded.
public struct ReportOrder: Sendable, Equatable {
    /// The order as the restaurant's numbers read it (status, items, placed, promised and delivered times).
    public var sold: SoldOrder
    /// Its restaurant.
    public var restaurantID: ID<Restaurant>
    /// The restaurant's name.
    public var restaurantName: String
    /// The restaurant's zone: the order's day and hour are local to it.
    public var timeZone: TimeZone
    /// What the customer paid, in cents: the order's total (food after discounts, fees, tax and tip).
    public var total: Int
    /// The sum of the order's refunds in the ledger, in cents.
    public var refunded: Int
    /// When the kitchen was to start an order placed for later; nil for one placed for now.
    public var kitchenAt: Date?

    /// Creates a report order.
    public init(
        sold: SoldOrder, restaurantID: ID<Restaurant>, restaurantName: String, timeZone: TimeZone, total: Int,
        refunded: Int, kitchenAt: Date? = nil
    ) {
        self.sold = sold
        self.restaurantID = restaurantID
        self.restaurantName = restaurantName
        self.timeZone = timeZone
        self.total = total
        self.refunded = refunded
        self.kitchenAt = kitchenAt
    }

    /// The local day it counts on: its promised arrival's, as in the restaurant's numbers.
    public var day: DiaryDate { DiaryDate(sold.promisedBy, in: timeZone) }

    /// The local hour (0–23) it was placed in.
    public var placedHour: Int {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        return calendar.component(.hour, from: sold.placedAt)
    }

    /// Whether it was delivered.
    public var isDelivered: Bool { sold.status == .delivered }

    /// Minutes from placed to delivered, once delivered; for an order placed for later, from the kitchen's start
    /// (its booking may be days earlier).
    public var deliveryMinutes: Double? {
        guard isDelivered, let deliveredAt = sold.deliveredAt else { return nil }
        return deliveredAt.timeIntervalSince(kitchenAt ?? sold.placedAt) / 60
    }

    /// Whether it was delivered after the end of its promised window.
    public var wasLate: Bool {
        guard isDelivered, let deliveredAt = sold.deliveredAt else { return false }
        return sold.isLate(at: deliveredAt)
    }
}
