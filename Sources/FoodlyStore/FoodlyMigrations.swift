import Foundation

/// The schema of the Foodly database, as an ordered list of migrations.
///
/// Append new migrations at the end; never edit or reorder released ones.
public enum FoodlyMigrations {
    /// Every migration, in the order they are applied.
    public static let all: [Migration] = [
        createAppSettings,
        createAccounts,
        createCatalog,
        createCatalogVersion,
        createOrdering,
        createLifecycle,
        dropCatalogIndexes,
        createOrderNumbers,
        createDiary,
        createBodyAndWeight,
        createAccountTokens,
        createCatalogChanges,
        addRestaurantRegions,
        createFavourites,
        createScheduledOrders,
        createMerchants,
        createAddresses,
        addRestaurantPauses,
        createDishOptions,
        createPhotoVariants,
        createRestaurantNumbers,
        createAuditLog,
        addSuspensionsAndCourierActivity,
        addAccountLocks,
        backfillOrderLedger,
        addCatalogOrigin,
        addDishSpiciness,
        createMailQueue,
        createKnownDevices,
        createCardPayments,
        addOptionAllergens,
        addDefaultCard,
        createChargeAttempts,
        addCartLineNotes,
        createLedger,
        createPayouts,
        createInvoices,
        addMailAttachments,
        createRestaurantCommissions,
        createDeliveryOffers,
        addHandoverCodes,
        addDoorsteps,
        createOrderMessages,
        addCourierShifts,
        addDrinksTaxRate,
        addPickup,
        createOrderIssues,
        addDeliveryZones,
    ]

    /// `0001_create_app_settings`: a key/value table for settings that live in the database.
    public static let createAppSettings = Migration(
        name: "0001_create_app_settings",
        statements: [
            """
            CREATE TABLE app_settings (
                key TEXT PRIMARY KEY,
                value TEXT NOT NULL,
                updated_at TEXT NOT NULL
            )
            """
        ]
    )

    /// `0002_create_accounts`: users, sessions (token hashes only) and login failures for throttling.
    public static let createAccounts = Migration(
        name: "0002_create_accounts",
        sqlite: accountStatements(real: "REAL"),
        postgres: accountStatements(real: "DOUBLE PRECISION")
    )

    private static func accountStatements(real: String) -> [String] {
        [
            """
            CREATE TABLE users (
                id TEXT PRIMARY KEY,
                full_name TEXT NOT NULL,
                email TEXT NOT NULL UNIQUE,
                password_hash TEXT NOT NULL,
                phone TEXT,
                address_line1 TEXT,
                address_line2 TEXT,
                address_city TEXT,
                address_postcode TEXT,
                address_latitude \(real),
                address_longitude \(real),
                address_instructions TEXT,
                daily_kcal_target INTEGER,
                diets TEXT NOT NULL DEFAULT '',
                avoid_allergens TEXT NOT NULL DEFAULT '',
                show_calories INTEGER NOT NULL DEFAULT 1,
                role TEXT NOT NULL DEFAULT 'customer' CHECK (role IN ('customer', 'staff', 'courier', 'admin')),
                created_at TEXT NOT NULL,
                updated_at TEXT NOT NULL
            )
            """,
            """
            CREATE TABLE sessions (
                token_hash TEXT PRIMARY KEY,
                user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
                created_at TEXT NOT NULL,
                expires_at TEXT NOT NULL
            )
            """,
            "CREATE INDEX sessions_user_id ON sessions(user_id)",
            """
            CREATE TABLE login_failures (
                scope TEXT NOT NULL,
                failed_at TEXT NOT NULL
            )
            """,
            "CREATE INDEX login_failures_scope ON login_failures(scope, failed_at)",
        ]
    }

    /// `0003_create_catalog`: restaurants, their delivery areas (an R*Tree in SQLite), dishes and categories.
    public static let createCatalog = Migration(
        name: "0003_create_catalog",
        sqlite: catalogStatements(real: "REAL") + [
            "CREATE VIRTUAL TABLE restaurant_areas USING rtree(area_key, min_lat, max_lat, min_lon, max_lon)"
        ],
        postgres: catalogStatements(real: "DOUBLE PRECISION") + [
            "CREATE INDEX restaurants_area ON restaurants(area_min_lat, area_max_lat, area_min_lon, area_max_lon)"
        ]
    )

