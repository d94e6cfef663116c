import FoodlyCore
import Foundation

/// The `mail_queue` table on one connection: a mail is added in the write transaction of what caused it (an order,
/// a reset link), so it exists exactly when that change does, and removed once the SMTP server took it. A sender
/// claims due messages for `MailRetry.lease` before sending them: PostgreSQL skips rows another process has locked
/// (`FOR UPDATE SKIP LOCKED`), SQLite has one writer at a time, so two processes never claim the same message.
public struct MailQueueQueries {
    private let connection: any DatabaseConnection

    /// The queue as seen from `connection`.
    public init(_ connection: any DatabaseConnection) {
        self.connection = connection
    }

    /// Adds `message`, due at `now`, after every message already queued.
    public func add(_ message: MailMessage, at now: Date) throws {
        let seq: SQL =
            switch connection.dialect {
            case .sqlite: "(SELECT COALESCE(MAX(seq), 0) + 1 FROM mail_queue)"
            case .postgres: "nextval('mail_numbers')"
            }
        let files = message.attachments.map {
            AttachmentRow(filename: $0.filename, contentType: $0.contentType, data: $0.data)
        }
        let attachments = files.isEmpty ? "" : String(decoding: try JSONEncoder().encode(files), as: UTF8.self)
        try connection.execute(
            """
            INSERT INTO mail_queue (message_id, seq, from_address, from_name, to_address, to_name, subject, body,
                attachments, written_at, queued_at, next_attempt_at)
            VALUES (\(message.messageID), \(seq), \(message.from.address), \(message.from.name),
                \(message.to.address), \(message.to.name), \(message.subject), \(message.text), \(attachments),
                \(message.date), \(now), \(now))
            """)
    }

    /// Whether a message is due at `now` and not held by a sender (a read, so that idle polling writes nothing).
    public func hasDue(at now: Date) throws -> Bool {
        try connection.queryOne("SELECT message_id FROM mail_queue WHERE \(due(at: now)) LIMIT 1") != nil
    }

    /// Holds up to `limit` due messages, oldest first, for `MailRetry.lease` and counts the try; each with the
    /// number of tries including this one. A stored message that cannot be read back or no longer passes
    /// `MailMessage`'s checks (a row edited by hand) is given up at once instead of stopping the queue.
    public func claim(at now: Date, limit: Int) throws -> [(message: MailMessage, attempt: Int)] {
        let lock: SQL = connection.dialect == .postgres ? "FOR UPDATE SKIP LOCKED" : ""
        let rows = try connection.query(
            "SELECT * FROM mail_queue WHERE \(due(at: now)) ORDER BY seq LIMIT \(limit) \(lock)")
        var claimed: [(MailMessage, Int)] = []
        for row in rows {
            let id = try row.string("message_id")
            let attempt = try row.int("attempts") + 1
            let message: MailMessage
            do {
                let stored = try row.string("attachments")
                let files =
                    stored.isEmpty ? [] : try JSONDecoder().decode([AttachmentRow].self, from: Data(stored.utf8))
                message = try MailMessage(
                    from: try MailAddress(try row.string("from_address"), name: try row.optionalString("from_name")),
                    to: try MailAddress(try row.string("to_address"), name: try row.optionalString("to_name")),
                    subject: try row.string("subject"), text: try row.string("body"),
                    date: try StoreTime.date(try row.string("written_at")), messageID: id,
                    attachments: try files.map {
                        try MailAttachment(filename: $0.filename, contentType: $0.contentType, data: $0.data)
                    })
            } catch {
                // A row that is no mail any more is given up; a database error (another process claiming the same
                // row first) is not caught here, so the transaction is run again instead of going on aborted.
                try failed(id, attempt: MailRetry.maxAttempts, error: String(describing: error), at: now)
                continue
            }
            try connection.execute(
                """
                UPDATE mail_queue SET attempts = \(attempt), claimed_until = \(now.addingTimeInterval(MailRetry.lease))
                WHERE message_id = \(id)
                """)
            claimed.append((message, attempt))
        }
        return claimed
    }

    /// Removes a message the SMTP server took.
    public func sent(_ messageID: String) throws {
        try connection.execute("DELETE FROM mail_queue WHERE message_id = \(messageID)")
    }

    /// Records a failed try: due again when `MailRetry` says, or given up after the last. True when given up.
    @discardableResult
    public func failed(_ messageID: String, attempt: Int, error: String, at now: Date) throws -> Bool {
        let next = MailRetry.nextAttempt(after: attempt, at: now)
        let givenUp: Date? = next == nil ? now : nil
        try connection.execute(
            """
            UPDATE mail_queue SET attempts = \(attempt), claimed_until = NULL, last_error = \(String(error.prefix(500))),
                next_attempt_at = \(next ?? now), given_up_at = \(givenUp)
            WHERE message_id = \(messageID)
            """)
        return next == nil
    }

    /// The `limit` messages given up most recently.
    public func undelivered(limit: Int) throws -> [UndeliveredMail] {
        try connection.query(
            """
            SELECT message_id, to_address, subject, last_error, attempts, given_up_at FROM mail_queue
            WHERE given_up_at IS NOT NULL ORDER BY given_up_at DESC, seq DESC LIMIT \(limit)
            """
        ).map { row in
            UndeliveredMail(
                messageID: try row.string("message_id"), to: try row.string("to_address"),
                subject: try row.string("subject"), lastError: try row.optionalString("last_error") ?? "",
                attempts: try row.int("attempts"), givenUpAt: try StoreTime.date(try row.string("given_up_at")))
        }
    }

    /// Makes a given-up message due again at `now`, with all its tries; false when there is no such message.
    public func retry(_ messageID: String, at now: Date) throws -> Bool {
        try connection.execute(
            """
            UPDATE mail_queue SET given_up_at = NULL, attempts = 0, next_attempt_at = \(now), claimed_until = NULL
            WHERE message_id = \(messageID) AND given_up_at IS NOT NULL
            """) > 0
    }

    /// Messages not sent yet and not given up: due, held by a sender, or waiting for their next try.
    public func waitingCount() throws -> Int {
        try connection.queryOne("SELECT COUNT(*) AS n FROM mail_queue WHERE given_up_at IS NULL")?.int("n") ?? 0
    }

    /// Messages given up after their last try, still kept for the operator to see.
    public func givenUpCount() throws -> Int {
        try connection.queryOne("SELECT COUNT(*) AS n FROM mail_queue WHERE given_up_at IS NOT NULL")?.int("n") ?? 0
    }

    private func due(at now: Date) -> SQL {
        "given_up_at IS NULL AND next_attempt_at <= \(now) AND (claimed_until IS NULL OR claimed_until <= \(now))"
    }

    /// An attachment as `mail_queue.attachments` keeps it: a JSON list of these, the file in base64.
    private struct AttachmentRow: Codable {
        let filename: String
        let contentType: String
        let data: Data
    }
}
