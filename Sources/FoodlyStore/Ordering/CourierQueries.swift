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

    /// Adds a courier, optionally linked to their account; one on duty starts a shift.
    public func insert(_ courier: Courier, userID: ID<UserAccount>?, at time: Date) throws {
        try connection.execute(
            """
            INSERT INTO couriers (id, user_id, name, phone, vehicle, latitude, longitude, available, active, updated_at,
                idle_since)
            VALUES (\(courier.id), \(userID), \(courier.name), \(courier.phone), \(courier.vehicle),
                \(courier.location.latitude), \(courier.location.longitude), \(courier.available), \(courier.active),
                \(time), \(time))
            """)
        if courier.available && courier.active { try startShift(courier.id, at: time) }
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

    /// Turns a courier's availability on or off; coming on duty starts their wait for a delivery and a shift (or
    /// continues the one they left less than `DutyShift.rejoinSeconds` ago), going off ends it.
    public func setAvailable(_ courierID: ID<Courier>, _ available: Bool, at time: Date) throws {
        let idle: SQL = available ? ", idle_since = \(time)" : ""
        try connection.execute(
            "UPDATE couriers SET available = \(available), updated_at = \(time)\(idle) WHERE id = \(courierID)")
        if available { try startShift(courierID, at: time) } else { try endShift(courierID, at: time) }
    }

    /// The shifts that overlap `from..<to`, open ones included.
    public func shifts(from: Date, to: Date) throws -> [DutyShift] {
        try connection.query(
            """
            SELECT courier_id, started_at, ended_at FROM courier_shifts
            WHERE started_at < \(to) AND (ended_at IS NULL OR ended_at > \(from))
            ORDER BY started_at, courier_id
            """
        ).map { row in
            DutyShift(
                courierID: ID(try row.string("courier_id")), start: try StoreTime.date(try row.string("started_at")),
                end: try row.optionalString("ended_at").map(StoreTime.date))
        }
    }

    /// A courier's weekly schedule (empty when they have none).
    public func weeklyHours(of courierID: ID<Courier>) throws -> OpeningHours {
        HoursCodec.decode(
            try connection.queryOne("SELECT weekly_hours FROM couriers WHERE id = \(courierID)")?.string(
                "weekly_hours") ?? "")
    }

    /// Replaces a courier's weekly schedule.
    public func setWeeklyHours(_ hours: OpeningHours, of courierID: ID<Courier>) throws {
        let text = hours.days.allSatisfy(\.isEmpty) ? "" : HoursCodec.encode(hours)
        try connection.execute("UPDATE couriers SET weekly_hours = \(text) WHERE id = \(courierID)")
    }

    /// The weekly schedules of the couriers who work for Foodly and can sign in, those without one left out.
    public func schedules() throws -> [OpeningHours] {
        try connection.query(
            "SELECT weekly_hours FROM couriers WHERE active = 1 AND user_id IS NOT NULL AND weekly_hours <> ''"
        ).map { HoursCodec.decode(try $0.string("weekly_hours")) }
    }

    private func startShift(_ courierID: ID<Courier>, at time: Date) throws {
        let rejoined = try connection.execute(
            """
            UPDATE courier_shifts SET ended_at = NULL
            WHERE courier_id = \(courierID) AND ended_at >= \(time.addingTimeInterval(-DutyShift.rejoinSeconds))
            """)
        guard rejoined == 0 else { return }
        try connection.execute(
            """
            INSERT INTO courier_shifts (courier_id, started_at) VALUES (\(courierID), \(time))
            ON CONFLICT (courier_id, started_at) DO NOTHING
            """)
    }

    private func endShift(_ courierID: ID<Courier>, at time: Date) throws {
        try connection.execute(
            "UPDATE courier_shifts SET ended_at = \(time) WHERE courier_id = \(courierID) AND ended_at IS NULL")
    }

    /// Changes a courier's vehicle, phone and whether they work for Foodly; an inactive courier is taken off duty
    /// (their shift ends).
    public func setDetails(_ courier: Courier, at time: Date) throws {
        try connection.execute(
            """
            UPDATE couriers SET vehicle = \(courier.vehicle), phone = \(courier.phone), active = \(courier.active),
                available = \(courier.available && courier.active), updated_at = \(time)
            WHERE id = \(courier.id)
            """)
        if !courier.active { try endShift(courier.id, at: time) }
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