    private static func catalogStatements(real: String) -> [String] {
        [
            """
            CREATE TABLE restaurants (
                id TEXT PRIMARY KEY,
                area_key INTEGER NOT NULL UNIQUE,
                name TEXT NOT NULL,
                cuisine TEXT NOT NULL,
                description TEXT NOT NULL,
                phone TEXT NOT NULL,
                categories TEXT NOT NULL,
                image_url TEXT,
                address TEXT NOT NULL,
                latitude \(real) NOT NULL,
                longitude \(real) NOT NULL,
                delivery_radius_km \(real) NOT NULL,
                area_min_lat \(real) NOT NULL,
                area_max_lat \(real) NOT NULL,
                area_min_lon \(real) NOT NULL,
                area_max_lon \(real) NOT NULL,
                time_zone TEXT NOT NULL,
                prep_minutes INTEGER NOT NULL,
                opening_hours TEXT NOT NULL,
                delivery_base INTEGER NOT NULL,
                delivery_per_km INTEGER NOT NULL,
                free_delivery_over INTEGER,
                minimum_order INTEGER NOT NULL,
                tax_rate_bps INTEGER NOT NULL,
                rating_sum INTEGER NOT NULL DEFAULT 0,
                rating_count INTEGER NOT NULL DEFAULT 0,
                order_count INTEGER NOT NULL DEFAULT 0,
                nutri_grade TEXT NOT NULL,
                created_at TEXT NOT NULL
            )
            """,
            """
            CREATE TABLE dishes (
                id TEXT PRIMARY KEY,
                restaurant_id TEXT NOT NULL REFERENCES restaurants(id) ON DELETE CASCADE,
                section TEXT NOT NULL,
                position INTEGER NOT NULL,
                name TEXT NOT NULL,
                description TEXT NOT NULL,
                price INTEGER NOT NULL CHECK (price > 0),
                portion_grams \(real) NOT NULL,
                kcal \(real) NOT NULL,
                protein_g \(real) NOT NULL,
                carbs_g \(real) NOT NULL,
                sugars_g \(real) NOT NULL,
                fat_g \(real) NOT NULL,
                saturated_fat_g \(real) NOT NULL,
                fiber_g \(real) NOT NULL,
                salt_g \(real) NOT NULL,
                fruit_veg_legume_percent \(real) NOT NULL,
                nutri_category TEXT NOT NULL,
                nutri_grade TEXT NOT NULL,
                allergens TEXT NOT NULL,
                diets TEXT NOT NULL,
                available INTEGER NOT NULL,
                image_url TEXT
            )
            """,
            "CREATE INDEX dishes_restaurant ON dishes(restaurant_id, position)",
            """
            CREATE TABLE restaurant_categories (
                slug TEXT NOT NULL,
                restaurant_id TEXT NOT NULL REFERENCES restaurants(id) ON DELETE CASCADE,
                PRIMARY KEY (slug, restaurant_id)
            )
            """,
            """
            CREATE TABLE restaurant_diets (
                diet TEXT NOT NULL,
                restaurant_id TEXT NOT NULL REFERENCES restaurants(id) ON DELETE CASCADE,
                PRIMARY KEY (diet, restaurant_id)
            )
            """,
        ]
    }

    /// `0004_create_catalog_version`: one counter, raised in the transaction of every catalog change, so each
    /// process knows when its in-memory copy of the catalog (listing and search) is stale.
    public static let createCatalogVersion = Migration(
        name: "0004_create_catalog_version",
        statements: [
            "CREATE TABLE catalog_version (id INTEGER PRIMARY KEY CHECK (id = 1), version BIGINT NOT NULL)",
            "INSERT INTO catalog_version (id, version) VALUES (1, 0)",
        ]
    )

    /// `0005_create_ordering`: coupons and their redemptions, one cart per user, couriers, orders with their
    /// idempotency keys and time-stamped status changes.
    public static let createOrdering = Migration(
        name: "0005_create_ordering", sqlite: orderingStatements(real: "REAL"),
        postgres: orderingStatements(real: "DOUBLE PRECISION"))

    private static func orderingStatements(real: String) -> [String] {
        [
            """
            CREATE TABLE coupons (
                code TEXT PRIMARY KEY,
                description TEXT NOT NULL,
                kind TEXT NOT NULL CHECK (kind IN ('percent', 'fixed', 'free_delivery')),
                basis_points INTEGER,
                cap INTEGER,
                amount INTEGER,
                minimum_subtotal INTEGER NOT NULL DEFAULT 0,
                valid_from TEXT,
                valid_until TEXT,
                total_limit INTEGER,
                per_customer_limit INTEGER,
                first_order_only INTEGER NOT NULL DEFAULT 0,
                restaurant_id TEXT REFERENCES restaurants(id) ON DELETE CASCADE,
                redemptions INTEGER NOT NULL DEFAULT 0,
                created_at TEXT NOT NULL
            )
            """,
            """
            CREATE TABLE carts (
                user_id TEXT PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
                restaurant_id TEXT REFERENCES restaurants(id) ON DELETE SET NULL,
                coupon_code TEXT,
                address TEXT,
                tip INTEGER NOT NULL DEFAULT 0,
                updated_at TEXT NOT NULL
            )
            """,
            """
            CREATE TABLE cart_items (
                user_id TEXT NOT NULL REFERENCES carts(user_id) ON DELETE CASCADE,
                dish_id TEXT NOT NULL REFERENCES dishes(id) ON DELETE CASCADE,
                quantity INTEGER NOT NULL CHECK (quantity BETWEEN 1 AND 50),
                added_at TEXT NOT NULL,
                PRIMARY KEY (user_id, dish_id)
            )
            """,
            """
            CREATE TABLE couriers (
                id TEXT PRIMARY KEY,
                user_id TEXT UNIQUE REFERENCES users(id) ON DELETE SET NULL,
                name TEXT NOT NULL,
                phone TEXT NOT NULL,
                vehicle TEXT NOT NULL CHECK (vehicle IN ('bicycle', 'scooter', 'car')),
                latitude \(real) NOT NULL,
                longitude \(real) NOT NULL,
                available INTEGER NOT NULL DEFAULT 1,
                current_order_id TEXT,
                updated_at TEXT NOT NULL
            )
            """,
            """
            CREATE TABLE orders (
                id TEXT PRIMARY KEY,
                number INTEGER NOT NULL UNIQUE,
                user_id TEXT NOT NULL REFERENCES users(id),
                restaurant_id TEXT NOT NULL REFERENCES restaurants(id),
                status TEXT NOT NULL,
                items TEXT NOT NULL,
                subtotal INTEGER NOT NULL,
                discount INTEGER NOT NULL,
                delivery_fee INTEGER NOT NULL,
                service_fee INTEGER NOT NULL,
                tax INTEGER NOT NULL,
                tip INTEGER NOT NULL,
                total INTEGER NOT NULL CHECK (total >= 0),
                coupon_code TEXT,
                address TEXT NOT NULL,
                notes TEXT NOT NULL DEFAULT '',
                courier_id TEXT REFERENCES couriers(id),
                eta_min INTEGER NOT NULL,
                eta_max INTEGER NOT NULL,
                estimated_delivery_at TEXT NOT NULL,
                placed_at TEXT NOT NULL,
                idempotency_key TEXT NOT NULL,
                request_hash TEXT NOT NULL,
                UNIQUE (user_id, idempotency_key)
            )
            """,
            "CREATE INDEX orders_by_user ON orders (user_id, placed_at)",
            "CREATE INDEX orders_waiting ON orders (status, courier_id, placed_at)",
            """
            CREATE TABLE order_timeline (
                order_id TEXT NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
                sequence INTEGER NOT NULL,
                status TEXT NOT NULL,
                at TEXT NOT NULL,
                PRIMARY KEY (order_id, sequence)
            )
            """,
            """
            CREATE TABLE coupon_redemptions (
                coupon_code TEXT NOT NULL REFERENCES coupons(code),
                user_id TEXT NOT NULL REFERENCES users(id),
                order_id TEXT NOT NULL UNIQUE REFERENCES orders(id),
                redeemed_at TEXT NOT NULL
            )
            """,
            "CREATE INDEX redemptions_by_user ON coupon_redemptions (coupon_code, user_id)",
        ]
    }

