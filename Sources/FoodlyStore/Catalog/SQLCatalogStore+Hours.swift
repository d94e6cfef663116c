import FoodlyCore
import Foundation

extension SQLCatalogStore {
    /// Sets a restaurant's weekly hours, recorded as a change; false when there is no such restaurant. `alongside`
    /// runs in the same transaction once they changed (the action's audit entry), as in every edit here.
    public func setOpeningHours(
        _ hours: OpeningHours, of id: ID<Restaurant>, alongside: (any DatabaseConnection) throws -> Void = { _ in }
    ) throws -> Bool {
        try edit(id, alongside: alongside) {
            try $0.execute("UPDATE restaurants SET opening_hours = \(HoursCodec.encode(hours)) WHERE id = \(id)")
        }
    }

    /// Sets a restaurant's preparation time, recorded as a change; false when there is no such restaurant.
    public func setPrepMinutes(
        _ minutes: Int, of id: ID<Restaurant>, alongside: (any DatabaseConnection) throws -> Void = { _ in }
    ) throws -> Bool {
        try edit(id, alongside: alongside) {
            try $0.execute("UPDATE restaurants SET prep_minutes = \(minutes) WHERE id = \(id)")
        }
    }

    /// Sets whether a restaurant lets customers collect orders at its counter, recorded as a change; false when there
    /// is no such restaurant.
    public func setOffersPickup(
        _ offersPickup: Bool, of id: ID<Restaurant>, alongside: (any DatabaseConnection) throws -> Void = { _ in }
    ) throws -> Bool {
        try edit(id, alongside: alongside) {
            try $0.execute("UPDATE restaurants SET offers_pickup = \(offersPickup) WHERE id = \(id)")
        }
    }

    /// Pauses a restaurant's new orders (`pause`) or resumes them (nil), recorded as a change; false when there is
    /// no such restaurant.
    public func setPause(
        _ pause: RestaurantPause?, of id: ID<Restaurant>, alongside: (any DatabaseConnection) throws -> Void = { _ in }
    ) throws -> Bool {
        try edit(id, alongside: alongside) { connection in
            try connection.execute(
                """
                UPDATE restaurants SET paused = \(pause != nil), paused_until = \(pause?.until.map(StoreTime.text))
                WHERE id = \(id)
                """)
        }
    }

    /// Replaces a restaurant's closures by what `change` makes of them (it may throw to refuse, nothing written),
    /// read and written in one transaction and recorded as a change; the new list, or nil when there is no such
    /// restaurant.
    public func changeClosures(
        of id: ID<Restaurant>, alongside: (any DatabaseConnection) throws -> Void = { _ in },
        _ change: ([Closure]) throws -> [Closure]
    ) throws -> [Closure]? {
        try database.write { connection in
            guard let row = try connection.queryOne("SELECT closures FROM restaurants WHERE id = \(id)") else {
                return nil
            }
            let closures = try change(ClosuresCodec.decode(try row.string("closures")))
            try connection.execute(
                "UPDATE restaurants SET closures = \(ClosuresCodec.encode(closures)) WHERE id = \(id)")
            try CatalogQueries(connection).record(.restaurantEdited, restaurants: [id])
            try alongside(connection)
            return closures
        }
    }

    /// Runs `update` on a restaurant (it returns the rows changed), records the change and runs `alongside`, in one
    /// transaction.
    private func edit(
        _ id: ID<Restaurant>, alongside: (any DatabaseConnection) throws -> Void,
        _ update: (any DatabaseConnection) throws -> Int
    ) throws -> Bool {
        try database.write { connection in
            guard try update(connection) > 0 else { return false }
            try CatalogQueries(connection).record(.restaurantEdited, restaurants: [id])
            try alongside(connection)
            return true
        }
    }
}
