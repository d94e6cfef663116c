import FoodlyCore
import FoodlyStore
import Foundation
import Synchronization

/// Outgoing mail, kept in the database (`mail_queue`) until the sender takes it: a mail is queued in the write
/// transaction of what caused it, so a crash can neither lose the receipt of an acknowledged order nor mail about a
/// change that was rolled back. A delivery thread (`start`) sends what is due, at least once: a message is removed
/// after the sender took it, so a process killed between the two sends it again later with the same `Message-ID`.
/// A refused message is tried again as `MailRetry` says, then given up; every outcome is counted and reported.
/// Several processes can share one database: each message is claimed by one sender at a time.
public final class MailOutbox: Sendable {
    /// What became of one message.
    public enum Report: Sendable {
        /// The sender took it.
        case sent(MailMessage)
        /// The sender refused it, why, and when it is tried again (nil: never, it is given up).
        case failed(MailMessage, reason: String, retryAt: Date?)
        /// It could not be written safely, and why (`MailError`); it was never queued.
        case refused(reason: String)
        /// The queue itself could not be read or written (the database failed); delivery goes on at the next turn.
        case stalled(reason: String)
    }

    /// How many messages came to each end in this process, by outcome: `sent`, `failed` (to be tried again),
    /// `given_up` and `refused`, so a mail never goes missing without the operator seeing it.
    public var outcomes: [String: Int] { counts.withLock { $0 } }

    private let database: any Database
    private let sender: any MailSender
    private let clock: @Sendable () -> Date
    private let report: @Sendable (Report) -> Void
    private let counts = Mutex<[String: Int]>(["sent": 0, "failed": 0, "given_up": 0, "refused": 0])
    private let running = Atomic<Bool>(false)
    private let wake = DispatchSemaphore(value: 0)
    private let finished = DispatchSemaphore(value: 0)

    /// A queue in `database` in front of `sender`; `report` hears of each message on the thread that handled it.
    /// `clock` says when a message is due (real time, whatever clock the use cases run on).
    public init(
        sender: any MailSender, database: any Database, clock: @escaping @Sendable () -> Date = { Date() },
        report: @escaping @Sendable (Report) -> Void = { _ in }
    ) {
        self.sender = sender
        self.database = database
        self.clock = clock
        self.report = report
    }

    /// Queues `message` in the transaction `connection` is in; the delivery thread is woken once that commits.
    public func enqueue(_ message: MailMessage, on connection: any DatabaseConnection) throws {
        try MailQueueQueries(connection).add(message, at: clock())
        connection.afterCommit { [wake] in wake.signal() }
    }

    /// Reports a mail that could not be written.
    func refuse(_ reason: String) {
        tell(.refused(reason: reason))
    }

    /// Sends every message due now, oldest first, and returns how many were tried. Each is claimed on its own just
    /// before it is sent, so its hold (`MailRetry.lease`) always outlasts its one send.
    @discardableResult
    public func deliverDue() throws -> Int {
        var tried = 0
        while true {
            let now = clock()
            guard try database.read({ try MailQueueQueries($0).hasDue(at: now) }) else { return tried }
            let claimed = try database.write { try MailQueueQueries($0).claim(at: now, limit: 1) }
            if claimed.isEmpty { return tried }
            for (message, attempt) in claimed {
                tried += 1
                do {
                    try sender.send(message)
                } catch {
                    let reason = String(describing: error)
                    let failedAt = clock()
                    let retryAt = MailRetry.nextAttempt(after: attempt, at: failedAt)
                    try database.write {
                        try MailQueueQueries($0).failed(
                            message.messageID, attempt: attempt, error: reason, at: failedAt)
                    }
                    tell(.failed(message, reason: reason, retryAt: retryAt))
                    continue
                }
                try database.write { try MailQueueQueries($0).sent(message.messageID) }
                tell(.sent(message))
            }
        }
    }

    /// Messages not sent yet and not given up.
    public func waitingCount() throws -> Int {
        try database.read { try MailQueueQueries($0).waitingCount() }
    }

    /// Messages given up after their last try.
    public func givenUpCount() throws -> Int {
        try database.read { try MailQueueQueries($0).givenUpCount() }
    }

    /// The `limit` messages given up most recently, for the operator.
    public func undelivered(limit: Int = 50) throws -> [UndeliveredMail] {
        try database.read { try MailQueueQueries($0).undelivered(limit: limit) }
    }

    /// Sends a given-up message again, with all its tries (the operator's "Try again" once the mail server is
    /// fixed); false when no given-up message has that id.
    public func retry(_ messageID: String) throws -> Bool {
        let retried = try database.write { try MailQueueQueries($0).retry(messageID, at: clock()) }
        if retried { wake.signal() }
        return retried
    }

    /// Starts the delivery thread: it sends what is due when a message is queued, and every `seconds` for what
    /// other processes queued and what is due again.
    public func start(every seconds: Double = 1) {
        guard !running.exchange(true, ordering: .acquiringAndReleasing) else { return }
        Thread { [self] in
            while running.load(ordering: .acquiring) {
                do {
                    try deliverDue()
                } catch {
                    tell(.stalled(reason: String(describing: error)))
                }
                _ = wake.wait(timeout: .now() + seconds)
            }
            finished.signal()
        }.start()
    }

    /// Stops the delivery thread after the message it is sending; what is still queued waits in the database for
    /// the next start.
    public func stop() {
        guard running.exchange(false, ordering: .acquiringAndReleasing) else { return }
        wake.signal()
        finished.wait()
    }

    /// Counts `outcome` and reports it.
    private func tell(_ outcome: Report) {
        let name: String? =
            switch outcome {
            case .sent: "sent"
            case .failed(_, _, let retryAt): retryAt == nil ? "given_up" : "failed"
            case .refused: "refused"
            case .stalled: nil
            }
        if let name { counts.withLock { $0[name, default: 0] += 1 } }
        report(outcome)
    }
}