    /// `0006_create_lifecycle`: which restaurant each staff member works for, and reviews (one per order).
    public static let createLifecycle = Migration(
        name: "0006_create_lifecycle",
        statements: [
            """
            CREATE TABLE restaurant_staff (
                user_id TEXT PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
                restaurant_id TEXT NOT NULL REFERENCES restaurants(id) ON DELETE CASCADE
            )
            """,
            """
            CREATE TABLE reviews (
                order_id TEXT PRIMARY KEY REFERENCES orders(id) ON DELETE CASCADE,
                user_id TEXT NOT NULL REFERENCES users(id),
                restaurant_id TEXT NOT NULL REFERENCES restaurants(id),
                rating INTEGER NOT NULL CHECK (rating BETWEEN 1 AND 5),
                comment TEXT NOT NULL DEFAULT '',
                created_at TEXT NOT NULL
            )
            """,
            "CREATE INDEX orders_by_restaurant ON orders (restaurant_id, placed_at)",
            "CREATE INDEX orders_by_courier ON orders (courier_id, placed_at)",
        ]
    )

    /// `0007_drop_catalog_indexes`: the area R*Tree and the category and diet tables, written at import but read by
    /// nothing since lists and search use the in-memory catalog (`CatalogSnapshot`).
    public static let dropCatalogIndexes = Migration(
        name: "0007_drop_catalog_indexes",
        sqlite: ["DROP TABLE restaurant_areas", "DROP TABLE restaurant_categories", "DROP TABLE restaurant_diets"],
        postgres: ["DROP INDEX restaurants_area", "DROP TABLE restaurant_categories", "DROP TABLE restaurant_diets"]
    )

    /// `0008_create_order_numbers`: on PostgreSQL, a sequence for order numbers, continuing after the highest one
    /// (SQLite, with one writer, keeps taking the highest number plus one).
    public static let createOrderNumbers = Migration(
        name: "0008_create_order_numbers",
        sqlite: [],
        postgres: [
            "CREATE SEQUENCE order_numbers",
            "SELECT setval('order_numbers', GREATEST((SELECT MAX(number) FROM orders), 1000))",
        ]
    )

    /// `0009_create_diary`: what each customer ate, a delivered order or a meal added by hand (`order_id` null).
    public static let createDiary = Migration(
        name: "0009_create_diary", sqlite: diaryStatements(real: "REAL"),
        postgres: diaryStatements(real: "DOUBLE PRECISION"))

    private static func diaryStatements(real: String) -> [String] {
        [
            """
            CREATE TABLE diary_entries (
                id TEXT PRIMARY KEY,
                user_id TEXT NOT NULL REFERENCES users(id),
                eaten_at TEXT NOT NULL,
                name TEXT NOT NULL,
                kcal \(real) NOT NULL,
                protein_g \(real),
                carbs_g \(real),
                fat_g \(real),
                order_id TEXT UNIQUE REFERENCES orders(id),
                created_at TEXT NOT NULL
            )
            """,
            "CREATE INDEX diary_entries_user_time ON diary_entries (user_id, eaten_at)",
        ]
    }

    /// `0010_create_body_and_weight`: the body profile a customer's daily target is worked out from, their weight
    /// log (one weight a day, in their own calendar), and a dish's ingredient list as printed on its label.
    public static let createBodyAndWeight = Migration(
        name: "0010_create_body_and_weight", sqlite: bodyAndWeightStatements(real: "REAL"),
        postgres: bodyAndWeightStatements(real: "DOUBLE PRECISION"))

    private static func bodyAndWeightStatements(real: String) -> [String] {
        [
            """
            CREATE TABLE body_profiles (
                user_id TEXT PRIMARY KEY REFERENCES users(id),
                goal TEXT NOT NULL,
                sex TEXT NOT NULL,
                age INTEGER NOT NULL,
                height_cm \(real) NOT NULL,
                weight_kg \(real) NOT NULL,
                activity TEXT NOT NULL,
                pace_kg_per_week \(real),
                goal_weight_kg \(real),
                updated_at TEXT NOT NULL
            )
            """,
            """
            CREATE TABLE weight_entries (
                id TEXT PRIMARY KEY,
                user_id TEXT NOT NULL REFERENCES users(id),
                measured_on TEXT NOT NULL,
                weight_kg \(real) NOT NULL,
                created_at TEXT NOT NULL,
                UNIQUE (user_id, measured_on)
            )
            """,
            "ALTER TABLE dishes ADD COLUMN ingredients TEXT NOT NULL DEFAULT ''",
        ]
    }

