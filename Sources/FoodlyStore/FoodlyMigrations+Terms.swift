extension FoodlyMigrations {
    /// `0040_create_restaurant_commissions`: a restaurant's own commission, in basis points, where an operator set
    /// one; every other restaurant pays the default commission of the settlement terms (`app_settings`).
    public static let createRestaurantCommissions = Migration(
        name: "0040_create_restaurant_commissions",
        statements: [
            """
            CREATE TABLE restaurant_commissions (
                restaurant_id TEXT PRIMARY KEY,
                commission_bps INTEGER NOT NULL CHECK (commission_bps BETWEEN 0 AND 5000),
                updated_at TEXT NOT NULL
            )
            """
        ]
    )
}

extension FoodlyMigrations {
    /// `0046_add_drinks_tax_rate`: a restaurant's sales tax on drinks, in basis points, where it differs from its
    /// rate on food (NULL: the same rate).
    public static let addDrinksTaxRate = Migration(
        name: "0046_add_drinks_tax_rate",
        statements: [
            """
            ALTER TABLE restaurants ADD COLUMN drinks_tax_rate_bps INTEGER
                CHECK (drinks_tax_rate_bps BETWEEN 0 AND 3000)
            """
        ]
    )
}
