/// Every `foodly` command, each declared once; `foodly --help` lists them in this order.
extension Command {
    /// Every command.
    public static let all = [
        serve, migrate, importFile, importAddresses, seed, generate, createUser, createCoupon, approveRestaurant,
        rejectRestaurant, copyData, backup, restore,
    ]

    /// `--db`, taken by every command that opens the database.
    static let databaseOption = CommandOption.value(
        "--db", "PATH|URL", environment: "FOODLY_DATABASE_URL", "FOODLY_DB", default: "data/foodly.sqlite",
        help: "SQLite file, or a postgres:// URL for PostgreSQL")

    /// `foodly serve`.
    public static let serve = Command(
        name: "serve", summary: "Run the HTTP server (JSON API and web app).",
        options: [
            .value("--host", "ADDRESS", environment: "FOODLY_HOST", default: "127.0.0.1", help: "address to bind"),
            .value("--port", "N", environment: "FOODLY_PORT", default: "8080", help: "port, 0 for any free one"),
            databaseOption,
            .value("--threads", "N", environment: "FOODLY_THREADS", default: "4", help: "worker threads"),
            .value(
                "--max-body-bytes", "N", environment: "FOODLY_MAX_BODY_BYTES", default: "1048576",
                help: "largest request body"),
            .value(
                "--trusted-proxy", "A,B", environment: "FOODLY_TRUSTED_PROXIES",
                help: "reverse proxies whose X-Real-IP header names the client"),
            .flag("--secure-cookies", environment: "FOODLY_SECURE_COOKIES", help: "mark cookies Secure, for HTTPS"),
            .value(
                "--regions", "A,B", environment: "FOODLY_REGIONS",
                help: "hold and serve only the catalog of these regions (default: every region)"),
            .value(
                "--catalog-file", "PATH", environment: "FOODLY_CATALOG_FILE",
                help: "start from this copy of the catalog and keep it current (default: DB.catalog beside a SQLite "
                    + "file; none for PostgreSQL; off for none)"),
            .value(
                "--metrics-token", "KEY", environment: "FOODLY_METRICS_TOKEN",
                help: "bearer token that reads /metrics from anywhere (without: loopback only)"),
            .flag(
                "--demo", environment: "FOODLY_DEMO",
                help: "play the kitchens and couriers so orders reach \"delivered\""),
            .value(
                "--demo-speed", "N", environment: "FOODLY_DEMO_SPEED", default: "60",
                help: "demo minutes per real minute"),
            .value(
                "--bank-key-file", "PATH", environment: "FOODLY_BANK_KEY_FILE",
                help: "the key bank details are sealed with, 64 hex digits; back it up apart from the database "
                    + "(default: DB.bank-key beside a SQLite file, made on first run; none for PostgreSQL: payouts off)"
            ),
        ] + mailOptions + paymentOptions)

    /// How cards are taken: without both keys, checkout offers paying on delivery only.
    static let paymentOptions: [CommandOption] = [
        .value(
            "--stripe-secret-key", "KEY", environment: "FOODLY_STRIPE_SECRET_KEY",
            help: "take cards through Stripe with this secret key (sk_live_… or sk_test_…)"),
        .value(
            "--stripe-publishable-key", "KEY", environment: "FOODLY_STRIPE_PUBLISHABLE_KEY",
            help: "the publishable key the card form is made with (pk_…)"),
        .value(
            "--stripe-webhook-secret", "KEY", environment: "FOODLY_STRIPE_WEBHOOK_SECRET",
            help: "receive Stripe's events at /webhooks/stripe, signed with this secret (whsec_…)"),
        .value(
            "--stripe-api-url", "URL", environment: "FOODLY_STRIPE_API_URL",
            help: "Stripe's API address (default https://api.stripe.com; localstripe's for trying cards locally)"),
        .value(
            "--stripe-js-url", "URL", environment: "FOODLY_STRIPE_JS_URL",
            help: "where the web app loads Stripe.js from (default https://js.stripe.com/v3/)"),
    ]

    /// How mail is sent and what its links start with: `serve` and the commands that mail someone.
    static let mailOptions: [CommandOption] = [
        .value(
            "--smtp-url", "URL", environment: "FOODLY_SMTP_URL",
            help: "send mail by SMTP: smtp://[user:password@]host[:port][?starttls] or smtps://…"),
        .value(
            "--mail-dir", "PATH", environment: "FOODLY_MAIL_DIR", default: "data/mail",
            help: "without --smtp-url, write each mail as an .eml file here"),
        .value(
            "--mail-from", "ADDRESS", environment: "FOODLY_MAIL_FROM", default: "Foodly <no-reply@foodly.test>",
            help: "sender of the mail"),
        .value(
            "--support-email", "ADDRESS", environment: "FOODLY_SUPPORT_EMAIL", default: "support@foodly.test",
            help: "where people are told to write for help, e.g. when their account is locked"),
        .value(
            "--public-url", "URL", environment: "FOODLY_PUBLIC_URL",
            help: "the web app's address in mailed links (default http://HOST:PORT for serve)"),
    ]