    /// `0011_create_account_tokens`: the links mailed to account holders (a password reset, an address to confirm),
    /// each stored as the hash of its token with its purpose, expiry and use; the mails people asked for, counted
    /// per address and per client address for `MailThrottle`; and when each account's address was confirmed.
    public static let createAccountTokens = Migration(
        name: "0011_create_account_tokens",
        statements: [
            """
            CREATE TABLE account_tokens (
                token_hash TEXT PRIMARY KEY,
                user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
                purpose TEXT NOT NULL CHECK (purpose IN ('password_reset', 'email_verification')),
                created_at TEXT NOT NULL,
                expires_at TEXT NOT NULL,
                used_at TEXT
            )
            """,
            "CREATE INDEX account_tokens_user ON account_tokens (user_id, purpose)",
            """
            CREATE TABLE mail_requests (
                scope TEXT NOT NULL,
                requested_at TEXT NOT NULL
            )
            """,
            "CREATE INDEX mail_requests_scope ON mail_requests (scope, requested_at)",
            "ALTER TABLE users ADD COLUMN email_verified_at TEXT",
        ]
    )

    /// `0012_create_catalog_changes`: the catalog's change log, one row per restaurant a change touched at each
    /// catalog version (written in the change's transaction), which every process applies to its in-memory catalog
    /// in place; and dishes taken off a menu for good (`archived`), kept for the orders that name them.
    public static let createCatalogChanges = Migration(
        name: "0012_create_catalog_changes",
        statements: [
            """
            CREATE TABLE catalog_changes (
                version BIGINT NOT NULL,
                restaurant_id TEXT,
                kind TEXT NOT NULL,
                dish_id TEXT
            )
            """,
            "CREATE INDEX catalog_changes_version ON catalog_changes (version)",
            "ALTER TABLE dishes ADD COLUMN archived INTEGER NOT NULL DEFAULT 0",
        ]
    )

    /// `0013_add_restaurant_regions`: the region (city or area) each restaurant belongs to, so that a server process
    /// can hold only some regions.
    public static let addRestaurantRegions = Migration(
        name: "0013_add_restaurant_regions",
        statements: [
            "ALTER TABLE restaurants ADD COLUMN region TEXT NOT NULL DEFAULT 'default'"
        ]
    )

    /// `0014_create_favourites`: the restaurants and dishes each customer keeps to find again (kind `restaurant` or
    /// `dish` and its id; no foreign key, so one table holds both and an archived dish's favourite stays).
    public static let createFavourites = Migration(
        name: "0014_create_favourites",
        statements: [
            """
            CREATE TABLE favourites (
                user_id TEXT NOT NULL REFERENCES users(id),
                kind TEXT NOT NULL,
                item_id TEXT NOT NULL,
                created_at TEXT NOT NULL,
                PRIMARY KEY (user_id, kind, item_id)
            )
            """
        ]
    )

    /// `0015_create_scheduled_orders`: orders for later: the slot an order is booked for, when its kitchen's time
    /// comes (the preparation time before the slot; scheduled orders are found by it), and why an order was
    /// cancelled when the customer did not cancel it (the restaurant not taking orders for the slot).
    public static let createScheduledOrders = Migration(
        name: "0015_create_scheduled_orders",
        statements: [
            "ALTER TABLE orders ADD COLUMN scheduled_for TEXT",
            "ALTER TABLE orders ADD COLUMN kitchen_at TEXT",
            "ALTER TABLE orders ADD COLUMN cancellation_reason TEXT",
            "CREATE INDEX orders_due ON orders (status, kitchen_at)",
        ]
    )

    /// `0016_create_merchants`: restaurants' applications to join (the checked application in the import format,
    /// its status and the decision), each staff member's role at their restaurant (existing kitchen staff are
    /// `staff`), and invitations to join a restaurant's staff, each stored as the hash of its mailed token.
    public static let createMerchants = Migration(
        name: "0016_create_merchants",
        statements: [
            """
            CREATE TABLE restaurant_applications (
                id TEXT PRIMARY KEY,
                user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
                details TEXT NOT NULL,
                status TEXT NOT NULL CHECK (status IN ('pending', 'approved', 'rejected')),
                reason TEXT,
                restaurant_id TEXT REFERENCES restaurants(id),
                created_at TEXT NOT NULL,
                decided_at TEXT
            )
            """,
            "CREATE INDEX restaurant_applications_user ON restaurant_applications (user_id, created_at)",
            """
            ALTER TABLE restaurant_staff ADD COLUMN role TEXT NOT NULL DEFAULT 'staff'
                CHECK (role IN ('owner', 'manager', 'staff'))
            """,
            """
            CREATE TABLE staff_invites (
                token_hash TEXT PRIMARY KEY,
                restaurant_id TEXT NOT NULL REFERENCES restaurants(id) ON DELETE CASCADE,
                email TEXT NOT NULL,
                role TEXT NOT NULL CHECK (role IN ('owner', 'manager', 'staff')),
                invited_by TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
                created_at TEXT NOT NULL,
                expires_at TEXT NOT NULL,
                used_at TEXT
            )
            """,
            "CREATE INDEX staff_invites_restaurant ON staff_invites (restaurant_id, created_at)",
        ]
    )

    /// `0017_create_addresses`: the address table that address search reads (imported from OpenAddresses-style
    /// files; `match_key` is the duplicate key, see `AddressText.key`), the version that tells every process to
    /// reload it, and each customer's saved addresses (a label, the address, one default).
    public static let createAddresses = Migration(
        name: "0017_create_addresses", sqlite: addressStatements(real: "REAL"),
        postgres: addressStatements(real: "DOUBLE PRECISION"))

