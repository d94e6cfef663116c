import FoodlyCore
import Foundation

/// The order tables (`orders`, `order_timeline`) on one connection: a read body's for looking, a write body's for
/// placing and moving orders. Use cases that also touch carts, coupons, couriers or the catalog compose this with
/// those stores' queries (``CartQueries``, ``CouponQueries``, ``CourierQueries``, ``CatalogQueries``) on the same
/// connection, so everything they check and change commits together or not at all.
///
/// Lists load in a fixed number of statements whatever their length: one for the orders, one for all their
/// timelines.
public struct OrderQueries {
    let connection: any DatabaseConnection

    /// The orders as seen from `connection`.
    public init(_ connection: any DatabaseConnection) {
        self.connection = connection
    }

    /// The order placed by `userID` with `key`, and the hash of the request that placed it.
    public func order(userID: ID<UserAccount>, idempotencyKey key: String) throws -> (Order, requestHash: String)? {
        guard
            let row = try connection.queryOne(
                """
                SELECT request_hash, \(OrderRow.columns) FROM orders
                WHERE user_id = \(userID) AND idempotency_key = \(key)
                """)
        else { return nil }
        return (try withTimelines([row.decode(OrderRow.self)])[0], try row.string("request_hash"))
    }

    /// The numbers of `ids` (people's names for orders), by id; unknown ids left out.
    public func numbers(of ids: [ID<Order>]) throws -> [ID<Order>: Int] {
        guard !ids.isEmpty else { return [:] }
        let rows = try connection.query(
            "SELECT id, number FROM orders WHERE id IN (\(list: ids))", as: NumberRow.self)
        return Dictionary(rows.map { (ID($0.id), $0.number) }, uniquingKeysWith: { first, _ in first })
    }

    private struct NumberRow: Decodable {
        let id: String
        let number: Int
    }

    /// An order by id.
    public func order(id: ID<Order>) throws -> Order? {
        try orders("WHERE id = \(id)").first
    }

    /// The orders with these ids, by id (unknown ids are left out).
    public func orders(ids: some Collection<ID<Order>>) throws -> [ID<Order>: Order] {
        guard !ids.isEmpty else { return [:] }
        return Dictionary(
            try orders("WHERE id IN (\(list: Array(Set(ids))))").map { ($0.id, $0) },
            uniquingKeysWith: { first, _ in first })
    }

    /// A page of the user's orders, newest first.
    public func orders(userID: ID<UserAccount>, limit: Int = 1000, offset: Int = 0) throws -> [Order] {
        try orders("WHERE user_id = \(userID) ORDER BY placed_at DESC, number DESC LIMIT \(limit) OFFSET \(offset)")
    }

    /// How many orders the user has placed.
    public func orderCount(userID: ID<UserAccount>) throws -> Int {
        try connection.queryOne("SELECT COUNT(*) AS n FROM orders WHERE user_id = \(userID)")?.int("n") ?? 0
    }

    /// A restaurant's orders, newest first, at most 200; only those in `statuses` when given.
    public func orders(restaurantID: ID<Restaurant>, statuses: [OrderStatus]?) throws -> [Order] {
        let only: SQL = statuses.map { "AND status IN (\(list: $0))" } ?? ""
        return try orders(
            "WHERE restaurant_id = \(restaurantID) \(only) ORDER BY placed_at DESC, number DESC LIMIT 200")
    }

    /// A courier's deliveries, newest first, at most 50.
    public func deliveries(courierID: ID<Courier>) throws -> [Order] {
        try orders("WHERE courier_id = \(courierID) ORDER BY placed_at DESC, number DESC LIMIT 50")
    }

    /// Orders still on their way (placed to picked up), oldest first, at most `limit`.
    public func activeOrders(limit: Int = 500) throws -> [Order] {
        let active = OrderStatus.allCases.filter(\.isActive)
        return try orders("WHERE status IN (\(list: active)) ORDER BY placed_at LIMIT \(limit)")
    }

