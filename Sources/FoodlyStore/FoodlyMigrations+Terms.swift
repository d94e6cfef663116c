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

    /// `0047_add_pickup`: whether a restaurant lets customers collect orders at its counter, and how each cart and
    /// order is to reach its customer (`delivery` or `pickup`).
    public static let addPickup = Migration(
        name: "0047_add_pickup",
        statements: [
            "ALTER TABLE restaurants ADD COLUMN offers_pickup INTEGER NOT NULL DEFAULT 0",
            """
            ALTER TABLE carts ADD COLUMN fulfilment TEXT NOT NULL DEFAULT 'delivery'
                CHECK (fulfilment IN ('delivery', 'pickup'))
            """,
            """
            ALTER TABLE orders ADD COLUMN fulfilment TEXT NOT NULL DEFAULT 'delivery'
                CHECK (fulfilment IN ('delivery', 'pickup'))
            """,
        ]
    )
}

extension FoodlyMigrations {
    /// `0049_add_delivery_zones`: the delivery zones an operator drew for a restaurant (`ZonesCodec`'s JSON; empty
    /// for none, when its radius is its area).
    public static let addDeliveryZones = Migration(
        name: "0049_add_delivery_zones",
        statements: ["ALTER TABLE restaurants ADD COLUMN delivery_zones TEXT NOT NULL DEFAULT ''"]
    )
}
