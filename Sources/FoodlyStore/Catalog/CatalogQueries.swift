import FoodlyCore

/// The catalog's tables (`restaurants`, `dishes`, `catalog_version`, `catalog_changes`) on one connection: what a use case spanning
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

    /// The dishes with these ids, by id (unknown ids are left out), in one query; archived dishes are found too
    /// (orders and carts name them) unless `includingArchived` is false.
    public func dishes(ids: some Collection<ID<Dish>>, includingArchived: Bool = true) throws -> [ID<Dish>: Dish] {
        let distinct = Array(Set(ids))
        guard !distinct.isEmpty else { return [:] }
        var found: [ID<Dish>: Dish] = [:]
        let archived = includingArchived ? 1 : 0
        for row in try connection.query(
            "SELECT * FROM dishes WHERE id IN (\(list: distinct)) AND archived <= \(archived)")
        {
            let dish = try SQLCatalogStore.dish(from: row)
            found[dish.id] = dish
        }
        for (id, groups) in try OptionQueries(connection: connection).groups(of: Array(found.keys)) {
            found[id]?.optionGroups = groups
        }
        return found
    }

    /// A restaurant's dishes in menu order, with their options (archived ones left out).
    public func menu(of restaurantID: ID<Restaurant>) throws -> [Dish] {
        let dishes = try connection.query(
            "SELECT * FROM dishes WHERE restaurant_id = \(restaurantID) AND archived = 0 ORDER BY position"
        ).map(SQLCatalogStore.dish(from:))
        return try OptionQueries(connection: connection).attach(to: dishes)
    }

    /// Adds one review's stars to a restaurant's rating, recorded as a catalog change so lists re-rank.
    public func addRating(_ stars: Int, to restaurantID: ID<Restaurant>) throws {
        try connection.execute(
            """
            UPDATE restaurants SET rating_sum = rating_sum + \(stars), rating_count = rating_count + 1
            WHERE id = \(restaurantID)
            """)
        try record(.reviewAdded, restaurants: [restaurantID])
    }

    /// Records a change of these restaurants in the change log at a new catalog version, in the caller's
    /// transaction: every write to restaurants or dishes calls this, so each process's in-memory catalog
    /// (`CatalogCache`) applies it. On PostgreSQL the other processes are told at commit.
    public func record(_ kind: CatalogChangeKind, restaurants: [ID<Restaurant>], dish: ID<Dish>? = nil) throws {
        try connection.execute("UPDATE catalog_version SET version = version + 1 WHERE id = 1")
        let version = try connection.queryOne("SELECT version FROM catalog_version WHERE id = 1")?.int("version") ?? 0
        let rows: [ID<Restaurant>?] = restaurants.isEmpty ? [nil] : restaurants
        for restaurant in rows {
            try connection.execute(
                """
                INSERT INTO catalog_changes (version, restaurant_id, kind, dish_id)
                VALUES (\(version), \(restaurant?.rawValue), \(kind.rawValue), \(dish?.rawValue))
                """)
        }
        if version % 1_000 == 0 {
            try connection.execute(
                "DELETE FROM catalog_changes WHERE version <= \(version - CatalogQueries.retainedVersions)")
        }
        if connection.dialect == .postgres {
            let channel = PostgresDatabase.scopedChannel(CatalogQueries.channel)
            _ = try connection.query("SELECT pg_notify(\(channel), $1)", [.text(String(version))])
        }
    }

    /// An SQL expression for a new random origin of the catalog's history (32 hexadecimal digits).
    static func newOrigin(_ dialect: SQLDialect) -> String {
        switch dialect {
        case .sqlite: "lower(hex(randomblob(16)))"
        case .postgres: "md5(random()::text || clock_timestamp()::text)"
        }
    }

    /// Gives the catalog's history a new origin (after a restore: the database goes on from the backup's version
    /// with changes that are not those a catalog file written before may hold).
    public func renewOrigin() throws {
        try connection.execute(
            "UPDATE catalog_version SET origin = \(CatalogQueries.newOrigin(connection.dialect)) WHERE id = 1", [])
    }

    /// Change log entries are kept for this many versions; a process further behind loads the whole catalog again.
    static let retainedVersions = 20_000

    /// The channel that tells other processes a catalog change committed (the payload is its version).
    public static let channel = "foodly_catalog"

    /// Sets a restaurant's Nutri-Score grade to the median of its available dishes' (after a menu change).
    func refreshGrade(of restaurantID: ID<Restaurant>) throws {
        let grades = try connection.query(
            """
            SELECT nutri_grade FROM dishes WHERE restaurant_id = \(restaurantID) AND available = 1 AND archived = 0
            """
        ).compactMap { NutriGrade(rawValue: try $0.string("nutri_grade")) }
        try connection.execute(
            """
            UPDATE restaurants SET nutri_grade = \(Restaurant.medianGrade(grades).rawValue) WHERE id = \(restaurantID)
            """)
    }
}
