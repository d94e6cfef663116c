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
        try database.write { try CourierQueries($0).insert(courier, userID: userID, at: time) }
    }

    /// Every courier.
    public func couriers() throws -> [Courier] {
        try database.read { try CourierQueries($0).all() }
    }
}
