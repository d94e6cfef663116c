import FoodlyCore

/// The option tables (`dish_option_groups`, `dish_options`) on one connection.
struct OptionQueries {
    let connection: any DatabaseConnection

    /// The option groups of `dishIDs`, each dish's in menu order; dishes without have none.
    func groups(of dishIDs: [ID<Dish>]) throws -> [ID<Dish>: [OptionGroup]] {
        guard !dishIDs.isEmpty else { return [:] }
        return try groups(where: "dish_id IN (\(list: dishIDs))")
    }

    /// The option groups of the dishes of `restaurantIDs` (every restaurant when nil).
    func groups(ofRestaurants restaurantIDs: [ID<Restaurant>]?) throws -> [ID<Dish>: [OptionGroup]] {
        guard let restaurantIDs else { return try groups(where: "1 = 1") }
        guard !restaurantIDs.isEmpty else { return [:] }
        return try groups(where: "dish_id IN (SELECT id FROM dishes WHERE restaurant_id IN (\(list: restaurantIDs)))")
    }

    /// The option groups of the dishes `filter` keeps (a condition on `dish_id`).
    private func groups(where filter: SQL) throws -> [ID<Dish>: [OptionGroup]] {
        let groupFilter: SQL = "WHERE \(filter)"
        let groupRows = try connection.query(
            "SELECT * FROM dish_option_groups \(groupFilter) ORDER BY dish_id, position")
        guard !groupRows.isEmpty else { return [:] }
        var options: [String: [DishOption]] = [:]
        for row in try connection.query("SELECT * FROM dish_options \(groupFilter) ORDER BY group_id, position") {
            options[try row.string("group_id"), default: []].append(
                DishOption(
                    id: ID(try row.string("id")), name: try row.string("name"),
                    priceDelta: try row.int("price_delta"),
                    nutrition: OptionNutrition(
                        kcal: try row.double("kcal"), proteinG: try row.double("protein_g"),
                        carbsG: try row.double("carbs_g"), sugarsG: try row.double("sugars_g"),
                        fatG: try row.double("fat_g"), saturatedFatG: try row.double("saturated_fat_g"),
                        fiberG: try row.double("fiber_g"), saltG: try row.double("salt_g"),
                        grams: try row.double("grams")),
                    allergens: OptionQueries.list(try row.string("allergens")),
                    unsuitableFor: OptionQueries.list(try row.string("unsuitable_for"))))
        }
        var groups: [ID<Dish>: [OptionGroup]] = [:]
        for row in groupRows {
            let id = try row.string("id")
            groups[ID(try row.string("dish_id")), default: []].append(
                OptionGroup(
                    id: ID(id), name: try row.string("name"), minChoices: try row.int("min_choices"),
                    maxChoices: try row.int("max_choices"), options: options[id] ?? []))
        }
        return groups
    }

    /// `dishes` with their option groups filled in.
    func attach(to dishes: [Dish]) throws -> [Dish] {
        let groups = try self.groups(of: dishes.map(\.id))
        guard !groups.isEmpty else { return dishes }
        return dishes.map { dish in
            var dish = dish
            dish.optionGroups = groups[dish.id] ?? []
            return dish
        }
    }

    /// Replaces a dish's option groups with `groups`.
    func replace(_ groups: [OptionGroup], of dishID: ID<Dish>) throws {
        try connection.execute("DELETE FROM dish_options WHERE dish_id = \(dishID)")
        try connection.execute("DELETE FROM dish_option_groups WHERE dish_id = \(dishID)")
        for (position, group) in groups.enumerated() {
            try connection.execute(
                """
                INSERT INTO dish_option_groups (id, dish_id, position, name, min_choices, max_choices)
                VALUES (\(group.id.rawValue), \(dishID), \(position), \(group.name), \(group.minChoices),
                    \(group.maxChoices))
                """)
            for (index, option) in group.options.enumerated() {
                let delta = option.nutrition
                try connection.execute(
                    """
                    INSERT INTO dish_options (id, group_id, dish_id, position, name, price_delta, kcal, protein_g,
                        carbs_g, sugars_g, fat_g, saturated_fat_g, fiber_g, salt_g, grams, allergens, unsuitable_for)
                    VALUES (\(option.id.rawValue), \(group.id.rawValue), \(dishID), \(index), \(option.name),
                        \(option.priceDelta), \(delta.kcal), \(delta.proteinG), \(delta.carbsG), \(delta.sugarsG),
                        \(delta.fatG), \(delta.saturatedFatG), \(delta.fiberG), \(delta.saltG), \(delta.grams),
                        \(option.allergens.map(\.rawValue).joined(separator: ",")),
                        \(option.unsuitableFor.map(\.rawValue).joined(separator: ",")))
                    """)
            }
        }
    }

    /// The values of a comma-separated list of API names (unknown names, from a newer release, are left out).
    private static func list<Value: RawRepresentable<String>>(_ text: String) -> [Value] {
        text.split(separator: ",").compactMap { Value(rawValue: String($0)) }
    }
}
