import FoodlyCore
import Foundation

/// The `delivery_offers` table on one connection: offers made, answered, expired and withdrawn inside the
/// transaction of the dispatch step that causes it. Every change of state is one conditional update, so of two
/// answers at once only one counts.
public struct OfferQueries {
    private let connection: any DatabaseConnection

    /// The offers as seen from `connection`.
    public init(_ connection: any DatabaseConnection) {
        self.connection = connection
    }

    /// Stores a new offer.
    public func insert(_ offer: DeliveryOffer) throws {
        try connection.execute(
            """
            INSERT INTO delivery_offers (id, order_id, courier_id, state, offered_at, expires_at)
            VALUES (\(offer.id), \(offer.orderID), \(offer.courierID), \(offer.state.rawValue), \(offer.offeredAt),
                \(offer.expiresAt))
            """)
    }

    /// An offer by id.
    public func offer(id: ID<DeliveryOffer>) throws -> DeliveryOffer? {
        try offers("WHERE id = \(id)").first
    }

    /// The courier's offers still waiting for an answer at `now`, the oldest first.
    public func open(courierID: ID<Courier>, at now: Date) throws -> [DeliveryOffer] {
        try offers(
            """
            WHERE courier_id = \(courierID) AND state = \(DeliveryOffer.State.pending.rawValue) AND expires_at > \(now)
            ORDER BY offered_at, id
            """)
    }

    /// Every offer made for these orders, oldest first, by order.
    public func offers(orderIDs: some Collection<ID<Order>>) throws -> [ID<Order>: [DeliveryOffer]] {
        guard !orderIDs.isEmpty else { return [:] }
        return Dictionary(
            grouping: try offers("WHERE order_id IN (\(list: Array(orderIDs))) ORDER BY offered_at, id"),
            by: \.orderID)
    }

    /// The couriers who have an offer waiting for their answer.
    public func couriersWithPendingOffers() throws -> Set<ID<Courier>> {
        Set(
            try connection.query(
                "SELECT DISTINCT courier_id FROM delivery_offers WHERE state = \(DeliveryOffer.State.pending.rawValue)"
            ).map { ID<Courier>(try $0.string("courier_id")) })
    }

    /// Moves a pending offer to `state` (accepted or declined) at `time`; false when it was no longer pending.
    public func answer(_ id: ID<DeliveryOffer>, _ state: DeliveryOffer.State, at time: Date) throws -> Bool {
        try connection.execute(
            """
            UPDATE delivery_offers SET state = \(state.rawValue), answered_at = \(time)
            WHERE id = \(id) AND state = \(DeliveryOffer.State.pending.rawValue)
            """) == 1
    }

    /// How many pending offers ran out of time by `now`.
    public func dueCount(at now: Date) throws -> Int {
        try connection.queryOne(
            """
            SELECT COUNT(*) AS n FROM delivery_offers
            WHERE state = \(DeliveryOffer.State.pending.rawValue) AND expires_at <= \(now)
            """)?.int("n") ?? 0
    }

    /// Expires every pending offer whose time ran out by `now`; returns their couriers.
    public func expire(at now: Date) throws -> [ID<Courier>] {
        try close("expires_at <= \(now)", as: .expired, at: now)
    }

    /// Withdraws the pending offers of `orderID` (another courier took it, or it ended); returns their couriers.
    @discardableResult
    public func withdraw(orderID: ID<Order>, at time: Date) throws -> [ID<Courier>] {
        try close("order_id = \(orderID)", as: .withdrawn, at: time)
    }

    /// Withdraws the courier's pending offers (they went off duty or were taken off).
    @discardableResult
    public func withdraw(courierID: ID<Courier>, at time: Date) throws -> [ID<Courier>] {
        try close("courier_id = \(courierID)", as: .withdrawn, at: time)
    }

    /// Moves the pending offers that meet `condition` to `state` at `time`; returns their couriers.
    private func close(_ condition: SQL, as state: DeliveryOffer.State, at time: Date) throws -> [ID<Courier>] {
        let pending = DeliveryOffer.State.pending.rawValue
        let open = try offers("WHERE \(condition) AND state = \(pending)")
        guard !open.isEmpty else { return [] }
        try connection.execute(
            """
            UPDATE delivery_offers SET state = \(state.rawValue), answered_at = \(time)
            WHERE id IN (\(list: open.map(\.id))) AND state = \(pending)
            """)
        return open.map(\.courierID)
    }

    private func offers(_ condition: SQL) throws -> [DeliveryOffer] {
        try connection.query(
            """
            SELECT id, order_id, courier_id, state, offered_at, expires_at, answered_at FROM delivery_offers \(condition)
            """,
            as: OfferRow.self
        ).map(\.offer)
    }
}

/// A row of `delivery_offers`.
private struct OfferRow: Decodable {
    let id: ID<DeliveryOffer>
    let orderID: ID<Order>
    let courierID: ID<Courier>
    let state: DeliveryOffer.State
    let offeredAt: Date
    let expiresAt: Date
    let answeredAt: Date?

    enum CodingKeys: String, CodingKey {
        case id, state
        case orderID = "order_id"
        case courierID = "courier_id"
        case offeredAt = "offered_at"
        case expiresAt = "expires_at"
        case answeredAt = "answered_at"
    }

    var offer: DeliveryOffer {
        DeliveryOffer(
            id: id, orderID: orderID, courierID: courierID, state: state, offeredAt: offeredAt, expiresAt: expiresAt,
            answeredAt: answeredAt)
    }
}