    /// Orders for later whose kitchen's time has come by `time`, the earliest first, at most `limit`.
    public func dueScheduledOrders(at time: Date, limit: Int = 100) throws -> [Order] {
        try orders(
            """
            WHERE status = \(OrderStatus.scheduled) AND kitchen_at <= \(time) ORDER BY kitchen_at, number
            LIMIT \(limit)
            """)
    }

    /// Books a scheduled order for another slot (with its kitchen time, its arrival window in minutes from placing
    /// it, and its latest arrival); false when the order is no longer scheduled.
    public func reschedule(
        _ orderID: ID<Order>, to slot: Date, kitchenAt: Date, eta: DeliveryEstimate, latest: Date
    ) throws -> Bool {
        try connection.execute(
            """
            UPDATE orders SET scheduled_for = \(slot), kitchen_at = \(kitchenAt), eta_min = \(eta.minMinutes),
                eta_max = \(eta.maxMinutes), estimated_delivery_at = \(latest), promised_by = \(latest)
            WHERE id = \(orderID) AND status = \(OrderStatus.scheduled)
            """) == 1
    }

    /// Counts a wrong handover code typed for `orderID`; returns how many there are now.
    public func recordHandoverFailure(of orderID: ID<Order>) throws -> Int {
        try connection.execute("UPDATE orders SET handover_failures = handover_failures + 1 WHERE id = \(orderID)")
        return try connection.queryOne("SELECT handover_failures AS n FROM orders WHERE id = \(orderID)")?.int("n") ?? 0
    }

    /// Counts one more time its courier found nobody answering at the door, the first one starting the wait; the
    /// attempts so far.
    public func recordUnanswered(_ orderID: ID<Order>, at time: Date) throws -> Int {
        try connection.execute(
            """
            UPDATE orders SET door_attempts = door_attempts + 1, unanswered_since = COALESCE(unanswered_since, \(time))
            WHERE id = \(orderID)
            """)
        return try connection.queryOne("SELECT door_attempts AS n FROM orders WHERE id = \(orderID)")?.int("n") ?? 0
    }

    /// Keeps `photo` as the door photo of an order left at the door, in place of one taken before.
    public func setDoorPhoto(_ photo: PhotoVariant, of orderID: ID<Order>, at time: Date) throws {
        try connection.execute("DELETE FROM door_photos WHERE order_id = \(orderID)")
        try connection.execute(
            """
            INSERT INTO door_photos (order_id, media_type, bytes, taken_at)
            VALUES (\(orderID), \(photo.mediaType), \(SQLValue.blob(photo.bytes)), \(time))
            """)
    }

    /// The door photo of an order (its media type and bytes), or nil.
    public func doorPhoto(of orderID: ID<Order>) throws -> (mediaType: String, bytes: [UInt8])? {
        guard let row = try connection.queryOne("SELECT media_type, bytes FROM door_photos WHERE order_id = \(orderID)")
        else { return nil }
        return (try row.string("media_type"), try row.blob("bytes"))
    }

    /// Deletes the door photos taken before `time`; how many.
    public func deleteDoorPhotos(takenBefore time: Date) throws -> Int {
        try connection.execute("DELETE FROM door_photos WHERE taken_at < \(time)")
    }

    /// Notes why an order was cancelled when its customer did not cancel it.
    public func setCancellationReason(_ reason: String, of orderID: ID<Order>) throws {
        try connection.execute("UPDATE orders SET cancellation_reason = \(reason) WHERE id = \(orderID)")
    }

    /// Active orders to deliver that still wait for a courier, the oldest first, at most `limit`.
    public func waitingForCourier(limit: Int = 100) throws -> [Order] {
        try orders(
            """
            WHERE courier_id IS NULL AND status IN (\(list: OrderStatus.waitingForCourier))
              AND fulfilment = \(Fulfilment.delivery)
            ORDER BY placed_at, number LIMIT \(limit)
            """)
    }

