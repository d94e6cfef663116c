extension FoodlyMigrations {
    /// `0041_create_delivery_offers`: dispatch offers a delivery to a courier, who accepts or declines it before it
    /// expires (``FoodlyCore/DispatchRule``); an order has at most one pending offer per courier, and every answer
    /// is kept (who was asked, when, and what they said). A courier's load is counted from the orders they carry,
    /// so the single `current_order_id` slot goes; `idle_since` is when they last had nothing to carry (for the
    /// rule's credit for waiting).
    public static let createDeliveryOffers = Migration(
        name: "0041_create_delivery_offers",
        statements: [
            """
            CREATE TABLE delivery_offers (
                id TEXT PRIMARY KEY,
                order_id TEXT NOT NULL REFERENCES orders(id),
                courier_id TEXT NOT NULL REFERENCES couriers(id),
                state TEXT NOT NULL CHECK (state IN ('pending', 'accepted', 'declined', 'expired', 'withdrawn')),
                offered_at TEXT NOT NULL,
                expires_at TEXT NOT NULL,
                answered_at TEXT
            )
            """,
            "CREATE INDEX delivery_offers_by_order ON delivery_offers (order_id, state)",
            "CREATE INDEX delivery_offers_by_courier ON delivery_offers (courier_id, state)",
            "CREATE INDEX delivery_offers_pending ON delivery_offers (state, expires_at)",
            "ALTER TABLE couriers DROP COLUMN current_order_id",
            "ALTER TABLE couriers ADD COLUMN idle_since TEXT",
            "CREATE INDEX orders_carried ON orders (courier_id, status)",
        ]
    )

    /// `0042_add_handover_codes`: the four digits an order's customer reads out at the door (empty for orders placed
    /// before) and the wrong codes typed so far (five lock the delivery).
    public static let addHandoverCodes = Migration(
        name: "0042_add_handover_codes",
        statements: [
            "ALTER TABLE orders ADD COLUMN handover_code TEXT NOT NULL DEFAULT ''",
            "ALTER TABLE orders ADD COLUMN handover_failures INTEGER NOT NULL DEFAULT 0",
        ]
    )
}

extension FoodlyMigrations {
    /// `0043_add_doorsteps`: whether the customer asked for the order to be left at the door, the courier's attempts
    /// when nobody answers (and when the first was), and the door photos that prove a delivery left at the door
    /// (one per order, a JPEG without metadata, deleted 30 days after it was taken).
    public static let addDoorsteps = Migration(
        name: "0043_add_doorsteps", sqlite: doorstepStatements(bytes: "BLOB"),
        postgres: doorstepStatements(bytes: "BYTEA"))

    private static func doorstepStatements(bytes: String) -> [String] {
        [
            "ALTER TABLE orders ADD COLUMN leave_at_door INTEGER NOT NULL DEFAULT 0",
            "ALTER TABLE orders ADD COLUMN unanswered_since TEXT",
            "ALTER TABLE orders ADD COLUMN door_attempts INTEGER NOT NULL DEFAULT 0",
            """
            CREATE TABLE door_photos (
                order_id TEXT PRIMARY KEY REFERENCES orders(id),
                media_type TEXT NOT NULL,
                bytes \(bytes) NOT NULL,
                taken_at TEXT NOT NULL
            )
            """,
            "CREATE INDEX door_photos_by_time ON door_photos (taken_at)",
        ]
    }
}

extension FoodlyMigrations {
    /// `0044_create_order_messages`: what an order's customer and courier wrote to each other while it was on its
    /// way, with when the other side first saw each message; kept with the order.
    public static let createOrderMessages = Migration(
        name: "0044_create_order_messages",
        statements: [
            """
            CREATE TABLE order_messages (
                id TEXT PRIMARY KEY,
                order_id TEXT NOT NULL REFERENCES orders(id),
                sender TEXT NOT NULL CHECK (sender IN ('customer', 'courier')),
                body TEXT NOT NULL,
                sent_at TEXT NOT NULL,
                read_at TEXT
            )
            """,
            "CREATE INDEX order_messages_by_order ON order_messages (order_id, sent_at)",
        ]
    )
}

extension FoodlyMigrations {
    /// `0045_add_courier_shifts`: each courier's weekly schedule (the `HoursCodec` text of restaurants' hours; empty
    /// for none) and every stretch they were on duty, for the operator's hour-by-hour chart. A courier on duty when
    /// this runs gets an open shift from their record's last change, the best time known.
    public static let addCourierShifts = Migration(
        name: "0045_add_courier_shifts",
        statements: [
            "ALTER TABLE couriers ADD COLUMN weekly_hours TEXT NOT NULL DEFAULT ''",
            """
            CREATE TABLE courier_shifts (
                courier_id TEXT NOT NULL REFERENCES couriers(id),
                started_at TEXT NOT NULL,
                ended_at TEXT,
                PRIMARY KEY (courier_id, started_at)
            )
            """,
            "CREATE INDEX courier_shifts_by_time ON courier_shifts (started_at)",
            "CREATE INDEX orders_by_placed ON orders (placed_at)",
            """
            INSERT INTO courier_shifts (courier_id, started_at)
            SELECT id, updated_at FROM couriers WHERE available = 1 AND active = 1
            """,
        ]
    )
}

extension FoodlyMigrations {
    /// `0048_create_order_issues`: what customers report about delivered orders (a missing or wrong item, a spill,
    /// very late), with a photo when they took one, and the operators' answers: refunded (how much, borne by whom) or
    /// declined, with their words.
    public static let createOrderIssues = Migration(
        name: "0048_create_order_issues", sqlite: orderIssueStatements(bytes: "BLOB"),
        postgres: orderIssueStatements(bytes: "BYTEA"))

    private static func orderIssueStatements(bytes: String) -> [String] {
        [
            """
            CREATE TABLE order_issues (
                id TEXT PRIMARY KEY,
                order_id TEXT NOT NULL REFERENCES orders(id),
                user_id TEXT NOT NULL REFERENCES users(id),
                kind TEXT NOT NULL CHECK (kind IN ('missing_item', 'wrong_item', 'spilled', 'very_late')),
                details TEXT NOT NULL,
                reported_at TEXT NOT NULL,
                state TEXT NOT NULL DEFAULT 'open' CHECK (state IN ('open', 'refunded', 'declined')),
                answer TEXT,
                refunded INTEGER NOT NULL DEFAULT 0 CHECK (refunded >= 0),
                bearer TEXT CHECK (bearer IN ('restaurant', 'platform', 'split', 'courier')),
                answered_at TEXT,
                answered_by TEXT REFERENCES users(id)
            )
            """,
            "CREATE INDEX order_issues_by_order ON order_issues (order_id, reported_at)",
            "CREATE INDEX order_issues_by_state ON order_issues (state, reported_at)",
            "CREATE INDEX order_issues_by_user ON order_issues (user_id)",
            """
            CREATE TABLE order_issue_photos (
                issue_id TEXT PRIMARY KEY REFERENCES order_issues(id),
                media_type TEXT NOT NULL,
                bytes \(bytes) NOT NULL
            )
            """,
        ]
    }
}