    private static func addressStatements(real: String) -> [String] {
        [
            """
            CREATE TABLE known_addresses (
                id BIGINT PRIMARY KEY,
                number TEXT NOT NULL,
                street TEXT NOT NULL,
                unit TEXT,
                city TEXT NOT NULL,
                postcode TEXT,
                latitude \(real) NOT NULL,
                longitude \(real) NOT NULL,
                match_key TEXT NOT NULL UNIQUE
            )
            """,
            """
            CREATE TABLE saved_addresses (
                id TEXT PRIMARY KEY,
                user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
                label TEXT NOT NULL CHECK (label IN ('home', 'work', 'other')),
                address TEXT NOT NULL,
                is_default INTEGER NOT NULL DEFAULT 0,
                created_at TEXT NOT NULL,
                updated_at TEXT NOT NULL
            )
            """,
            "CREATE INDEX saved_addresses_user ON saved_addresses (user_id, created_at)",
        ]
    }

    /// `0019_add_restaurant_pauses`: a restaurant's closures for dates (holidays, as `ClosuresCodec` text, past
    /// ones dropped when the list changes) and its pause of new orders (`paused` with `paused_until`, null until it
    /// resumes; a pause that ran out is read as none, so nothing is written when it ends).
    public static let addRestaurantPauses = Migration(
        name: "0019_add_restaurant_pauses",
        statements: [
            "ALTER TABLE restaurants ADD COLUMN closures TEXT NOT NULL DEFAULT ''",
            "ALTER TABLE restaurants ADD COLUMN paused INTEGER NOT NULL DEFAULT 0",
            "ALTER TABLE restaurants ADD COLUMN paused_until TEXT",
        ]
    )

    /// `0025_add_account_locks`: when and why an operator locked an account (a locked account cannot log in and
    /// its sessions no longer count).
    public static let addAccountLocks = Migration(
        name: "0025_add_account_locks",
        statements: [
            "ALTER TABLE users ADD COLUMN locked_at TEXT",
            "ALTER TABLE users ADD COLUMN locked_reason TEXT",
        ])

    /// `0026_backfill_order_ledger`: the ledger lines of the orders placed before the ledger existed, so their
    /// numbers add up as new orders' do: a charge of each order's total when it was placed and, for an order that
    /// ended cancelled or rejected, a refund of it all when it ended (the reason is the status).
    public static let backfillOrderLedger = Migration(
        name: "0026_backfill_order_ledger",
        statements: [
            """
            INSERT INTO order_ledger (id, order_id, kind, amount, reason, actor_id, at)
            SELECT 'charge-' || id, id, 'charge', total, 'order placed', NULL, placed_at FROM orders WHERE total > 0
            """,
            """
            INSERT INTO order_ledger (id, order_id, kind, amount, reason, actor_id, at)
            SELECT 'refund-' || o.id, o.id, 'refund', o.total, o.status, NULL,
                COALESCE((SELECT MAX(t.at) FROM order_timeline t WHERE t.order_id = o.id), o.placed_at)
            FROM orders o WHERE o.total > 0 AND o.status IN ('cancelled', 'rejected')
            """,
        ])

    /// `0027_add_catalog_origin`: a random name for the catalog's history, given when the database is made (and
    /// again when a backup is restored): a catalog file of `foodly serve` written under another is not used.
    public static let addCatalogOrigin = Migration(
        name: "0027_add_catalog_origin",
        sqlite: [
            "ALTER TABLE catalog_version ADD COLUMN origin TEXT NOT NULL DEFAULT ''",
            "UPDATE catalog_version SET origin = \(CatalogQueries.newOrigin(.sqlite))",
        ],
        postgres: [
            "ALTER TABLE catalog_version ADD COLUMN origin TEXT NOT NULL DEFAULT ''",
            "UPDATE catalog_version SET origin = \(CatalogQueries.newOrigin(.postgres))",
        ])

    /// `0023_create_audit_log`: the audit log of operators' and restaurants' actions (who, what, when, the values
    /// before and after), which refuses updates, its entries numbered in the order they were written (on
    /// PostgreSQL from the `audit_numbers` sequence, as order numbers are); and the ledger of each order's money
    /// movements (charges and refunds, append-only by the same rule).
    public static let createAuditLog = Migration(
        name: "0023_create_audit_log",
        sqlite: auditStatements + [
            appendOnlyTrigger("audit_log", sqlite: true), appendOnlyTrigger("order_ledger", sqlite: true),
        ],
        postgres: auditStatements + [
            "CREATE SEQUENCE audit_numbers", refuseUpdateFunction,
            appendOnlyTrigger("audit_log", sqlite: false), appendOnlyTrigger("order_ledger", sqlite: false),
        ])

    private static let auditStatements = [
        """
        CREATE TABLE audit_log (
            id TEXT PRIMARY KEY,
            seq INTEGER NOT NULL UNIQUE,
            at TEXT NOT NULL,
            actor_id TEXT REFERENCES users(id),
            actor_label TEXT NOT NULL,
            actor_role TEXT NOT NULL,
            action TEXT NOT NULL,
            subject_kind TEXT NOT NULL,
            subject_id TEXT NOT NULL,
            subject_label TEXT NOT NULL,
            restaurant_id TEXT,
            before_values TEXT NOT NULL,
            after_values TEXT NOT NULL
        )
        """,
        "CREATE INDEX audit_log_by_subject ON audit_log (subject_id, seq)",
        "CREATE INDEX audit_log_by_restaurant ON audit_log (restaurant_id, seq)",
        """
        CREATE TABLE order_ledger (
            id TEXT PRIMARY KEY,
            order_id TEXT NOT NULL REFERENCES orders(id),
            kind TEXT NOT NULL,
            amount INTEGER NOT NULL CHECK (amount > 0),
            reason TEXT NOT NULL DEFAULT '',
            actor_id TEXT REFERENCES users(id),
            at TEXT NOT NULL
        )
        """,
        "CREATE INDEX order_ledger_by_order ON order_ledger (order_id, at)",
        "CREATE INDEX order_ledger_by_time ON order_ledger (at)",
    ]

