import Foundation

/// A restaurant's orders of one day (or of a whole range, for the totals): how many, what they sold, how long the
/// kitchen took and how many arrived late.
public struct SalesDay: Sendable, Equatable {
    /// The day; for totals, the range's first day.
    public var date: DiaryDate
    /// Orders that count as sales.
    public var orders: Int
    /// Orders cancelled or rejected.
    public var cancelled: Int
    /// What the sales sold, in cents (the food before discounts).
    public var sales: Int
    /// Sales past their promised arrival (delivered late, or not delivered and past it).
    public var late: Int
    /// The sum and count of preparation times, for the average.
    var prepMinutesTotal: Double
    var prepCount: Int

    /// An empty day.
    public init(date: DiaryDate) {
        self.date = date
        orders = 0
        cancelled = 0
        sales = 0
        late = 0
        prepMinutesTotal = 0
        prepCount = 0
    }

    /// The average minutes from acceptance to ready over the orders that were ready; nil when none was.
    public var averagePrepMinutes: Double? {
        prepCount == 0 ? nil : prepMinutesTotal / Double(prepCount)
    }

    /// The share of sales that were late, 0…1; nil without sales.
    public var lateShare: Double? {
        orders == 0 ? nil : Double(late) / Double(orders)
    }

    /// Counts `order` in, judged late at `now`.
    mutating func add(_ order: SoldOrder, at now: Date) {
        guard order.isSale else {
            cancelled += 1
            return
        }
        orders += 1
        sales += order.subtotal
        if order.isLate(at: now) { late += 1 }
        if let minutes = order.prepMinutes {
            prepMinutesTotal += minutes
            prepCount += 1
        }
    }
}
