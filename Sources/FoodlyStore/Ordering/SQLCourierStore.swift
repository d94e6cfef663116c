import FoodlyCore
import Foundation

/// Couriers: created by admins and the demo seed; availability set by the courier.
public struct SQLCourierStore: Sendable {
    private let database: any Database

    /// Creates the store.
    public init(database: any Database) {
        self.database = database
    }

    /// Adds a courier, optionally linked to their account.
    public func insert(_ courier: Courier, userID: ID<UserAccount>? = nil, at time: Date) throws {
        try database.write { connection in
            try connection.execute(
                """
                INSERT INTO couriers (id, user_id, name, phone, vehicle, latitude, longitude, available, updated_at)
                VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
                """,
                [
                    .text(courier.id.rawValue), userID.map { .text($0.rawValue) } ?? .null, .text(courier.name),
                    .text(courier.phone), .text(courier.vehicle.rawValue), .real(courier.location.latitude),
                    .real(courier.location.longitude), .integer(courier.available ? 1 : 0), .text(StoreTime.text(time)),
                ])
        }
    }

    /// Every courier.
    public func couriers() throws -> [Courier] {
        try database.read { try $0.query("SELECT * FROM couriers ORDER BY id", []).map(SQLCourierStore.courier(from:)) }
    }

    static func courier(from row: Row) throws -> Courier {
        Courier(
            id: ID(try row.string("id")), name: try row.string("name"), phone: try row.string("phone"),
            vehicle: Vehicle(rawValue: try row.string("vehicle")) ?? .bicycle,
            location: GeoPoint(latitude: try row.double("latitude"), longitude: try row.double("longitude")),
            available: try row.bool("available"))
    }
}