    /// PostgreSQL's function behind the append-only triggers.
    static let refuseUpdateFunction = """
        CREATE FUNCTION refuse_update() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN RAISE EXCEPTION '% is append-only', TG_TABLE_NAME; END $$
        """

    static func appendOnlyTrigger(_ table: String, sqlite: Bool) -> String {
        sqlite
            ? """
            CREATE TRIGGER \(table)_append_only BEFORE UPDATE ON \(table)
            BEGIN SELECT RAISE(ABORT, '\(table) is append-only'); END
            """
            : """
            CREATE TRIGGER \(table)_append_only BEFORE UPDATE ON \(table)
            FOR EACH ROW EXECUTE FUNCTION refuse_update()
            """
    }

    /// `0022_create_restaurant_numbers`: what each order promised (`promised_by`, the end of the arrival window
    /// shown when it was placed or rescheduled; later estimates move `estimated_delivery_at`, not the promise), so
    /// late orders can be counted, and the restaurant's public reply to a review.
    public static let createRestaurantNumbers = Migration(
        name: "0022_create_restaurant_numbers",
        statements: [
            "ALTER TABLE orders ADD COLUMN promised_by TEXT",
            "UPDATE orders SET promised_by = estimated_delivery_at",
            "CREATE INDEX orders_by_promise ON orders (restaurant_id, promised_by)",
            "ALTER TABLE reviews ADD COLUMN reply TEXT",
            "ALTER TABLE reviews ADD COLUMN replied_at TEXT",
            "CREATE INDEX reviews_by_restaurant ON reviews (restaurant_id, created_at)",
        ]
    )

    /// `0021_create_photo_variants`: the kept sizes of uploaded dish and restaurant photos (JPEG, metadata stripped),
    /// each under its photo's content hash and width, so every process serves them from the database; and the drawn
    /// picture a photo took the place of on a dish or restaurant, shown again when the photo is removed.
    public static let createPhotoVariants = Migration(
        name: "0021_create_photo_variants", sqlite: photoStatements(bytes: "BLOB"),
        postgres: photoStatements(bytes: "BYTEA"))

    private static func photoStatements(bytes: String) -> [String] {
        [
            """
            CREATE TABLE photo_variants (
                hash TEXT NOT NULL,
                width INTEGER NOT NULL,
                height INTEGER NOT NULL,
                media_type TEXT NOT NULL,
                bytes \(bytes) NOT NULL,
                created_at TEXT NOT NULL,
                PRIMARY KEY (hash, width)
            )
            """,
            "ALTER TABLE dishes ADD COLUMN drawn_image_url TEXT",
            "ALTER TABLE restaurants ADD COLUMN drawn_image_url TEXT",
        ]
    }

    /// `0020_create_dish_options`: dishes' option groups and their options (price and nutrition deltas), and cart
    /// lines keyed by dish and chosen options (`options`: the option ids sorted and joined by `~`, empty for none),
    /// so two lines of one dish with different options stay apart.
    public static let createDishOptions = Migration(
        name: "0020_create_dish_options", sqlite: dishOptionStatements(real: "REAL"),
        postgres: dishOptionStatements(real: "DOUBLE PRECISION"))

    private static func dishOptionStatements(real: String) -> [String] {
        [
            """
            CREATE TABLE dish_option_groups (
                id TEXT PRIMARY KEY,
                dish_id TEXT NOT NULL REFERENCES dishes(id) ON DELETE CASCADE,
                position INTEGER NOT NULL,
                name TEXT NOT NULL,
                min_choices INTEGER NOT NULL CHECK (min_choices >= 0),
                max_choices INTEGER NOT NULL CHECK (max_choices >= 1 AND max_choices >= min_choices)
            )
            """,
            "CREATE INDEX dish_option_groups_dish ON dish_option_groups (dish_id, position)",
            """
            CREATE TABLE dish_options (
                id TEXT PRIMARY KEY,
                group_id TEXT NOT NULL REFERENCES dish_option_groups(id) ON DELETE CASCADE,
                dish_id TEXT NOT NULL REFERENCES dishes(id) ON DELETE CASCADE,
                position INTEGER NOT NULL,
                name TEXT NOT NULL,
                price_delta INTEGER NOT NULL,
                kcal \(real) NOT NULL,
                protein_g \(real) NOT NULL,
                carbs_g \(real) NOT NULL,
                sugars_g \(real) NOT NULL,
                fat_g \(real) NOT NULL,
                saturated_fat_g \(real) NOT NULL,
                fiber_g \(real) NOT NULL,
                salt_g \(real) NOT NULL,
                grams \(real) NOT NULL
            )
            """,
            "CREATE INDEX dish_options_group ON dish_options (group_id, position)",
            "CREATE INDEX dish_options_dish ON dish_options (dish_id)",
            """
            CREATE TABLE cart_lines (
                user_id TEXT NOT NULL REFERENCES carts(user_id) ON DELETE CASCADE,
                dish_id TEXT NOT NULL REFERENCES dishes(id) ON DELETE CASCADE,
                options TEXT NOT NULL DEFAULT '',
                quantity INTEGER NOT NULL CHECK (quantity BETWEEN 1 AND 50),
                added_at TEXT NOT NULL,
                PRIMARY KEY (user_id, dish_id, options)
            )
            """,
            """
            INSERT INTO cart_lines (user_id, dish_id, options, quantity, added_at)
            SELECT user_id, dish_id, '', quantity, added_at FROM cart_items
            """,
            "DROP TABLE cart_items",
        ]
    }

