import FoodlyCore
import FoodlyShared
import Foundation

/// The `card_payments` and `payment_customers` tables on one connection. A payment row is written before the
/// provider is asked for its hold and moved on after each answer; rows that still need the provider (a capture or a
/// release due, a hold whose answer was lost) are claimed by one settling thread at a time, for `lease` seconds.
public struct PaymentQueries {
    private let connection: any DatabaseConnection

    /// How long a claimed payment is kept from other settling threads: longer than one call to the provider.
    public static let lease: TimeInterval = 60

    /// The payments as seen from `connection`.
    public init(_ connection: any DatabaseConnection) {
        self.connection = connection
    }

    /// Writes a new payment.
    public func insert(_ payment: CardPayment) throws {
        try connection.execute(
            """
            INSERT INTO card_payments (id, user_id, idempotency_key, request_hash, order_id, intent_id, card_id,
                card_brand, card_last4, card_exp_month, card_exp_year, amount, captured, state, failure, created_at,
                updated_at, next_attempt_at)
            VALUES (\(payment.id), \(payment.userID), \(payment.idempotencyKey), \(payment.requestHash),
                \(payment.orderID), \(payment.intentID), \(payment.cardID), \(payment.card.brand),
                \(payment.card.last4), \(payment.card.expMonth), \(payment.card.expYear), \(payment.amount),
                \(payment.captured), \(payment.state.rawValue), \(payment.failure), \(payment.createdAt),
                \(payment.createdAt), \(payment.createdAt))
            """)
    }

    /// Stores what changed of `payment` (its order, the provider's id, its state, the captured amount, the failure);
    /// a state that needs the provider is due at `time`. Whoever holds the payment keeps holding it.
    public func update(_ payment: CardPayment, at time: Date) throws {
        try connection.execute(
            """
            UPDATE card_payments SET order_id = \(payment.orderID), intent_id = \(payment.intentID),
                state = \(payment.state.rawValue), captured = \(payment.captured), failure = \(payment.failure),
                updated_at = \(time), next_attempt_at = \(time)
            WHERE id = \(payment.id)
            """)
    }

    /// Holds payment `id` until `until` for the one request that asks the provider about it; false while another
    /// request or the settling thread holds it.
    public func claim(_ id: String, until: Date, at now: Date) throws -> Bool {
        try connection.execute(
            """
            UPDATE card_payments SET claimed_until = \(until)
            WHERE id = \(id) AND (claimed_until IS NULL OR claimed_until <= \(now))
            """) > 0
    }

    /// Lets go of payment `id` (the request that held it is done).
    public func releaseClaim(_ id: String) throws {
        try connection.execute("UPDATE card_payments SET claimed_until = NULL WHERE id = \(id)")
    }

    /// The payment an account's placing request with this key made.
    public func payment(userID: ID<UserAccount>, idempotencyKey: String) throws -> CardPayment? {
        try connection.query(
            "SELECT * FROM card_payments WHERE user_id = \(userID) AND idempotency_key = \(idempotencyKey)",
            as: CardPaymentRow.self
        ).first?.payment
    }

    /// The payment of an order (nil for an order paid on delivery).
    public func payment(orderID: ID<Order>) throws -> CardPayment? {
        try connection.query("SELECT * FROM card_payments WHERE order_id = \(orderID)", as: CardPaymentRow.self)
            .first?.payment
    }

    /// The card payments of these orders, by order (orders paid on delivery have none).
    public func payments(orderIDs: some Collection<ID<Order>>) throws -> [ID<Order>: CardPayment] {
        guard !orderIDs.isEmpty else { return [:] }
        let rows = try connection.query(
            "SELECT * FROM card_payments WHERE order_id IN (\(list: Array(orderIDs)))", as: CardPaymentRow.self)
        var found: [ID<Order>: CardPayment] = [:]
        for row in rows { if let id = row.orderID { found[ID(id)] = row.payment } }
        return found
    }

    /// The payment whose provider id is `intentID`.
    public func payment(intentID: String) throws -> CardPayment? {
        try connection.query("SELECT * FROM card_payments WHERE intent_id = \(intentID)", as: CardPaymentRow.self)
            .first?.payment
    }

    /// Moves the payment of `orderID` to `state` (a capture of `captured` or a release) when it is held; false
    /// when the order has no held card payment.
    public func settle(orderID: ID<Order>, to state: CardPayment.State, captured: Int, at time: Date) throws -> Bool {
        try connection.execute(
            """
            UPDATE card_payments SET state = \(state.rawValue), captured = \(captured), updated_at = \(time),
                next_attempt_at = \(time)
            WHERE order_id = \(orderID) AND state = \(CardPayment.State.held.rawValue)
            """) > 0
    }

