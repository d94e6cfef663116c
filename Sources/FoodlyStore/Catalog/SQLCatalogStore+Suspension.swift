import FoodlyCore
import Foundation

extension SQLCatalogStore {
    /// Suspends a restaurant (`suspension`) or reinstates it (nil), recorded as a catalog change, in the caller's
    /// write transaction on `connection` (the operator's action and its audit entry land with it); false when
    /// there is no such restaurant.
    public static func setSuspension(
        _ suspension: RestaurantSuspension?, of id: ID<Restaurant>, on connection: any DatabaseConnection
    ) throws -> Bool {
        let changed = try connection.execute(
            """
            UPDATE restaurants SET suspended_at = \(suspension.map { StoreTime.text($0.since) }),
                suspension_reason = \(suspension?.reason)
            WHERE id = \(id)
            """)
        guard changed > 0 else { return false }
        try CatalogQueries(connection).record(.restaurantEdited, restaurants: [id])
        return true
    }
}
