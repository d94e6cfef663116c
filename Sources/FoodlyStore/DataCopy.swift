/// Copies every row of a Foodly database into another one (SQLite to PostgreSQL, for example), all or nothing,
/// and proves it: each table's rows are counted and summed into a checksum on both sides.
///
/// Both databases must be migrated to the same schema. The target must be empty unless `replace` is set, in
/// which case its rows are deleted in the same transaction that writes the copy.
public struct DataCopy {
    /// One table's result.
    public struct TableReport: Sendable, Equatable {
        /// The table.
        public let table: String
        /// Rows in the source.
        public let rows: Int
        /// The checksum of the source's rows.
        public let sourceChecksum: UInt64
        /// The checksum of the target's rows after the copy.
        public let targetChecksum: UInt64
        /// Rows in the target after the copy.
        public let targetRows: Int

        /// Whether the target holds exactly the source's rows.
        public var matches: Bool { rows == targetRows && sourceChecksum == targetChecksum }
    }

    /// Why a copy did not start.
    public enum Refusal: Error, Equatable, CustomStringConvertible {
        /// The target already holds rows (table names and counts).
        case targetNotEmpty([String: Int])
        /// The two databases are not at the same schema version.
        case schemaDiffers(source: [String], target: [String])

        /// A sentence for the operator.
        public var description: String {
            switch self {
            case .targetNotEmpty(let tables):
                let list = tables.sorted { $0.key < $1.key }.map { "\($0.key) (\($0.value))" }.joined(separator: ", ")
                return "the target database is not empty: \(list). Use --force to replace its data."
            case .schemaDiffers(let source, let target):
                return "the databases have different migrations (source \(source.last ?? "none"), "
                    + "target \(target.last ?? "none")); migrate both first."
            }
        }
    }

    /// The data tables in an order that satisfies their foreign keys (not `catalog_version` and `catalog_changes`,
    /// which belong to the target: a copy moves its catalog version on and records a whole reload).
    public static let tables = [
        "app_settings", "users", "sessions", "known_devices", "login_failures", "restaurants", "dishes", "coupons",
        "carts", "cart_lines", "couriers", "orders", "order_timeline", "coupon_redemptions", "restaurant_staff",
        "reviews",
        "diary_entries", "body_profiles", "weight_entries", "account_tokens", "mail_requests",
        "favourites", "restaurant_applications", "staff_invites", "known_addresses", "saved_addresses",
        "photo_variants",
        "dish_option_groups", "dish_options", "audit_log", "ledger_postings", "ledger_entries", "mail_queue",
        "card_payments",
        "payment_customers", "card_refunds",
        "card_charges", "saved_cards", "payment_events", "card_charge_attempts", "bank_accounts", "payout_runs",
        "payouts", "invoices", "restaurant_commissions", "delivery_offers",
        "door_photos", "order_messages", "courier_shifts", "order_issues", "order_issue_photos",
    ]
    /// Rows per `INSERT` statement are bounded by this many parameters.
    private static let parametersPerStatement = 900

    let source: any Database
    let target: any Database

    /// Prepares a copy from `source` to `target`.
    public init(from source: any Database, to target: any Database) {
        self.source = source
        self.target = target
    }