    /// Whether some order waits for a courier with no offer pending: dispatch has something to do for it.
    public func waitsForAnOffer() throws -> Bool {
        try connection.queryOne(
            """
            SELECT 1 AS found FROM orders o
            WHERE o.courier_id IS NULL AND o.status IN (\(list: OrderStatus.waitingForCourier))
              AND o.fulfilment = \(Fulfilment.delivery) AND NOT EXISTS (
                SELECT 1 FROM delivery_offers d
                WHERE d.order_id = o.id AND d.state = \(DeliveryOffer.State.pending.rawValue))
            LIMIT 1
            """) != nil
    }

    /// The orders these couriers carry (taken and not yet delivered or ended), by courier, each courier's in the
    /// order they were placed.
    public func carried(by courierIDs: some Collection<ID<Courier>>) throws -> [ID<Courier>: [Order]] {
        guard !courierIDs.isEmpty else { return [:] }
        let carried = OrderStatus.waitingForCourier + [.pickedUp]
        let found = try orders(
            """
            WHERE courier_id IN (\(list: Array(courierIDs))) AND status IN (\(list: carried))
            ORDER BY placed_at, number
            """)
        return Dictionary(grouping: found) { $0.courierID ?? ID("") }
    }

    /// The next order number (1001 first). PostgreSQL draws it from a sequence: reading `MAX(number)` would make
    /// every two orders placed at once a serialization conflict (one is run again). A rolled-back order leaves a
    /// gap there; numbers stay unique and increasing.
    public func nextOrderNumber() throws -> Int {
        switch connection.dialect {
        case .sqlite:
            return (try connection.queryOne("SELECT MAX(number) AS n FROM orders")?.optionalInt("n") ?? 1000) + 1
        case .postgres:
            return try connection.queryOne("SELECT nextval('order_numbers') AS n")?.int("n") ?? 0
        }
    }

    /// Stores a new order with its timeline so far.
    public func insert(_ order: Order, idempotencyKey key: String, requestHash: String) throws {
        let pricing = order.pricing
        let items = try JSONColumn(order.items.map(StoredOrderItem.init))
        let address = try JSONColumn(StoredAddress(order.address))
        try connection.execute(
            """
            INSERT INTO orders (id, number, user_id, restaurant_id, status, items, subtotal, discount, delivery_fee,
                service_fee, tax, tip, total, coupon_code, address, notes, courier_id, eta_min, eta_max,
                estimated_delivery_at, promised_by, placed_at, idempotency_key, request_hash, scheduled_for, kitchen_at,
                handover_code, leave_at_door, fulfilment)
            VALUES (\(order.id), \(order.number), \(order.userID), \(order.restaurantID), \(order.status), \(items),
                \(pricing.subtotal), \(pricing.discount), \(pricing.deliveryFee), \(pricing.serviceFee), \(pricing.tax),
                \(pricing.tip), \(pricing.total), \(order.couponCode), \(address), \(order.notes), \(order.courierID),
                \(order.eta.minMinutes), \(order.eta.maxMinutes), \(order.estimatedDeliveryAt),
                \(order.estimatedDeliveryAt), \(order.placedAt),
                \(key), \(requestHash), \(order.scheduledFor), \(order.kitchenStartsAt), \(order.handoverCode),
                \(order.door.leaveAtDoor), \(order.fulfilment))
            """)
        guard !order.timeline.isEmpty else { return }
        let steps = order.timeline.enumerated().map { sequence, step -> SQL in
            "(\(order.id), \(sequence), \(step.status), \(step.at))"
        }
        try connection.execute(
            "INSERT INTO order_timeline (order_id, sequence, status, at) VALUES \(SQL.joined(steps, separator: ", "))")
    }