    /// Holds up to `limit` payments that need the provider at `now` for `lease` seconds and counts the try: a
    /// capture or release due, a hold asked before `stale` whose answer Foodly never stored, a bank's check asked
    /// before `abandoned` and never finished, or the hold of an order for later whose kitchen starts by
    /// `authorizeBy`. Each with the number of tries including this one.
    public func claim(at now: Date, stale: Date, abandoned: Date, authorizeBy: Date, limit: Int) throws -> [(
        payment: CardPayment, attempt: Int
    )] {
        let lock: SQL = connection.dialect == .postgres ? "FOR UPDATE SKIP LOCKED" : ""
        let rows = try connection.query(
            """
            SELECT * FROM card_payments
            WHERE (state IN (\(CardPayment.State.captureDue.rawValue), \(CardPayment.State.releaseDue.rawValue))
                    AND next_attempt_at <= \(now)
                OR state = \(CardPayment.State.authorizing.rawValue) AND updated_at <= \(stale)
                OR state = \(CardPayment.State.authenticating.rawValue) AND updated_at <= \(abandoned)
                OR state = \(CardPayment.State.scheduled.rawValue)
                    AND order_id IN (SELECT id FROM orders WHERE kitchen_at <= \(authorizeBy)))
              AND next_attempt_at <= \(now) AND (claimed_until IS NULL OR claimed_until <= \(now))
            ORDER BY updated_at LIMIT \(limit) \(lock)
            """, as: CardPaymentRow.self)
        for row in rows {
            try connection.execute(
                """
                UPDATE card_payments SET attempts = attempts + 1,
                    claimed_until = \(now.addingTimeInterval(PaymentQueries.lease))
                WHERE id = \(row.id)
                """)
        }
        return rows.map { ($0.payment, $0.attempts + 1) }
    }

    /// Puts a claimed payment back for another try at `retryAt`, with the provider's `error`.
    public func retryLater(_ id: String, at retryAt: Date, error: String) throws {
        try connection.execute(
            """
            UPDATE card_payments SET next_attempt_at = \(retryAt), claimed_until = NULL, last_error = \(error)
            WHERE id = \(id)
            """)
    }

    /// Adds a refund of `amount` to send to the card of `paymentID` (its id is the refund's ledger line's).
    public func addRefund(_ id: String, paymentID: String, amount: Int, at time: Date) throws {
        try connection.execute(
            """
            INSERT INTO card_refunds (id, payment_id, amount, created_at, next_attempt_at)
            VALUES (\(id), \(paymentID), \(amount), \(time), \(time))
            """)
    }

    /// Records a later charge on the card of `paymentID` (a tip): the provider's payment and its amount; `id` is its
    /// ledger line's.
    public func addCharge(
        _ id: String, paymentID: String, intentID: String, amount: Int, reason: String, at time: Date
    ) throws {
        try connection.execute(
            """
            INSERT INTO card_charges (id, payment_id, intent_id, amount, reason, created_at)
            VALUES (\(id), \(paymentID), \(intentID), \(amount), \(reason), \(time))
            """)
    }

    /// Writes a later charge of the card of `paymentID` (`amount`, `reference` in the provider's metadata) before the
    /// provider is asked for it under `key`; the same key again changes nothing.
    public func addChargeAttempt(key: String, paymentID: String, reference: String, amount: Int, at time: Date) throws {
        try connection.execute(
            """
            INSERT INTO card_charge_attempts (provider_key, payment_id, reference, amount, created_at, next_attempt_at)
            VALUES (\(key), \(paymentID), \(reference), \(amount), \(time), \(time))
            ON CONFLICT (provider_key) DO NOTHING
            """)
    }

    /// Forgets the charge attempt `key`: recorded with what it paid for, refused, or undone; with `untouched`, only
    /// if the settling thread never claimed it. Once claimed the charge may be refunded, even after the claim's lease
    /// ran out (a slow provider, a process that died after refunding), so recording it would keep a tip its card no
    /// longer pays. False when nothing was forgotten.
    @discardableResult
    public func removeChargeAttempt(key: String, untouched: Bool = false) throws -> Bool {
        let condition: SQL = untouched ? " AND attempts = 0 AND claimed_until IS NULL" : ""
        return try connection.execute(
            "DELETE FROM card_charge_attempts WHERE provider_key = \(key)\(condition)") > 0
    }

