import FoodlyCore

extension SQLCatalogStore {
    /// Puts a restaurant's menu in `layout`'s order: its sections in order, each with its dishes in order, a dish's
    /// section set to the one it is listed under (which renames a section). One change in one transaction; false,
    /// with nothing written, when the layout does not list every dish on the menu exactly once. `alongside` runs in the
    /// same transaction once the menu is arranged (the action's audit entry).
    public func arrangeMenu(
        _ restaurantID: ID<Restaurant>, layout: [MenuLayout.Section],
        alongside: (any DatabaseConnection) throws -> Void = { _ in }
    ) throws -> Bool {
        try database.write { connection in
            let current = try connection.query(
                "SELECT id FROM dishes WHERE restaurant_id = \(restaurantID) AND archived = 0"
            ).map { ID<Dish>(try $0.string("id")) }
            let listed = layout.flatMap(\.dishes)
            guard !current.isEmpty, listed.count == current.count, Set(listed) == Set(current) else { return false }
            var position = 0
            for section in layout {
                for dish in section.dishes {
                    try connection.execute(
                        "UPDATE dishes SET section = \(section.name), position = \(position) WHERE id = \(dish)")
                    position += 1
                }
            }
            try CatalogQueries(connection).record(.menuArranged, restaurants: [restaurantID])
            try alongside(connection)
            return true
        }
    }

    /// Moves a dish to the end of `section` on its restaurant's menu (the end of the menu when no other dish is in
    /// it), numbering the menu's dishes afresh, in the caller's transaction.
    static func settle(
        _ id: ID<Dish>, in section: String, restaurantID: ID<Restaurant>, _ connection: any DatabaseConnection
    ) throws {
        var order = try connection.query(
            """
            SELECT id, section FROM dishes WHERE restaurant_id = \(restaurantID) AND archived = 0
            ORDER BY position, id
            """
        ).map { (id: ID<Dish>(try $0.string("id")), section: try $0.string("section")) }
        order.removeAll { $0.id == id }
        let end = (order.lastIndex { $0.section == section }).map { $0 + 1 } ?? order.count
        order.insert((id, section), at: end)
        for (position, dish) in order.enumerated() {
            try connection.execute("UPDATE dishes SET position = \(position) WHERE id = \(dish.id)")
        }
    }
}
