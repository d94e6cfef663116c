import FoodlyCore

extension SQLCatalogStore {
    /// Replaces a dish's option groups with `groups` (checked by `OptionRules`), recorded as a dish edit that every
    /// process applies in place; false when there is no such dish on a menu. `alongside` runs in the same transaction
    /// once they are replaced (the action's audit entry).
    public func setOptionGroups(
        _ groups: [OptionGroup], dishID: ID<Dish>, alongside: (any DatabaseConnection) throws -> Void = { _ in }
    ) throws -> Bool {
        try database.write { connection in
            guard
                let owner = try connection.queryOne(
                    "SELECT restaurant_id FROM dishes WHERE id = \(dishID) AND archived = 0")
            else { return false }
            try OptionQueries(connection: connection).replace(groups, of: dishID)
            try CatalogQueries(connection).record(
                .dishEdited, restaurants: [ID(try owner.string("restaurant_id"))], dish: dishID)
            try alongside(connection)
            return true
        }
    }
}