    /// Holds for `lease` seconds one charge attempt written before `stale` and never recorded or undone, due at
    /// `now`, and counts the try: its key, reference, amount, the payment whose card it charges, and the try's number.
    public func claimChargeAttempt(at now: Date, stale: Date) throws -> (
        key: String, reference: String, amount: Int, payment: CardPayment, attempt: Int
    )? {
        let lock: SQL = connection.dialect == .postgres ? "FOR UPDATE SKIP LOCKED" : ""
        guard
            let row = try connection.queryOne(
                """
                SELECT provider_key, payment_id, reference, amount, attempts FROM card_charge_attempts
                WHERE created_at <= \(stale) AND next_attempt_at <= \(now)
                  AND (claimed_until IS NULL OR claimed_until <= \(now))
                ORDER BY created_at LIMIT 1 \(lock)
                """)
        else { return nil }
        let key = try row.string("provider_key")
        try connection.execute(
            """
            UPDATE card_charge_attempts SET attempts = attempts + 1,
                claimed_until = \(now.addingTimeInterval(PaymentQueries.lease))
            WHERE provider_key = \(key)
            """)
        let paymentID = try row.string("payment_id")
        guard
            let payment = try connection.query(
                "SELECT * FROM card_payments WHERE id = \(paymentID)", as: CardPaymentRow.self
            ).first?.payment
        else { return nil }
        return (key, try row.string("reference"), try row.int("amount"), payment, try row.int("attempts") + 1)
    }

    /// Puts a claimed charge attempt back for another try at `retryAt`, with the provider's `error`.
    public func chargeAttemptLater(key: String, at retryAt: Date, error: String) throws {
        try connection.execute(
            """
            UPDATE card_charge_attempts SET next_attempt_at = \(retryAt), claimed_until = NULL, last_error = \(error)
            WHERE provider_key = \(key)
            """)
    }

    /// What was refunded (or is to be) to the card of `paymentID`, in minor units.
    public func refunded(paymentID: String) throws -> Int {
        try connection.queryOne(
            "SELECT COALESCE(SUM(amount), 0) AS total FROM card_refunds WHERE payment_id = \(paymentID)"
        )?.int("total") ?? 0
    }

    /// Holds one refund not sent yet, of a captured payment, due at `now` for `lease` seconds and counts the try: its id, amount, the
    /// provider's payment it goes back to, and the try's number.
    public func claimRefund(at now: Date) throws -> (id: String, amount: Int, intentID: String, attempt: Int)? {
        let lock: SQL = connection.dialect == .postgres ? "FOR UPDATE OF r SKIP LOCKED" : ""
        guard
            let row = try connection.queryOne(
                """
                SELECT r.id, r.amount, r.attempts, p.intent_id FROM card_refunds r
                JOIN card_payments p ON p.id = r.payment_id
                WHERE r.provider_id IS NULL AND p.state = \(CardPayment.State.captured.rawValue)
                  AND r.next_attempt_at <= \(now)
                  AND (r.claimed_until IS NULL OR r.claimed_until <= \(now))
                ORDER BY r.created_at LIMIT 1 \(lock)
                """)
        else { return nil }
        let id = try row.string("id")
        try connection.execute(
            """
            UPDATE card_refunds SET attempts = attempts + 1,
                claimed_until = \(now.addingTimeInterval(PaymentQueries.lease))
            WHERE id = \(id)
            """)
        return (id, try row.int("amount"), try row.string("intent_id"), try row.int("attempts") + 1)
    }

    /// Records the provider's id of a refund it made.
    public func refundSent(_ id: String, providerID: String) throws {
        try connection.execute(
            "UPDATE card_refunds SET provider_id = \(providerID), claimed_until = NULL WHERE id = \(id)")
    }

    /// Puts a claimed refund back for another try at `retryAt`, with the provider's `error`.
    public func refundLater(_ id: String, at retryAt: Date, error: String) throws {
        try connection.execute(
            """
            UPDATE card_refunds SET next_attempt_at = \(retryAt), claimed_until = NULL, last_error = \(error)
            WHERE id = \(id)
            """)
    }

    /// Records that the provider's event `id` was applied; false when it was before (a delivery sent again).
    public func recordEvent(_ id: String, type: String, at time: Date) throws -> Bool {
        try connection.execute(
            """
            INSERT INTO payment_events (event_id, type, received_at) VALUES (\(id), \(type), \(time))
            ON CONFLICT (event_id) DO NOTHING
            """) > 0
    }

    /// Marks a payment disputed by its cardholder; false when it already was.
    public func markDisputed(_ id: String, at time: Date) throws -> Bool {
        try connection.execute(
            "UPDATE card_payments SET disputed_at = \(time) WHERE id = \(id) AND disputed_at IS NULL") > 0
    }

