import FoodlyCore
import Foundation

/// The ordering queries, run on one connection: a read body's for looking, a write body's for placing an order,
/// where everything it checks and changes commits together or not at all.
public struct OrderingConnection {
    let connection: any DatabaseConnection

    /// The user's cart.
    public func cart(userID: ID<UserAccount>) throws -> CartRecord {
        try SQLCartStore.cart(userID: userID, connection)
    }

    /// Saves the user's cart.
    public func save(_ cart: CartRecord, userID: ID<UserAccount>, at time: Date) throws {
        try SQLCartStore.save(cart, userID: userID, at: time, connection)
    }

    /// A restaurant.
    public func restaurant(id: ID<Restaurant>) throws -> Restaurant? {
        try connection.queryOne(
            "SELECT \(SQLCatalogStore.restaurantColumns) FROM restaurants r WHERE r.id = $1", [.text(id.rawValue)]
        ).map(SQLCatalogStore.restaurant(from:))
    }

    /// The dishes with these ids, by id (unknown ids are left out), in one query.
    public func dishes(ids: [ID<Dish>]) throws -> [ID<Dish>: Dish] {
        let distinct = Array(Set(ids))
        guard !distinct.isEmpty else { return [:] }
        let placeholders = distinct.indices.map { "$\($0 + 1)" }.joined(separator: ", ")
        let rows = try connection.query(
            "SELECT * FROM dishes WHERE id IN (\(placeholders))", distinct.map { .text($0.rawValue) })
        var found: [ID<Dish>: Dish] = [:]
        for row in rows {
            let dish = try SQLCatalogStore.dish(from: row)
            found[dish.id] = dish
        }
        return found
    }

    /// A coupon by code (any case).
    public func coupon(code: String) throws -> Coupon? {
        try SQLCouponStore.coupon(code: code, connection)
    }

    /// How often a coupon was redeemed, in all and by this user, and how many orders the user placed before.
    public func couponFacts(code: String, userID: ID<UserAccount>) throws -> (total: Int, mine: Int, orders: Int) {
        let total =
            try connection.queryOne("SELECT redemptions FROM coupons WHERE code = $1", [.text(code)])?.int(
                "redemptions")
            ?? 0
        let mine =
            try connection.queryOne(
                "SELECT COUNT(*) AS n FROM coupon_redemptions WHERE coupon_code = $1 AND user_id = $2",
                [.text(code), .text(userID.rawValue)])?.int("n") ?? 0
        let orders =
            try connection.queryOne("SELECT COUNT(*) AS n FROM orders WHERE user_id = $1", [.text(userID.rawValue)])?
            .int("n") ?? 0
        return (total, mine, orders)
    }

    /// Records one redemption if the total limit still allows it (checked and counted in one statement); false
    /// when the last one was taken.
    public func redeem(code: String, userID: ID<UserAccount>, orderID: ID<Order>, at time: Date) throws -> Bool {
        let counted = try connection.execute(
            """
            UPDATE coupons SET redemptions = redemptions + 1
            WHERE code = $1 AND (total_limit IS NULL OR redemptions < total_limit)
            """, [.text(code)])
        guard counted == 1 else { return false }
        try connection.execute(
            "INSERT INTO coupon_redemptions (coupon_code, user_id, order_id, redeemed_at) VALUES ($1, $2, $3, $4)",
            [.text(code), .text(userID.rawValue), .text(orderID.rawValue), .text(StoreTime.text(time))])
        return true
    }

    /// Gives back the coupon redemption of a cancelled order.
    public func releaseRedemption(orderID: ID<Order>) throws {
        guard
            let code = try connection.queryOne(
                "SELECT coupon_code FROM coupon_redemptions WHERE order_id = $1", [.text(orderID.rawValue)]
            )?.string("coupon_code")
        else { return }
        try connection.execute("DELETE FROM coupon_redemptions WHERE order_id = $1", [.text(orderID.rawValue)])
        try connection.execute(
            "UPDATE coupons SET redemptions = redemptions - 1 WHERE code = $1 AND redemptions > 0", [.text(code)])
    }

    /// The order placed by `userID` with `key`, and the hash of the request that placed it.
    public func order(userID: ID<UserAccount>, idempotencyKey key: String) throws -> (Order, requestHash: String)? {
        guard
            let row = try connection.queryOne(
                "SELECT * FROM orders WHERE user_id = $1 AND idempotency_key = $2",
                [.text(userID.rawValue), .text(key)])
        else { return nil }
        return (try order(from: row), try row.string("request_hash"))
    }