    /// Moves an order to `status` if it is in one of `from`, stamping the timeline; false when it was not.
    public func transition(_ orderID: ID<Order>, from: [OrderStatus], to status: OrderStatus, at time: Date) throws
        -> Bool
    {
        let moved = try connection.execute(
            "UPDATE orders SET status = \(status) WHERE id = \(orderID) AND status IN (\(list: from))")
        guard moved == 1 else { return false }
        let next =
            (try connection.queryOne("SELECT MAX(sequence) AS n FROM order_timeline WHERE order_id = \(orderID)")?
                .optionalInt("n") ?? -1) + 1
        try connection.execute(
            "INSERT INTO order_timeline (order_id, sequence, status, at) VALUES (\(orderID), \(next), \(status), \(time))"
        )
        return true
    }

    /// Records the courier bringing an order and its arrival window, stored in minutes from placing it: an order
    /// that waited for a courier gets the wait added, and its latest arrival moves with it. False when the order has
    /// a courier already or no longer waits for one.
    public func assign(
        courierID: ID<Courier>, to orderID: ID<Order>, placedAt: Date, eta: DeliveryEstimate, at time: Date
    ) throws -> Bool {
        let waited = max(0, Int((time.timeIntervalSince(placedAt) / 60).rounded(.down)))
        let latest = placedAt.addingTimeInterval(Double(waited + eta.maxMinutes) * 60)
        return try connection.execute(
            """
            UPDATE orders SET courier_id = \(courierID), eta_min = \(waited + eta.minMinutes),
                eta_max = \(waited + eta.maxMinutes), estimated_delivery_at = \(latest)
            WHERE id = \(orderID) AND courier_id IS NULL AND status IN (\(list: OrderStatus.waitingForCourier))
              AND fulfilment = \(Fulfilment.delivery)
            """) == 1
    }

    /// Stores an order's arrival window worked out again, in minutes from placing it, and its latest arrival.
    public func setEstimate(_ eta: DeliveryEstimate, of orderID: ID<Order>, latest: Date) throws {
        try connection.execute(
            """
            UPDATE orders SET eta_min = \(eta.minMinutes), eta_max = \(eta.maxMinutes), estimated_delivery_at = \(latest)
            WHERE id = \(orderID)
            """)
    }

    /// Minutes from accepting to ready of the restaurant's latest orders that got that far (among its last
    /// `limit` orders placed), newest first.
    public func recentPrepMinutes(restaurantID: ID<Restaurant>, limit: Int) throws -> [Double] {
        let rows = try connection.query(
            """
            SELECT a.at AS accepted_at, r.at AS ready_at FROM orders o
            JOIN order_timeline a ON a.order_id = o.id AND a.status = \(OrderStatus.accepted)
            JOIN order_timeline r ON r.order_id = o.id AND r.status = \(OrderStatus.ready)
            WHERE o.id IN (
                SELECT id FROM orders WHERE restaurant_id = \(restaurantID) ORDER BY placed_at DESC LIMIT \(limit))
            ORDER BY r.at DESC
            """, as: PrepRow.self)
        return rows.map { $0.readyAt.timeIntervalSince($0.acceptedAt) / 60 }
    }

    /// The orders a condition (with its order and limit) selects, each with its timeline: two statements in all.
    func orders(_ condition: SQL) throws -> [Order] {
        try withTimelines(
            connection.query("SELECT \(OrderRow.columns) FROM orders \(condition)", as: OrderRow.self))
    }

    /// The orders of these rows with their timelines, read in one statement.
    private func withTimelines(_ rows: [OrderRow]) throws -> [Order] {
        guard !rows.isEmpty else { return [] }
        let steps = try connection.query(
            """
            SELECT order_id, status, at FROM order_timeline WHERE order_id IN (\(list: rows.map(\.id)))
            ORDER BY order_id, sequence
            """, as: TimelineRow.self)
        let timelines = Dictionary(grouping: steps, by: \.orderID)
        return rows.map { $0.order(timeline: (timelines[$0.id] ?? []).map(\.step)) }
    }
}
