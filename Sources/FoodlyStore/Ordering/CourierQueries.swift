import FoodlyCore
import Foundation

/// The `couriers` table on one connection: who is free, taking and freeing them, where they are, inside the
/// transaction of the use case that needs it.
public struct CourierQueries {
    private let connection: any DatabaseConnection

    /// The couriers as seen from `connection`.
    public init(_ connection: any DatabaseConnection) {
        self.connection = connection
    }

    /// A courier by id.
    public func courier(id: ID<Courier>) throws -> Courier? {
        try couriers("WHERE id = \(id)").first
    }

    /// The couriers with these ids, by id (unknown ids are left out), in one query.
    public func couriers(ids: some Collection<ID<Courier>>) throws -> [ID<Courier>: Courier] {
        let distinct = Array(Set(ids))
        guard !distinct.isEmpty else { return [:] }
        return Dictionary(
            try couriers("WHERE id IN (\(list: distinct))").map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first }
        )
    }

    /// The courier record of a courier's account.
    public func courier(userID: ID<UserAccount>) throws -> Courier? {
        try couriers("WHERE user_id = \(userID)").first
    }

    /// Every courier, by id.
    public func all() throws -> [Courier] {
        try couriers("ORDER BY id")
    }

    /// The couriers dispatch may offer deliveries to: active, on duty and with an account (someone who can sign in
    /// and answer), each with since when they have had nothing to carry.
    public func dispatchable() throws -> [(courier: Courier, idleSince: Date?)] {
        try connection.query(
            """
            SELECT \(CourierRow.columns), idle_since FROM couriers
            WHERE available = 1 AND active = 1 AND user_id IS NOT NULL ORDER BY id
            """
        ).map { row in
            (try row.decode(CourierRow.self).courier, try row.optionalString("idle_since").map(StoreTime.date))
        }
    }

    /// The couriers whose accounts' mail addresses end in `@domain`.
    public func couriers(mailDomain domain: String) throws -> [Courier] {
        try couriers("WHERE user_id IN (SELECT id FROM users WHERE email LIKE \("%@" + domain))")
    }

    /// Adds a courier, optionally linked to their account.
    public func insert(_ courier: Courier, userID: ID<UserAccount>?, at time: Date) throws {
        try connection.execute(
            """
            INSERT INTO couriers (id, user_id, name, phone, vehicle, latitude, longitude, available, active, updated_at,
                idle_since)
            VALUES (\(courier.id), \(userID), \(courier.name), \(courier.phone), \(courier.vehicle),
                \(courier.location.latitude), \(courier.location.longitude), \(courier.available), \(courier.active),
                \(time), \(time))
            """)
    }

    /// Records that the courier has had nothing to carry since `time`.
    public func setIdle(_ courierID: ID<Courier>, since time: Date) throws {
        try connection.execute("UPDATE couriers SET idle_since = \(time) WHERE id = \(courierID)")
    }

    /// Updates a courier's position (and when it was reported).
    public func move(_ courierID: ID<Courier>, to point: GeoPoint, at time: Date) throws {
        try connection.execute(
            """
            UPDATE couriers SET latitude = \(point.latitude), longitude = \(point.longitude), updated_at = \(time),
                located_at = \(time)
            WHERE id = \(courierID)
            """)
    }

    /// Turns a courier's availability on or off; coming on duty starts their wait for a delivery.
    public func setAvailable(_ courierID: ID<Courier>, _ available: Bool, at time: Date) throws {
        let idle: SQL = available ? ", idle_since = \(time)" : ""
        try connection.execute(
            "UPDATE couriers SET available = \(available), updated_at = \(time)\(idle) WHERE id = \(courierID)")
    }

    /// Changes a courier's vehicle, phone and whether they work for Foodly; an inactive courier is taken off duty.
    public func setDetails(_ courier: Courier, at time: Date) throws {
        try connection.execute(
            """
            UPDATE couriers SET vehicle = \(courier.vehicle), phone = \(courier.phone), active = \(courier.active),
                available = \(courier.available && courier.active), updated_at = \(time)
            WHERE id = \(courier.id)
            """)
    }

    /// Every courier by name (only `id` when given), with their account's address, since when their position is
    /// known (as the board counts it: when they last sent it, else when it was last set) and how many orders they
    /// delivered since `dayStart`.
    public func roster(since dayStart: Date, only id: ID<Courier>? = nil) throws -> [(
        courier: Courier, email: String?, locatedAt: Date, deliveries: Int
    )] {
        let only: SQL = id.map { "WHERE c.id = \($0)" } ?? ""
        return try connection.query(
            """
            SELECT c.id, c.name, c.phone, c.vehicle, c.latitude, c.longitude, c.available, c.active, u.email AS email,
                \(CourierQueries.knownSince) AS located_at,
                (SELECT COUNT(*) FROM orders o JOIN order_timeline t ON t.order_id = o.id
                 WHERE o.courier_id = c.id AND t.status = \(OrderStatus.delivered) AND t.at >= \(dayStart)) AS delivered
            FROM couriers c LEFT JOIN users u ON u.id = c.user_id \(only)
            ORDER BY c.name, c.id
            """
        ).map { row in
            (
                try row.decode(CourierRow.self).courier, try row.optionalString("email"),
                try StoreTime.date(try row.string("located_at")), try row.int("delivered")
            )
        }
    }

    /// Since when a courier's position is known: when they last sent it, else when it was last set (a courier is
    /// added with a position). The board and the couriers page read it alike.
    static let knownSince: SQL = "COALESCE(c.located_at, c.updated_at)"

    private func couriers(_ condition: SQL) throws -> [Courier] {
        try connection.query("SELECT \(CourierRow.columns) FROM couriers \(condition)", as: CourierRow.self)
            .map(\.courier)
    }
}