    /// An order by id.
    public func order(id: ID<Order>) throws -> Order? {
        try connection.queryOne("SELECT * FROM orders WHERE id = $1", [.text(id.rawValue)]).map(order(from:))
    }

    /// A page of the user's orders, newest first.
    public func orders(userID: ID<UserAccount>, limit: Int = 1000, offset: Int = 0) throws -> [Order] {
        try connection.query(
            "SELECT * FROM orders WHERE user_id = $1 ORDER BY placed_at DESC, number DESC LIMIT $2 OFFSET $3",
            [.text(userID.rawValue), .integer(Int64(limit)), .integer(Int64(offset))]
        ).map(order(from:))
    }

    /// Available couriers with no active delivery.
    public func freeCouriers() throws -> [Courier] {
        try connection.query(
            "SELECT * FROM couriers WHERE available = 1 AND current_order_id IS NULL ORDER BY id", []
        ).map(SQLCourierStore.courier(from:))
    }

    /// A courier by id.
    public func courier(id: ID<Courier>) throws -> Courier? {
        try connection.queryOne("SELECT * FROM couriers WHERE id = $1", [.text(id.rawValue)])
            .map(SQLCourierStore.courier(from:))
    }

    /// Gives an order to a courier if they are still free; false when someone else got them first.
    /// The order's arrival window is stored in minutes from placing it: an order that waited for a courier gets the
    /// wait added, and its latest arrival moves with it.
    public func assign(
        courierID: ID<Courier>, to orderID: ID<Order>, placedAt: Date, eta: DeliveryEstimate, at time: Date
    ) throws -> Bool {
        let taken = try connection.execute(
            """
            UPDATE couriers SET current_order_id = $2, updated_at = $3
            WHERE id = $1 AND available = 1 AND current_order_id IS NULL
            """, [.text(courierID.rawValue), .text(orderID.rawValue), .text(StoreTime.text(time))])
        guard taken == 1 else { return false }
        let waited = max(0, Int((time.timeIntervalSince(placedAt) / 60).rounded(.down)))
        let latest = placedAt.addingTimeInterval(Double(waited + eta.maxMinutes) * 60)
        try connection.execute(
            "UPDATE orders SET courier_id = $2, eta_min = $3, eta_max = $4, estimated_delivery_at = $5 WHERE id = $1",
            [
                .text(orderID.rawValue), .text(courierID.rawValue), .integer(Int64(waited + eta.minMinutes)),
                .integer(Int64(waited + eta.maxMinutes)), .text(StoreTime.text(latest)),
            ])
        return true
    }

    /// The oldest active order that still waits for a courier.
    public func oldestWaitingOrder() throws -> Order? {
        try connection.queryOne(
            """
            SELECT * FROM orders WHERE courier_id IS NULL AND status IN ('placed', 'accepted', 'preparing', 'ready')
            ORDER BY placed_at, number LIMIT 1
            """, []
        ).map(order(from:))
    }

    /// The next order number (1001 first). PostgreSQL draws it from a sequence: reading `MAX(number)` would make
    /// every two orders placed at once a serialization conflict (one is run again). A rolled-back order leaves a
    /// gap there; numbers stay unique and increasing.
    public func nextOrderNumber() throws -> Int {
        switch connection.dialect {
        case .sqlite:
            return (try connection.queryOne("SELECT MAX(number) AS n FROM orders", [])?.optionalInt("n") ?? 1000) + 1
        case .postgres:
            return try connection.queryOne("SELECT nextval('order_numbers') AS n", [])?.int("n") ?? 0
        }
    }

