extension FoodlyMigrations {
    /// `0036_create_double_entry_ledger`: the double-entry ledger (`ledger_entries`, each with `ledger_postings`
    /// that sum to zero) in place of `order_ledger`. Both tables refuse updates, as the audit log does (deletes are
    /// left to a restore that replaces the whole database; Foodly never deletes an entry); an entry's postings are
    /// written before it, and its insert checks that there are at least two and that they sum to zero; a posting for
    /// an entry already written is refused. Each line of `order_ledger` is carried over as an entry of the same id
    /// (payment tables name them) between the order's bill (`customer:<order>`) and `carried_over`: those orders
    /// were placed before commission and pay were agreed, so their money is not split. An order delivered by then
    /// was paid: its bill left is settled against `carried_over` too (`carried-paid-<order>`), so a later refund of
    /// it is money given back, not taken off a bill.
    public static let createLedger = Migration(
        name: "0036_create_double_entry_ledger",
        sqlite: ledgerTables + carryOver + ledgerGuards(sqlite: true) + ["DROP TABLE order_ledger"],
        postgres: ledgerTables + carryOver + [balancedFunction, openFunction] + ledgerGuards(sqlite: false)
            + ["DROP TABLE order_ledger"])

    private static let ledgerTables = [
        """
        CREATE TABLE ledger_entries (
            id TEXT PRIMARY KEY,
            event TEXT NOT NULL,
            order_id TEXT REFERENCES orders(id),
            amount BIGINT NOT NULL CHECK (amount >= 0),
            reason TEXT NOT NULL DEFAULT '',
            actor_id TEXT REFERENCES users(id),
            at TEXT NOT NULL
        )
        """,
        "CREATE INDEX ledger_entries_by_order ON ledger_entries (order_id, at)",
        "CREATE INDEX ledger_entries_by_time ON ledger_entries (at)",
        """
        CREATE TABLE ledger_postings (
            entry_id TEXT NOT NULL REFERENCES ledger_entries(id) DEFERRABLE INITIALLY DEFERRED,
            account TEXT NOT NULL,
            amount BIGINT NOT NULL CHECK (amount <> 0),
            PRIMARY KEY (entry_id, account)
        )
        """,
        "CREATE INDEX ledger_postings_by_account ON ledger_postings (account)",
    ]

    /// `order_ledger`'s lines as entries (written before their postings: the checks come after): a charge debits the order's bill, a refund credits it. A charge named "tip"
    /// is a tip; a refund with the id `refund-<order>` closed a cancelled or rejected order.
    private static let carryOver = [
        """
        INSERT INTO ledger_entries (id, event, order_id, amount, reason, actor_id, at)
        SELECT id,
            CASE WHEN kind = 'charge' AND reason = 'tip' THEN 'tip' WHEN kind = 'charge' THEN 'placed'
                WHEN id = 'refund-' || order_id THEN 'closed' ELSE 'refund' END,
            order_id, amount, reason, actor_id, at
        FROM order_ledger
        """,
        """
        INSERT INTO ledger_entries (id, event, order_id, amount, reason, actor_id, at)
        SELECT 'carried-paid-' || o.id, 'carried_paid', o.id, b.balance, 'paid before the ledger', NULL,
            COALESCE(
                (SELECT MAX(t.at) FROM order_timeline t WHERE t.order_id = o.id AND t.status = 'delivered'),
                o.placed_at)
        FROM orders o JOIN \(billsLeft) b ON b.order_id = o.id
        WHERE o.status = 'delivered' AND b.balance > 0
        """,
        """
        INSERT INTO ledger_postings (entry_id, account, amount)
        SELECT id, 'customer:' || order_id, CASE WHEN kind = 'charge' THEN amount ELSE -amount END FROM order_ledger
        """,
        """
        INSERT INTO ledger_postings (entry_id, account, amount)
        SELECT id, 'carried_over', CASE WHEN kind = 'charge' THEN -amount ELSE amount END FROM order_ledger
        """,
        """
        INSERT INTO ledger_postings (entry_id, account, amount)
        SELECT 'carried-paid-' || o.id, 'customer:' || o.id, -b.balance
        FROM orders o JOIN \(billsLeft) b ON b.order_id = o.id WHERE o.status = 'delivered' AND b.balance > 0
        """,
        """
        INSERT INTO ledger_postings (entry_id, account, amount)
        SELECT 'carried-paid-' || o.id, 'carried_over', b.balance
        FROM orders o JOIN \(billsLeft) b ON b.order_id = o.id WHERE o.status = 'delivered' AND b.balance > 0
        """,
    ]

    /// Each order's bill left in `order_ledger`: its charges less its refunds.
    private static let billsLeft = """
        (SELECT order_id, SUM(CASE WHEN kind = 'charge' THEN amount ELSE -amount END) AS balance
            FROM order_ledger GROUP BY order_id)
        """

    /// The triggers that keep the ledger append-only and every entry balanced, as first made (``restoreGuards(_:)``
    /// makes the missing ones again).
    static func ledgerGuards(sqlite: Bool) -> [String] {
        let tables = ["ledger_entries", "ledger_postings"]
        guard sqlite else {
            return tables.map { appendOnlyTrigger($0, sqlite: false) } + [
                """
                CREATE TRIGGER ledger_entries_balanced AFTER INSERT ON ledger_entries
                FOR EACH ROW EXECUTE FUNCTION ledger_entry_balanced()
                """,
                """
                CREATE TRIGGER ledger_postings_open BEFORE INSERT ON ledger_postings
                FOR EACH ROW EXECUTE FUNCTION ledger_posting_open()
                """,
            ]
        }
        return tables.map { appendOnlyTrigger($0, sqlite: true) } + [
            """
            CREATE TRIGGER ledger_entries_balanced AFTER INSERT ON ledger_entries
            WHEN (SELECT COUNT(*) FROM ledger_postings WHERE entry_id = NEW.id) < 2
                OR (SELECT SUM(amount) FROM ledger_postings WHERE entry_id = NEW.id) <> 0
            BEGIN SELECT RAISE(ABORT, 'ledger entry is not balanced'); END
            """,
            """
            CREATE TRIGGER ledger_postings_open BEFORE INSERT ON ledger_postings
            WHEN EXISTS (SELECT 1 FROM ledger_entries WHERE id = NEW.entry_id)
            BEGIN SELECT RAISE(ABORT, 'ledger entry is already written'); END
            """,
        ]
    }

    /// PostgreSQL's check behind `ledger_entries_balanced`.
    static let balancedFunction = """
        CREATE FUNCTION ledger_entry_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
            IF (SELECT COUNT(*) FROM ledger_postings WHERE entry_id = NEW.id) < 2
                OR (SELECT SUM(amount) FROM ledger_postings WHERE entry_id = NEW.id) <> 0 THEN
                RAISE EXCEPTION 'ledger entry % is not balanced', NEW.id;
            END IF;
            RETURN NEW;
        END $$
        """

    /// PostgreSQL's check behind `ledger_postings_open`.
    static let openFunction = """
        CREATE FUNCTION ledger_posting_open() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
            IF EXISTS (SELECT 1 FROM ledger_entries WHERE id = NEW.entry_id) THEN
                RAISE EXCEPTION 'ledger entry % is already written', NEW.entry_id;
            END IF;
            RETURN NEW;
        END $$
        """
}