    /// Keeps `card` among the account's cards (again: nothing changes).
    public func saveCard(_ card: SavedCard, userID: ID<UserAccount>, at time: Date) throws {
        try connection.execute(
            """
            INSERT INTO saved_cards (card_id, user_id, brand, last4, exp_month, exp_year, added_at)
            VALUES (\(card.id), \(userID), \(card.card.brand), \(card.card.last4), \(card.card.expMonth),
                \(card.card.expYear), \(time))
            ON CONFLICT (card_id) DO NOTHING
            """)
    }

    /// The account's cards, the default first, then the most recently added first.
    public func savedCards(userID: ID<UserAccount>) throws -> [SavedCard] {
        try connection.query(
            "SELECT * FROM saved_cards WHERE user_id = \(userID) ORDER BY is_default DESC, added_at DESC, card_id"
        ).map { row in
            SavedCard(
                id: try row.string("card_id"),
                card: CardSummary(
                    brand: try row.string("brand"), last4: try row.string("last4"),
                    expMonth: try row.int("exp_month"), expYear: try row.int("exp_year")),
                isDefault: try row.int("is_default") == 1)
        }
    }

    /// Makes card `id` the account's default (and no other); false when the account has no such card.
    public func makeDefault(_ id: String, userID: ID<UserAccount>) throws -> Bool {
        guard
            try connection.queryOne("SELECT card_id FROM saved_cards WHERE card_id = \(id) AND user_id = \(userID)")
                != nil
        else { return false }
        try connection.execute("UPDATE saved_cards SET is_default = 0 WHERE user_id = \(userID) AND is_default = 1")
        try connection.execute("UPDATE saved_cards SET is_default = 1 WHERE card_id = \(id) AND user_id = \(userID)")
        return true
    }

    /// The number of the account's order for later that waits to be paid with card `id` (its hold not yet asked),
    /// if any.
    public func orderWaiting(onCard id: String, userID: ID<UserAccount>) throws -> Int? {
        try connection.queryOne(
            """
            SELECT o.number FROM card_payments p JOIN orders o ON o.id = p.order_id
            WHERE p.card_id = \(id) AND p.user_id = \(userID) AND p.state = \(CardPayment.State.scheduled.rawValue)
            ORDER BY o.number LIMIT 1
            """)?.int("number")
    }

    /// Forgets one of the account's cards; false when it has no such card.
    public func removeCard(_ id: String, userID: ID<UserAccount>) throws -> Bool {
        try connection.execute("DELETE FROM saved_cards WHERE card_id = \(id) AND user_id = \(userID)") > 0
    }

    /// The provider's customer of an account, if it has one.
    public func customer(userID: ID<UserAccount>) throws -> String? {
        try connection.queryOne("SELECT customer_id FROM payment_customers WHERE user_id = \(userID)")?
            .string("customer_id")
    }

    /// Records the provider's customer of an account; false when it already had one (made by a request at the same
    /// time), which the caller then uses instead.
    public func setCustomer(_ customerID: String, userID: ID<UserAccount>, at time: Date) throws -> Bool {
        try connection.execute(
            """
            INSERT INTO payment_customers (user_id, customer_id, created_at) VALUES (\(userID), \(customerID), \(time))
            ON CONFLICT (user_id) DO NOTHING
            """) > 0
    }
}

/// A row of `card_payments`.
struct CardPaymentRow: Decodable {
    let id: String
    let userID: String
    let idempotencyKey: String
    let requestHash: String
    let orderID: String?
    let intentID: String?
    let cardID: String
    let cardBrand: String
    let cardLast4: String
    let cardExpMonth: Int
    let cardExpYear: Int
    let amount: Int
    let captured: Int
    let state: CardPayment.State
    let failure: String?
    let attempts: Int
    let createdAt: Date
    let disputedAt: Date?

    enum CodingKeys: String, CodingKey {
        case id, amount, captured, state, failure, attempts
        case userID = "user_id"
        case idempotencyKey = "idempotency_key"
        case requestHash = "request_hash"
        case orderID = "order_id"
        case intentID = "intent_id"
        case cardID = "card_id"
        case cardBrand = "card_brand"
        case cardLast4 = "card_last4"
        case cardExpMonth = "card_exp_month"
        case cardExpYear = "card_exp_year"
        case createdAt = "created_at"
        case disputedAt = "disputed_at"
    }

    var payment: CardPayment {
        var payment = CardPayment(
            id: id, userID: ID(userID), idempotencyKey: idempotencyKey, requestHash: requestHash, cardID: cardID,
            card: CardSummary(brand: cardBrand, last4: cardLast4, expMonth: cardExpMonth, expYear: cardExpYear),
            amount: amount, at: createdAt)
        payment.orderID = orderID.map { ID($0) }
        payment.intentID = intentID
        payment.captured = captured
        payment.state = state
        payment.failure = failure
        payment.disputedAt = disputedAt
        return payment
    }
}
