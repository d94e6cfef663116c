import Foundation

/// One order as a restaurant's numbers read it: what was sold, what was promised, and when the kitchen and the
/// courier moved it.
public struct SoldOrder: Sendable, Equatable {
    /// Opaque id.
    public var id: ID<Order>
    /// The number people say.
    public var number: Int
    /// Where it is now.
    public var status: OrderStatus
    /// The lines, as ordered.
    public var items: [Order.Item]
    /// The food's price before any discount, in cents: what the restaurant sold.
    public var subtotal: Int
    /// When it was placed.
    public var placedAt: Date
    /// The end of the arrival window it promised when placed (or rescheduled).
    public var promisedBy: Date
    /// When the kitchen accepted it, if it did.
    public var acceptedAt: Date?
    /// When the kitchen had it ready, if it did.
    public var readyAt: Date?
    /// When it was delivered, if it was.
    public var deliveredAt: Date?

    /// Creates a sold order.
    public init(
        id: ID<Order>, number: Int, status: OrderStatus, items: [Order.Item], subtotal: Int, placedAt: Date,
        promisedBy: Date, acceptedAt: Date?, readyAt: Date?, deliveredAt: Date?
    ) {
        self.id = id
        self.number = number
        self.status = status
        self.items = items
        self.subtotal = subtotal
        self.placedAt = placedAt
        self.promisedBy = promisedBy
        self.acceptedAt = acceptedAt
        self.readyAt = readyAt
        self.deliveredAt = deliveredAt
    }

    /// Whether it counts as a sale: neither cancelled nor rejected.
    public var isSale: Bool { status != .cancelled && status != .rejected }

    /// Minutes from the kitchen's acceptance to ready, once ready.
    public var prepMinutes: Double? {
        guard let acceptedAt, let readyAt else { return nil }
        return readyAt.timeIntervalSince(acceptedAt) / 60
    }

    /// Whether it is late at `now`: a sale delivered after its promise, or not delivered and past it.
    public func isLate(at now: Date) -> Bool {
        guard isSale else { return false }
        return (deliveredAt ?? now) > promisedBy
    }

    /// The lines in one phrase, each with its choices: "2× Lentil Bowl (Size: Large), 1× Green Juice".
    public var itemsText: String {
        items.map { "\($0.quantity)× \($0.name)" + ($0.options.isEmpty ? "" : " (\($0.optionsText))") }
            .joined(separator: ", ")
    }
}
