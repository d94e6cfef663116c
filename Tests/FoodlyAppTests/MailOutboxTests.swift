import FoodlyApp
import FoodlyCore
import FoodlyStore
import FoodlyTestSupport
import Foundation
import Synchronization
import Testing

/// The mail queue lives in the database: a mail exists exactly when the change that caused it does, a refused one
/// is tried again and then given up (counted for `/metrics`), one whose sender died goes out again, and two
/// processes on one database send each message once.
@Suite("Mail outbox")
struct MailOutboxTests {
    /// A sender that records what it took and refuses every message whose subject says so.
    final class Recorder: MailSender {
        let taken = Mutex<[String]>([])

        func send(_ message: MailMessage) throws {
            if message.subject.contains("refuse") { throw MailError.delivery("the server said no") }
            taken.withLock { $0.append(message.subject) }
        }

        var subjects: [String] { taken.withLock { $0 } }
    }

    let clock = TestClock()
    let database: any Database
    let sender = Recorder()
    let outbox: MailOutbox

    init() throws {
        database = try TestDatabase.migrated()
        outbox = MailOutbox(sender: sender, database: database, clock: { [clock] in clock.now() })
    }

    func message(_ subject: String) throws -> MailMessage {
        try MailMessage(
            from: try MailAddress("hello@foodly.test", name: "Foodly"), to: try MailAddress("ada@example.com"),
            subject: subject, text: "Hi", date: Date(timeIntervalSince1970: 1_800_000_000))
    }

    func queue(_ subjects: String..., outbox: MailOutbox? = nil) throws {
        for subject in subjects {
            let message = try message(subject)
            try database.write { try (outbox ?? self.outbox).enqueue(message, on: $0) }
        }
    }

    @Test func everyMessageIsCountedByWhatBecameOfIt() throws {
        try queue("Your order", "Your receipt", "please refuse this")
        #expect(try outbox.deliverDue() == 3)
        #expect(sender.subjects == ["Your order", "Your receipt"])
        #expect(outbox.outcomes == ["sent": 2, "failed": 1, "given_up": 0, "refused": 0])
        #expect(try outbox.waitingCount() == 1, "the refused one waits for its next try")
        #expect(try outbox.deliverDue() == 0, "and is not due again at once")
    }

    @Test func aRefusedMessageIsTriedAgainWithLongerPausesThenGivenUp() throws {
        try queue("please refuse this")
        #expect(try outbox.deliverDue() == 1)
        var pauses: [Int] = []
        var last = clock.now()
        let end = last.addingTimeInterval(24 * 3600)
        while outbox.outcomes["given_up"] == 0, clock.now() < end {
            clock.advance(by: 30)
            if try outbox.deliverDue() == 1 {
                pauses.append(Int(clock.now().timeIntervalSince(last) / 60))
                last = clock.now()
            }
        }
        #expect(pauses == [1, 2, 4, 8, 16, 32, 64], "8 tries, the pause doubling from a minute")
        #expect(outbox.outcomes["failed"] == MailRetry.maxAttempts - 1 && outbox.outcomes["given_up"] == 1)
        #expect(try outbox.waitingCount() == 0 && outbox.givenUpCount() == 1, "kept for the operator to see")
        clock.advance(by: 24 * 3600)
        #expect(try outbox.deliverDue() == 0, "never tried again")
    }

    @Test func aMailQueuedInATransactionThatRollsBackIsNeverSent() throws {
        struct Refused: Error {}
        let message = try message("Your order")
        #expect(throws: Refused.self) {
            try database.write { connection in
                try outbox.enqueue(message, on: connection)
                throw Refused()
            }
        }
        #expect(try outbox.deliverDue() == 0 && outbox.waitingCount() == 0)
    }

    @Test func aMessageWhoseSenderDiedMidSendGoesOutAgainAfterItsLeaseWithTheSameID() throws {
        try queue("Your order")
        // A process claims it and dies before it could record the send.
        let claimed = try database.write { try MailQueueQueries($0).claim(at: clock.now(), limit: 10) }
        #expect(claimed.count == 1)
        #expect(try outbox.deliverDue() == 0, "held while its lease runs")
        clock.advance(by: MailRetry.lease + 1)
        #expect(try outbox.deliverDue() == 1)
        #expect(try sender.subjects == ["Your order"] && outbox.waitingCount() == 0)
        let resent = try #require(claimed.first)
        #expect(resent.attempt == 1 && resent.message.messageID.hasSuffix("@foodly.test"))
    }

    @Test func twoProcessesOnOneDatabaseSendEachMessageOnce() async throws {
        let other = MailOutbox(sender: sender, database: database, clock: { [clock] in clock.now() })
        let subjects = (1...60).map { "Order \($0)" }
        for subject in subjects { try queue(subject) }
        async let first = Task.detached { [outbox] in try outbox.deliverDue() }.value
        async let second = Task.detached { try other.deliverDue() }.value
        let tried = try await first + second
        #expect(tried == 60)
        #expect(sender.subjects.sorted() == subjects.sorted(), "each once")
    }

    @Test func theDeliveryThreadSendsAQueuedMailWithoutBeingAsked() throws {
        let live = MailOutbox(sender: sender, database: database)
        live.start(every: 60)
        defer { live.stop() }
        try queue("Your order", outbox: live)
        let deadline = Date().addingTimeInterval(10)
        while sender.subjects.isEmpty, Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
        #expect(sender.subjects == ["Your order"], "woken by the queueing, not by the 60 s poll")
    }
}