    /// Stores a new order with its first timeline step.
    public func insert(_ order: Order, idempotencyKey key: String, requestHash: String) throws {
        let pricing = order.pricing
        try connection.execute(
            """
            INSERT INTO orders (id, number, user_id, restaurant_id, status, items, subtotal, discount, delivery_fee,
                service_fee, tax, tip, total, coupon_code, address, notes, courier_id, eta_min, eta_max,
                estimated_delivery_at, placed_at, idempotency_key, request_hash)
            VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21,
                $22, $23)
            """,
            [
                .text(order.id.rawValue), .integer(Int64(order.number)), .text(order.userID.rawValue),
                .text(order.restaurantID.rawValue), .text(order.status.rawValue), .text(try json(order.items)),
                .integer(Int64(pricing.subtotal)), .integer(Int64(pricing.discount)),
                .integer(Int64(pricing.deliveryFee)), .integer(Int64(pricing.serviceFee)), .integer(Int64(pricing.tax)),
                .integer(Int64(pricing.tip)), .integer(Int64(pricing.total)),
                order.couponCode.map { .text($0) } ?? .null,
                .text(try json(order.address)), .text(order.notes), order.courierID.map { .text($0.rawValue) } ?? .null,
                .integer(Int64(order.eta.minMinutes)), .integer(Int64(order.eta.maxMinutes)),
                .text(StoreTime.text(order.estimatedDeliveryAt)), .text(StoreTime.text(order.placedAt)), .text(key),
                .text(requestHash),
            ])
        for (sequence, step) in order.timeline.enumerated() {
            try connection.execute(
                "INSERT INTO order_timeline (order_id, sequence, status, at) VALUES ($1, $2, $3, $4)",
                [
                    .text(order.id.rawValue), .integer(Int64(sequence)), .text(step.status.rawValue),
                    .text(StoreTime.text(step.at)),
                ])
        }
    }

    /// Moves an order to `status` if it is in one of `from`, stamping the timeline; false when it was not.
    public func transition(_ orderID: ID<Order>, from: [OrderStatus], to status: OrderStatus, at time: Date) throws
        -> Bool
    {
        let allowed = from.map { "'\($0.rawValue)'" }.joined(separator: ", ")
        let moved = try connection.execute(
            "UPDATE orders SET status = $2 WHERE id = $1 AND status IN (\(allowed))",
            [.text(orderID.rawValue), .text(status.rawValue)])
        guard moved == 1 else { return false }
        let next =
            (try connection.queryOne(
                "SELECT MAX(sequence) AS n FROM order_timeline WHERE order_id = $1", [.text(orderID.rawValue)]
            )?.optionalInt("n") ?? -1) + 1
        try connection.execute(
            "INSERT INTO order_timeline (order_id, sequence, status, at) VALUES ($1, $2, $3, $4)",
            [.text(orderID.rawValue), .integer(Int64(next)), .text(status.rawValue), .text(StoreTime.text(time))])
        if !status.isActive {
            try connection.execute(
                "UPDATE couriers SET current_order_id = NULL WHERE current_order_id = $1", [.text(orderID.rawValue)])
        }
        return true
    }

    /// Frees a courier's current delivery slot (after delivery or cancellation).
    public func releaseCourier(_ courierID: ID<Courier>, at time: Date) throws {
        try connection.execute(
            "UPDATE couriers SET current_order_id = NULL, updated_at = $2 WHERE id = $1",
            [.text(courierID.rawValue), .text(StoreTime.text(time))])
    }

    func order(from row: Row) throws -> Order {
        let id = ID<Order>(try row.string("id"))
        let timeline = try connection.query(
            "SELECT status, at FROM order_timeline WHERE order_id = $1 ORDER BY sequence", [.text(id.rawValue)]
        ).map {
            Order.Step(
                status: OrderStatus(rawValue: try $0.string("status")) ?? .placed,
                at: try StoreTime.date(try $0.string("at")))
        }
        let decoder = JSONDecoder()
        return Order(
            id: id, number: try row.int("number"), userID: ID(try row.string("user_id")),
            restaurantID: ID(try row.string("restaurant_id")),
            status: OrderStatus(rawValue: try row.string("status")) ?? .placed,
            items: try decoder.decode([Order.Item].self, from: Data(try row.string("items").utf8)),
            pricing: PriceBreakdown(
                subtotal: try row.int("subtotal"), discount: try row.int("discount"),
                deliveryFee: try row.int("delivery_fee"), serviceFee: try row.int("service_fee"),
                tax: try row.int("tax"),
                tip: try row.int("tip"), total: try row.int("total")),
            couponCode: try row.optionalString("coupon_code"),
            address: try decoder.decode(Address.self, from: Data(try row.string("address").utf8)),
            notes: try row.string("notes"), courierID: try row.optionalString("courier_id").map { ID($0) },
            eta: DeliveryEstimate(minMinutes: try row.int("eta_min"), maxMinutes: try row.int("eta_max")),
            estimatedDeliveryAt: try StoreTime.date(try row.string("estimated_delivery_at")),
            placedAt: try StoreTime.date(try row.string("placed_at")), timeline: timeline)
    }

    private func json<T: Encodable>(_ value: T) throws -> String {
        String(decoding: try JSONEncoder().encode(value), as: UTF8.self)
    }
}
