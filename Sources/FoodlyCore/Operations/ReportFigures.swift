/// The figures of a set of orders (a day, a restaurant, a day at one restaurant, or a whole report): how many
/// orders, what the delivered ones were paid and kept after refunds, how long deliveries took and how many were late.
///
/// Which money counts: `paid` is the total (food after discounts, fees, tax and tip) of the delivered orders;
/// `refunds` is what was given back on those delivered orders; `revenue` is `paid` less `refunds`. An order that
/// ended cancelled or rejected counts as an order only: its bill was refunded with it (the ledger's closing refund),
/// so no money changed hands.
public struct ReportFigures: Sendable, Equatable {
    /// Every order counted, whatever its status.
    public var orders = 0
    /// The delivered ones.
    public var delivered = 0
    /// Cancelled or rejected.
    public var cancelled = 0
    /// What the delivered orders were paid, in cents.
    public var paid = 0
    /// Every refund of the orders counted, in cents.
    public var refunds = 0
    /// What the delivered orders kept: `paid` less their refunds, in cents.
    public var revenue = 0
    /// Delivered after the end of their promised window.
    public var late = 0
    /// The sum of delivery minutes (placed to delivered), for the average.
    var deliveryMinutesTotal = 0.0

    /// No orders.
    public init() {}

    /// The average minutes from placed to delivered; nil without deliveries.
    public var averageDeliveryMinutes: Double? {
        delivered == 0 ? nil : deliveryMinutesTotal / Double(delivered)
    }

    /// The share of delivered orders that were late, 0…1; nil without deliveries.
    public var lateShare: Double? {
        delivered == 0 ? nil : Double(late) / Double(delivered)
    }

    /// Counts `order` in.
    mutating func add(_ order: ReportOrder) {
        orders += 1
        if !order.sold.isSale { cancelled += 1 }
        guard order.isDelivered else { return }
        delivered += 1
        paid += order.total
        refunds += order.refunded
        revenue += order.total - order.refunded
        if order.wasLate { late += 1 }
        deliveryMinutesTotal += order.deliveryMinutes ?? 0
    }
}