    /// `0024_add_suspensions_and_courier_activity`: an operator's suspension of a restaurant (since when and why;
    /// both null while it is not suspended), whether a courier works for Foodly at all (an inactive one cannot go
    /// on duty and gets no deliveries) and when the courier last sent their position (null until they do).
    public static let addSuspensionsAndCourierActivity = Migration(
        name: "0024_add_suspensions_and_courier_activity",
        statements: [
            "ALTER TABLE restaurants ADD COLUMN suspended_at TEXT",
            "ALTER TABLE restaurants ADD COLUMN suspension_reason TEXT",
            "ALTER TABLE couriers ADD COLUMN active INTEGER NOT NULL DEFAULT 1",
            "ALTER TABLE couriers ADD COLUMN located_at TEXT",
        ]
    )

    /// `0028_add_dish_spiciness`: how hot a dish is, 0 (not spicy) to 3.
    public static let addDishSpiciness = Migration(
        name: "0028_add_dish_spiciness",
        statements: ["ALTER TABLE dishes ADD COLUMN spicy_level INTEGER NOT NULL DEFAULT 0"]
    )

    /// `0029_create_mail_queue`: outgoing mail, written in the transaction of what caused it and deleted once
    /// sent, sent in the order written (`seq`; on PostgreSQL from the `mail_numbers` sequence); `attempts`,
    /// `next_attempt_at` and `last_error` follow the retries (`MailRetry`), `claimed_until` keeps other processes off
    /// a message while one sends it, and `given_up_at` marks one that ran out of tries.
    public static let createMailQueue = Migration(
        name: "0029_create_mail_queue", sqlite: mailQueueStatements,
        postgres: ["CREATE SEQUENCE mail_numbers"] + mailQueueStatements)

    private static let mailQueueStatements = [
        """
        CREATE TABLE mail_queue (
            message_id TEXT PRIMARY KEY,
            seq BIGINT NOT NULL UNIQUE,
            from_address TEXT NOT NULL,
            from_name TEXT,
            to_address TEXT NOT NULL,
            to_name TEXT,
            subject TEXT NOT NULL,
            body TEXT NOT NULL,
            written_at TEXT NOT NULL,
            queued_at TEXT NOT NULL,
            attempts INTEGER NOT NULL DEFAULT 0,
            next_attempt_at TEXT NOT NULL,
            claimed_until TEXT,
            last_error TEXT,
            given_up_at TEXT
        )
        """,
        "CREATE INDEX mail_queue_due ON mail_queue (given_up_at, next_attempt_at, seq)",
    ]

    /// `0030_create_known_devices`: the devices each account signed in from (a browser's device cookie, an app's
    /// device token; only its hash is stored), which the login throttle lets in while the account is under attack
    /// from unknown ones.
    public static let createKnownDevices = Migration(
        name: "0030_create_known_devices",
        statements: [
            """
            CREATE TABLE known_devices (
                token_hash TEXT PRIMARY KEY,
                user_id TEXT NOT NULL REFERENCES users(id),
                created_at TEXT NOT NULL,
                last_used_at TEXT NOT NULL
            )
            """,
            "CREATE INDEX known_devices_by_user ON known_devices (user_id, last_used_at)",
        ]
    )

    /// `0031_create_card_payments`: each order's card payment (written before the provider is asked for its hold,
    /// moved on after each answer; `attempts`, `next_attempt_at`, `claimed_until` and `last_error` follow the
    /// settling thread's tries; `disputed_at` when the cardholder disputed the charge), the refunds to send to a card
    /// after its capture (one per operator's refund line, `provider_id` once sent), the charges made on the same card
    /// later (a tip raised after delivery, with the provider's payment id), each account's customer at the payment
    /// provider and the cards kept under it, and the ids of the provider's events already applied.
    public static let createCardPayments = Migration(
        name: "0031_create_card_payments",
        statements: [
            """
            CREATE TABLE card_payments (
                id TEXT PRIMARY KEY,
                user_id TEXT NOT NULL REFERENCES users(id),
                idempotency_key TEXT NOT NULL,
                request_hash TEXT NOT NULL,
                order_id TEXT UNIQUE REFERENCES orders(id),
                intent_id TEXT UNIQUE,
                card_id TEXT NOT NULL,
                card_brand TEXT NOT NULL,
                card_last4 TEXT NOT NULL,
                card_exp_month INTEGER NOT NULL,
                card_exp_year INTEGER NOT NULL,
                amount BIGINT NOT NULL CHECK (amount > 0),
                captured BIGINT NOT NULL DEFAULT 0 CHECK (captured >= 0 AND captured <= amount),
                state TEXT NOT NULL,
                failure TEXT,
                created_at TEXT NOT NULL,
                updated_at TEXT NOT NULL,
                attempts INTEGER NOT NULL DEFAULT 0,
                next_attempt_at TEXT NOT NULL,
                claimed_until TEXT,
                last_error TEXT,
                disputed_at TEXT,
                UNIQUE (user_id, idempotency_key)
            )
            """,
            "CREATE INDEX card_payments_by_state ON card_payments (state, next_attempt_at)",
            """
            CREATE TABLE payment_customers (
                user_id TEXT PRIMARY KEY REFERENCES users(id),
                customer_id TEXT NOT NULL UNIQUE,
                created_at TEXT NOT NULL
            )
            """,
            """
            CREATE TABLE card_refunds (
                id TEXT PRIMARY KEY,
                payment_id TEXT NOT NULL REFERENCES card_payments(id),
                amount BIGINT NOT NULL CHECK (amount > 0),
                provider_id TEXT,
                created_at TEXT NOT NULL,
                attempts INTEGER NOT NULL DEFAULT 0,
                next_attempt_at TEXT NOT NULL,
                claimed_until TEXT,
                last_error TEXT
            )
            """,
            "CREATE INDEX card_refunds_by_payment ON card_refunds (payment_id)",
            """
            CREATE TABLE card_charges (
                id TEXT PRIMARY KEY,
                payment_id TEXT NOT NULL REFERENCES card_payments(id),
                intent_id TEXT NOT NULL UNIQUE,
                amount BIGINT NOT NULL CHECK (amount > 0),
                reason TEXT NOT NULL,
                created_at TEXT NOT NULL
            )
            """,
            """
            CREATE TABLE saved_cards (
                card_id TEXT PRIMARY KEY,
                user_id TEXT NOT NULL REFERENCES users(id),
                brand TEXT NOT NULL,
                last4 TEXT NOT NULL,
                exp_month INTEGER NOT NULL,
                exp_year INTEGER NOT NULL,
                added_at TEXT NOT NULL
            )
            """,
            "CREATE INDEX saved_cards_by_user ON saved_cards (user_id, added_at)",
            """
            CREATE TABLE payment_events (
                event_id TEXT PRIMARY KEY,
                type TEXT NOT NULL,
                received_at TEXT NOT NULL
            )
            """,
        ]
    )

