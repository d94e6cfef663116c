import FoodlyCore

/// The catalog's tables (`restaurants`, `dishes`, `catalog_version`) on one connection: what a use case spanning
/// stores reads and changes of the catalog inside its own transaction.
public struct CatalogQueries {
    private let connection: any DatabaseConnection

    /// The catalog as seen from `connection` (a read or write body's).
    public init(_ connection: any DatabaseConnection) {
        self.connection = connection
    }

    /// A restaurant.
    public func restaurant(id: ID<Restaurant>) throws -> Restaurant? {
        try restaurants(ids: [id])[id]
    }

    /// The restaurants with these ids, by id (unknown ids are left out), in one query.
    public func restaurants(ids: some Collection<ID<Restaurant>>) throws -> [ID<Restaurant>: Restaurant] {
        let distinct = Array(Set(ids))
        guard !distinct.isEmpty else { return [:] }
        let rows = try connection.query(
            "SELECT \(SQLCatalogStore.restaurantColumns) FROM restaurants r WHERE r.id IN (\(list: distinct))")
        var found: [ID<Restaurant>: Restaurant] = [:]
        for row in rows {
            let restaurant = try SQLCatalogStore.restaurant(from: row)
            found[restaurant.id] = restaurant
        }
        return found
    }

    /// The dishes with these ids, by id (unknown ids are left out), in one query.
    public func dishes(ids: some Collection<ID<Dish>>) throws -> [ID<Dish>: Dish] {
        let distinct = Array(Set(ids))
        guard !distinct.isEmpty else { return [:] }
        var found: [ID<Dish>: Dish] = [:]
        for row in try connection.query("SELECT * FROM dishes WHERE id IN (\(list: distinct))") {
            let dish = try SQLCatalogStore.dish(from: row)
            found[dish.id] = dish
        }
        return found
    }

    /// Adds one review's stars to a restaurant's rating and raises the catalog version, so lists re-rank.
    public func addRating(_ stars: Int, to restaurantID: ID<Restaurant>) throws {
        try connection.execute(
            """
            UPDATE restaurants SET rating_sum = rating_sum + \(stars), rating_count = rating_count + 1
            WHERE id = \(restaurantID)
            """)
        try raiseVersion()
    }

    /// Raises the catalog version: every write to restaurants or dishes calls this in its transaction, so each
    /// process's in-memory catalog (`CatalogCache`) sees it is stale.
    public func raiseVersion() throws {
        try connection.execute("UPDATE catalog_version SET version = version + 1 WHERE id = 1")
    }
}