    /// `foodly migrate`.
    public static let migrate = Command(
        name: "migrate", summary: "Create or upgrade the database schema and exit.", options: [databaseOption])

    /// `foodly import FILE`.
    public static let importFile = Command(
        name: "import", summary: "Import restaurants in the import format (one object or a list); all or nothing.",
        arguments: ["FILE"], options: [databaseOption])

    /// `foodly import-addresses FILE`.
    public static let importAddresses = Command(
        name: "import-addresses",
        summary: "Load street addresses for address search from an OpenAddresses-style CSV (docs/ADDRESS-FORMAT.md).",
        arguments: ["FILE"], options: [databaseOption])

    /// `foodly seed`.
    public static let seed = Command(
        name: "seed", summary: "Load the demo city: restaurants, street addresses, coupons and demo accounts.",
        options: [databaseOption, .flag("--if-empty", help: "only into an empty catalog")])

    /// `foodly generate`.
    public static let generate = Command(
        name: "generate", summary: "Write a synthetic catalog for benchmarks.",
        options: [
            databaseOption,
            .value("--restaurants", "N", default: "1000", help: "restaurants to write"),
            .value("--dishes-per-restaurant", "M", default: "10", help: "dishes on each restaurant's menu"),
            .value(
                "--regions", "K", default: "1",
                help: "cities to spread them over, regions city-1 … city-K (1: the region \"default\")"),
        ])

    /// `foodly admin create-user`; the password is never a flag (flags show in the process list).
    public static let createUser = Command(
        name: "admin create-user",
        summary: "Create an account; the password comes from FOODLY_PASSWORD or standard input.",
        options: [
            .value("--role", "ROLE", help: "admin, staff, courier or customer"),
            .value("--email", "EMAIL", help: "the account's email address"),
            .value("--name", "\"FULL NAME\"", help: "the account holder's full name"),
            databaseOption,
        ])

    /// `foodly admin create-coupon`.
    public static let createCoupon = Command(
        name: "admin create-coupon", summary: "Create a coupon (times in RFC 3339, amounts in cents).",
        options: [
            .value("--code", "CODE", help: "what customers type: 3-32 letters, digits, - or _"),
            .value("--description", "TEXT", help: "what it gives, for people"),
            .value("--percent", "N", help: "percent off; give one of --percent, --amount, --free-delivery"),
            .value("--cap", "CENTS", help: "the most --percent takes off"),
            .value("--amount", "CENTS", help: "a fixed amount off"),
            .flag("--free-delivery", help: "no delivery fee"),
            .value("--minimum", "CENTS", help: "the smallest subtotal it applies to"),
            .value("--from", "TIME", help: "valid from, e.g. 2027-01-01T00:00:00Z"),
            .value("--until", "TIME", help: "valid until (not including)"),
            .value("--total-limit", "N", help: "orders in all"),
            .value("--per-customer", "N", help: "orders per customer"),
            .flag("--first-order", help: "first orders only"),
            .value("--restaurant", "ID", help: "one restaurant only"),
            databaseOption,
        ])

    /// `foodly admin approve-restaurant ID`.
    public static let approveRestaurant = Command(
        name: "admin approve-restaurant",
        summary: "Approve a restaurant's application: make the restaurant (no menu yet) and its owner; mail them.",
        arguments: ["ID"], options: [databaseOption] + mailOptions)

    /// `foodly admin reject-restaurant ID --reason TEXT`.
    public static let rejectRestaurant = Command(
        name: "admin reject-restaurant",
        summary: "Reject a restaurant's application with a reason; mail the applicant.",
        arguments: ["ID"],
        options: [.value("--reason", "TEXT", help: "why, for the applicant (1-500 characters)"), databaseOption]
            + mailOptions)

    /// `foodly copy-data`; it names both databases, so it takes no `--db`.
    public static let copyData = Command(
        name: "copy-data",
        summary: "Copy every row from one database to another, all or nothing, then compare the two.",
        options: [
            .value("--from", "DATABASE", help: "the source, e.g. sqlite:data/foodly.sqlite"),
            .value("--to", "DATABASE", help: "the target, e.g. postgres://user:password@host/db"),
            .flag("--force", help: "replace the data of a target that is not empty (refused without it)"),
        ])

    /// `foodly backup`; SQLite only (PostgreSQL has pg_dump).
    public static let backup = Command(
        name: "backup",
        summary: "Write a checked copy of the SQLite database, consistent while the server runs (PostgreSQL: pg_dump).",
        options: [
            .value("--to", "FILE", help: "the backup file to write; refused if it exists"),
            databaseOption,
            .flag("--force", help: "replace an existing backup file"),
        ])

    /// `foodly restore`; SQLite only (PostgreSQL has pg_restore).
    public static let restore = Command(
        name: "restore",
        summary: "Replace the SQLite database with a checked backup (stop the server first; PostgreSQL: pg_restore).",
        options: [
            .value("--from", "FILE", help: "the backup file, e.g. one foodly backup wrote"),
            databaseOption,
            .flag("--force", help: "replace a database that holds data (refused without it)"),
        ])
}