    /// `0032_add_option_allergens`: the allergens a dish option adds and the diets it does not suit, each a comma-
    /// separated list of their API names (none for the options made before: they keep the dish as it was).
    public static let addOptionAllergens = Migration(
        name: "0032_add_option_allergens",
        statements: [
            "ALTER TABLE dish_options ADD COLUMN allergens TEXT NOT NULL DEFAULT ''",
            "ALTER TABLE dish_options ADD COLUMN unsuitable_for TEXT NOT NULL DEFAULT ''",
        ]
    )

    /// `0033_add_default_card`: the card an account chose to pay with by default (at most one per account, kept by
    /// a partial unique index; none for the cards kept before).
    public static let addDefaultCard = Migration(
        name: "0033_add_default_card",
        statements: [
            "ALTER TABLE saved_cards ADD COLUMN is_default INTEGER NOT NULL DEFAULT 0",
            "CREATE UNIQUE INDEX saved_cards_one_default ON saved_cards (user_id) WHERE is_default = 1",
        ]
    )

    /// `0034_create_charge_attempts`: a later charge of a card (a tip's raise) written before the provider is asked
    /// and deleted in the transaction that records it (or once it is refunded): a row left behind is a charge whose
    /// fate Foodly never stored, which the settling thread undoes. `provider_key` is the charge's idempotency key.
    public static let createChargeAttempts = Migration(
        name: "0034_create_charge_attempts",
        statements: [
            """
            CREATE TABLE card_charge_attempts (
                provider_key TEXT PRIMARY KEY,
                payment_id TEXT NOT NULL REFERENCES card_payments(id),
                reference TEXT NOT NULL,
                amount BIGINT NOT NULL CHECK (amount > 0),
                created_at TEXT NOT NULL,
                attempts INTEGER NOT NULL DEFAULT 0,
                next_attempt_at TEXT NOT NULL,
                claimed_until TEXT,
                last_error TEXT
            )
            """
        ]
    )

    /// `0035_add_cart_line_notes`: a note for the kitchen on each cart line ("no onions"), part of the line's key, so
    /// the same dish with the same options and another note is another line; and each line's place in the cart
    /// (`position`, from 0) instead of when it was added, so a line whose note changes keeps its place. The table is
    /// made again because its primary key changes; every line is kept, without a note, in the order it had.
    public static let addCartLineNotes = Migration(
        name: "0035_add_cart_line_notes",
        statements: [
            """
            CREATE TABLE cart_lines_with_notes (
                user_id TEXT NOT NULL REFERENCES carts(user_id) ON DELETE CASCADE,
                dish_id TEXT NOT NULL REFERENCES dishes(id) ON DELETE CASCADE,
                options TEXT NOT NULL DEFAULT '',
                note TEXT NOT NULL DEFAULT '',
                quantity INTEGER NOT NULL CHECK (quantity BETWEEN 1 AND 50),
                position INTEGER NOT NULL,
                PRIMARY KEY (user_id, dish_id, options, note)
            )
            """,
            """
            INSERT INTO cart_lines_with_notes (user_id, dish_id, options, note, quantity, position)
            SELECT user_id, dish_id, options, '', quantity,
                ROW_NUMBER() OVER (PARTITION BY user_id ORDER BY added_at, dish_id, options) - 1
            FROM cart_lines
            """,
            "DROP TABLE cart_lines",
            "ALTER TABLE cart_lines_with_notes RENAME TO cart_lines",
        ]
    )

    /// Puts back the guards of the audit log and the ledger when they are missing (a database restored from a
    /// tampered copy, or a trigger dropped by hand): the audit log's append-only trigger, and the ledger's
    /// (``ledgerGuards(sqlite:)``: append-only, every entry balanced); a database without those tables yet is left
    /// alone. `foodly serve`, `migrate` and every command that migrates run it after the migrations.
    public static func restoreGuards(_ database: any Database) throws {
        let applied = try Migrator(migrations: all, clock: { Date() }).appliedMigrationNames(in: database)
        guard applied.contains(createAuditLog.name) else { return }
        let sqlite = database.dialect == .sqlite
        var statements = (sqlite ? [] : [refuseUpdateFunction]) + [appendOnlyTrigger("audit_log", sqlite: sqlite)]
        if applied.contains(createLedger.name) {
            statements += (sqlite ? [] : [balancedFunction, openFunction]) + ledgerGuards(sqlite: sqlite)
        }
        try database.write { connection in
            for statement in statements {
                try connection.execute(
                    statement.replacingOccurrences(of: "CREATE FUNCTION", with: "CREATE OR REPLACE FUNCTION")
                        .replacingOccurrences(
                            of: "CREATE TRIGGER",
                            with: sqlite ? "CREATE TRIGGER IF NOT EXISTS" : "CREATE OR REPLACE TRIGGER"),
                    [])
            }
        }
    }
}
