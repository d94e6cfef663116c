import Foundation
import Synchronization

/// The mail queue: messages are handed to the sender one at a time on a background thread, so the request that
/// asked for a mail (a password reset, an order) answers at once and in the same time whether or not one is sent,
/// and a slow or absent SMTP server never holds a request. At most `capacity` messages wait; one more is dropped
/// (and reported). Every result is reported (`Report`); nothing is retried, and messages still waiting when the
/// process ends are lost (`drain` at shutdown gives them a few seconds).
public final class MailOutbox: Sendable {
    /// What became of one message.
    public enum Report: Sendable {
        /// The sender took it.
        case sent(MailMessage)
        /// The sender refused it, and why.
        case failed(MailMessage, reason: String)
        /// The queue was full.
        case dropped(MailMessage)
        /// It could not be written safely, and why (`MailError`).
        case refused(reason: String)
    }

    /// The most messages that wait at once.
    public static let capacity = 100

    /// How many messages came to each end since the process started, by outcome: `sent`, `failed`, `dropped`,
    /// `refused` (the names of `Report`'s cases), so a mail never goes missing without the operator seeing it.
    public var outcomes: [String: Int] { counts.withLock { $0 } }
    /// Messages waiting to be sent now.
    public var waitingCount: Int { waiting.withLock { $0 } }

    private let sender: any MailSender
    private let report: @Sendable (Report) -> Void
    private let counts = Mutex<[String: Int]>(["sent": 0, "failed": 0, "dropped": 0, "refused": 0])
    private let queue = DispatchQueue(label: "foodly.mail")
    private let waiting = Mutex(0)
    private let idle = Mutex<[DispatchSemaphore]>([])

    /// A queue in front of `sender`; `report` hears of each message (on the queue's thread, or the caller's when
    /// dropped).
    public init(sender: any MailSender, report: @escaping @Sendable (Report) -> Void = { _ in }) {
        self.sender = sender
        self.report = report
    }

    /// Counts `outcome` and reports it.
    private func tell(_ outcome: Report) {
        let name =
            switch outcome {
            case .sent: "sent"
            case .failed: "failed"
            case .dropped: "dropped"
            case .refused: "refused"
            }
        counts.withLock { $0[name, default: 0] += 1 }
        report(outcome)
    }

    /// Queues `message`, or drops it when `capacity` are waiting.
    public func enqueue(_ message: MailMessage) {
        let accepted = waiting.withLock { count in
            guard count < MailOutbox.capacity else { return false }
            count += 1
            return true
        }
        guard accepted else { return tell(.dropped(message)) }
        queue.async { [self] in
            do {
                try sender.send(message)
                tell(.sent(message))
            } catch {
                tell(.failed(message, reason: String(describing: error)))
            }
            let done = waiting.withLock { count in
                count -= 1
                return count == 0
            }
            if done {
                let waiters = idle.withLock { waiters in
                    defer { waiters.removeAll() }
                    return waiters
                }
                for waiter in waiters { waiter.signal() }
            }
        }
    }

    /// Reports a mail that could not be written.
    func refuse(_ reason: String) {
        tell(.refused(reason: reason))
    }

    /// Waits until no message is waiting, at most `timeout` seconds; true when none is.
    @discardableResult
    public func drain(timeout: TimeInterval) -> Bool {
        let signal = DispatchSemaphore(value: 0)
        let busy = waiting.withLock { count in
            if count > 0 { idle.withLock { $0.append(signal) } }
            return count > 0
        }
        return !busy || signal.wait(timeout: .now() + timeout) == .success
    }
}
