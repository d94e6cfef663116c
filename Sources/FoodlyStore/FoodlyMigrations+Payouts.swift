extension FoodlyMigrations {
    /// `0037_create_payouts`: payees' bank details and the payout runs that pay them. A bank account is kept only
    /// sealed (`sealed`: a nonce and the details encrypted with a key that never enters the database) beside a masked
    /// form to show; one per restaurant or courier (`owner` `restaurant:<id>`, `courier:<id>`) and Foodly's own, one
    /// per kind (`platform:iban`, `platform:us`). A payout keeps the sealed details it was paid to, so a run's file
    /// is the same whenever it is downloaded.
    public static let createPayouts = Migration(
        name: "0037_create_payouts",
        statements: [
            """
            CREATE TABLE bank_accounts (
                owner TEXT PRIMARY KEY,
                kind TEXT NOT NULL CHECK (kind IN ('iban', 'us')),
                masked TEXT NOT NULL,
                sealed TEXT NOT NULL,
                updated_at TEXT NOT NULL,
                updated_by TEXT REFERENCES users(id)
            )
            """,
            """
            CREATE TABLE payout_runs (
                number INTEGER PRIMARY KEY CHECK (number > 0),
                through TEXT NOT NULL,
                at TEXT NOT NULL,
                actor_id TEXT REFERENCES users(id)
            )
            """,
            """
            CREATE TABLE payouts (
                id TEXT PRIMARY KEY,
                run_number INTEGER NOT NULL REFERENCES payout_runs(number),
                payee TEXT NOT NULL,
                name TEXT NOT NULL,
                owed BIGINT NOT NULL CHECK (owed > 0),
                cash_set_off BIGINT NOT NULL CHECK (cash_set_off >= 0 AND cash_set_off < owed),
                kind TEXT NOT NULL CHECK (kind IN ('iban', 'us')),
                masked TEXT NOT NULL,
                sealed TEXT NOT NULL,
                status TEXT NOT NULL DEFAULT 'sent' CHECK (status IN ('sent', 'paid', 'returned')),
                note TEXT NOT NULL DEFAULT '',
                updated_at TEXT NOT NULL
            )
            """,
            "CREATE INDEX payouts_by_run ON payouts (run_number)",
            "CREATE INDEX payouts_by_payee ON payouts (payee, run_number)",
        ]
    )
}
