import FoodlyApp
import Foundation
import Synchronization
import Testing

/// The mail queue counts what became of every message, so the operator sees on `/metrics` a mail that was not sent.
@Suite("Mail outbox")
struct MailOutboxTests {
    /// A sender that refuses every message whose subject says so.
    final class Picky: MailSender {
        func send(_ message: MailMessage) throws {
            if message.subject.contains("refuse") { throw MailError.delivery("the server said no") }
        }
    }

    func message(_ subject: String) throws -> MailMessage {
        try MailMessage(
            from: try MailAddress("hello@foodly.test", name: "Foodly"), to: try MailAddress("ada@example.com"),
            subject: subject, text: "Hi", date: Date(timeIntervalSince1970: 1_800_000_000),
            messageID: "\(subject.hashValue)@foodly.test")
    }

    @Test func everyMessageIsCountedByWhatBecameOfIt() throws {
        let heard = Mutex(0)
        let outbox = MailOutbox(sender: Picky()) { _ in heard.withLock { $0 += 1 } }
        outbox.enqueue(try message("Your order"))
        outbox.enqueue(try message("Your receipt"))
        outbox.enqueue(try message("please refuse this"))
        #expect(outbox.drain(timeout: 10))
        #expect(outbox.outcomes == ["sent": 2, "failed": 1, "dropped": 0, "refused": 0])
        #expect(outbox.waitingCount == 0 && heard.withLock { $0 } == 3, "each is still reported")
    }
}