    /// Copies every table, reporting each one to `progress` as it is written, then checks both sides.
    ///
    /// Throws ``Refusal`` before writing anything when the target is not empty (and `replace` is false) or the
    /// schemas differ. The catalog version of the target ends above both sides', recorded as a whole reload, so running servers
    /// load the copied catalog.
    public func run(replace: Bool, progress: (String, Int) -> Void = { _, _ in }) throws -> [TableReport] {
        let migrator = Migrator(migrations: FoodlyMigrations.all, clock: { .now })
        let (sourceNames, targetNames) = (
            try migrator.appliedMigrationNames(in: source), try migrator.appliedMigrationNames(in: target)
        )
        guard sourceNames == targetNames else {
            throw Refusal.schemaDiffers(source: sourceNames, target: targetNames)
        }
        try target.write { writer in
            let occupied = try Self.counts(writer).filter { $0.value > 0 }
            if !occupied.isEmpty {
                guard replace else { throw Refusal.targetNotEmpty(occupied) }
                for table in Self.tables.reversed() { try writer.execute("DELETE FROM \(table)", []) }
            }
            try source.read { reader in
                for table in Self.tables {
                    let rows = try reader.query("SELECT * FROM \(table)", [])
                    try Self.insert(rows, into: table, writer)
                    progress(table, rows.count)
                }
                let version =
                    try reader.queryOne("SELECT version FROM catalog_version WHERE id = 1", [])?.int64("version") ?? 0
                try writer.execute(
                    "UPDATE catalog_version SET version = CASE WHEN version > $1 THEN version ELSE $1 END",
                    [.integer(version)])
                try CatalogQueries(writer).record(.reload, restaurants: [])
                if target.dialect == .postgres {
                    // New orders and audit entries continue after the copied ones.
                    try writer.execute(
                        "SELECT setval('order_numbers', GREATEST((SELECT MAX(number) FROM orders), 1000)) AS n", [])
                    try writer.execute(
                        "SELECT setval('audit_numbers', GREATEST((SELECT MAX(seq) FROM audit_log), 1)) AS n", [])
                    try writer.execute(
                        "SELECT setval('mail_numbers', GREATEST((SELECT MAX(seq) FROM mail_queue), 1)) AS n", [])
                }
            }
        }
        return try Self.tables.map { table in
            let (rows, checksum) = try Self.checksum(table, in: source)
            let (targetRows, targetChecksum) = try Self.checksum(table, in: target)
            return TableReport(
                table: table, rows: rows, sourceChecksum: checksum, targetChecksum: targetChecksum,
                targetRows: targetRows)
        }
    }

    /// The row count and checksum of one table.
    private static func checksum(_ table: String, in database: any Database) throws -> (rows: Int, checksum: UInt64) {
        try database.read { connection in
            let rows = try connection.query("SELECT * FROM \(table)", [])
            return (rows.count, checksum(of: rows))
        }
    }

    /// The checksum of some rows: a sum of per-row hashes, so their order does not matter.
    public static func checksum(of rows: [Row]) -> UInt64 {
        rows.reduce(0) { $0 &+ rowHash($1) }
    }

    private static func counts(_ connection: any DatabaseConnection) throws -> [String: Int] {
        var counts: [String: Int] = [:]
        for table in tables {
            counts[table] = try connection.queryOne("SELECT COUNT(*) AS n FROM \(table)", [])?.int("n") ?? 0
        }
        return counts
    }

    private static func insert(_ rows: [Row], into table: String, _ connection: any DatabaseConnection) throws {
        guard let columns = rows.first?.columns, !columns.isEmpty else { return }
        let perStatement = max(1, parametersPerStatement / columns.count)
        for start in stride(from: 0, to: rows.count, by: perStatement) {
            let batch = rows[start..<min(rows.count, start + perStatement)]
            let tuples = batch.indices.map { row in
                let first = (row - start) * columns.count
                return "(" + columns.indices.map { "$\(first + $0 + 1)" }.joined(separator: ", ") + ")"
            }
            try connection.execute(
                "INSERT INTO \(table) (\(columns.joined(separator: ", "))) VALUES \(tuples.joined(separator: ", "))",
                batch.flatMap(\.values))
        }
    }

    /// FNV-1a over the row's values in a form both engines agree on (whole reals count as integers).
    private static func rowHash(_ row: Row) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        func mix(_ bytes: some Sequence<UInt8>) {
            for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        }
        for (column, value) in zip(row.columns, row.values) {
            mix(column.utf8)
            switch value {
            case .null: mix([0])
            case .integer(let number): mix([1] + Array(String(number).utf8))
            case .real(let number):
                if number.rounded() == number, abs(number) < 9e15 {
                    mix([1] + Array(String(Int64(number)).utf8))
                } else {
                    mix([2] + Array("\(number)".utf8))
                }
            case .text(let text): mix([3] + Array(text.utf8))
            case .blob(let bytes): mix([4] + bytes)
            }
            mix([0x1f])
        }
        return hash
    }
}
