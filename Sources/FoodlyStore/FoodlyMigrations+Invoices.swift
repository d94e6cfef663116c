extension FoodlyMigrations {
    /// `0038_create_invoices`: each delivered order's tax invoice number, from a gap-free sequence per restaurant.
    /// The number is the restaurant's highest so far plus one, taken in the transaction that delivers the order, so a
    /// delivery that rolls back takes no number and two at once cannot take the same one (the unique pair refuses
    /// the second: SQLite writes one transaction at a time, PostgreSQL's serializable transaction runs it again).
    public static let createInvoices = Migration(
        name: "0038_create_invoices",
        statements: [
            """
            CREATE TABLE invoices (
                order_id TEXT PRIMARY KEY REFERENCES orders(id),
                restaurant_id TEXT NOT NULL,
                number INTEGER NOT NULL CHECK (number > 0),
                issued_at TEXT NOT NULL,
                UNIQUE (restaurant_id, number)
            )
            """
        ]
    )

    /// `0039_add_mail_attachments`: files sent with a queued mail (an invoice's PDF), as a JSON list with each file
    /// in base64; empty for none.
    public static let addMailAttachments = Migration(
        name: "0039_add_mail_attachments",
        statements: ["ALTER TABLE mail_queue ADD COLUMN attachments TEXT NOT NULL DEFAULT ''"]
    )
}
