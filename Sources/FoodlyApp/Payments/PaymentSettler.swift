import FoodlyCore
import FoodlyStore
import Foundation
import Synchronization

/// The thread that finishes card payments with the provider after the change that decided them has committed: it
/// captures an order's hold once delivered, releases it once the order ends otherwise, and settles payments whose
/// fate Foodly never stored (a hold asked while the process died, a cardholder who never finished the bank's
/// check within ``CardPayment/authenticationWindow``): no hold is left behind for an order that does not exist.
/// Each provider call carries the payment's own idempotency key, so a call repeated after a crash acts once; a
/// call that fails is tried again after 1, 2, 4 … 64 minutes. Several processes can run one each on one database.
public final class PaymentSettler: Sendable {
    private let environment: AppEnvironment
    private let provider: any PaymentProvider
    private let report: @Sendable (String, String) -> Void
    private let running = Atomic<Bool>(false)
    private let finished = DispatchSemaphore(value: 0)

    /// How old a hold asked of the provider must be, without its answer stored, before it is settled here.
    public static let lostAnswerAge: TimeInterval = 120

    /// A settler for `environment`'s provider; `report` hears of each payment settled or failed (its id and what
    /// happened), for the log.
    public init?(environment: AppEnvironment, report: @escaping @Sendable (String, String) -> Void = { _, _ in }) {
        guard let provider = environment.payments else { return nil }
        self.environment = environment
        self.provider = provider
        self.report = report
    }

    /// Settles every payment due now; returns how many were tried.
    @discardableResult
    public func settleDue() throws -> Int {
        var tried = 0
        while true {
            let now = environment.clock.now()
            let stale = now.addingTimeInterval(-PaymentSettler.lostAnswerAge)
            let claimed = try environment.database.write {
                try PaymentQueries($0).claim(at: now, stale: stale, limit: 1)
            }
            guard let (payment, attempt) = claimed.first else { return tried }
            tried += 1
            do {
                let settled = try settle(payment, at: now)
                try environment.database.write { try PaymentQueries($0).update(settled, at: environment.clock.now()) }
                report(payment.id, settled.state.rawValue)
            } catch {
                let wait = 60.0 * Double(1 << min(attempt - 1, 6))
                let retryAt = environment.clock.now().addingTimeInterval(wait)
                try environment.database.write {
                    try PaymentQueries($0).retryLater(payment.id, at: retryAt, error: String(describing: error))
                }
                report(payment.id, "failed, tried again in \(Int(wait)) s: \(error)")
            }
        }
    }

    /// What the provider made of one claimed payment.
    private func settle(_ payment: CardPayment, at now: Date) throws -> CardPayment {
        var next = payment
        switch payment.state {
        case .captureDue:
            let intent = try payment.intentID.map { try provider.intent($0) }
            if intent?.status != .succeeded, let id = payment.intentID {
                _ = try provider.capture(id, amount: payment.captured, key: payment.key("capture"))
            }
            next.state = .captured
        case .releaseDue:
            try cancel(payment)
            next.state = .released
        case .authorizing, .authenticating:
            let waited = now.timeIntervalSince(payment.createdAt)
            guard payment.state == .authorizing || waited >= CardPayment.authenticationWindow else { return payment }
            try cancel(payment)
            next.state = .failed
            next.failure =
                payment.state == .authorizing
                ? "The payment was not confirmed in time." : "The bank's check was not finished in time."
        case .held, .failed, .captured, .released:
            break
        }
        return next
    }

    /// Cancels the payment's hold at the provider, if it has one that can still be cancelled.
    private func cancel(_ payment: CardPayment) throws {
        let intent = try payment.intentID.map { try provider.intent($0) } ?? provider.find(reference: payment.id)
        guard let intent else { return }
        let open: [ProviderIntent.Status] = [
            .requiresCapture, .requiresAction, .requiresConfirmation, .requiresPaymentMethod,
        ]
        if open.contains(intent.status) { _ = try provider.cancel(intent.id, key: payment.key("release")) }
    }

    /// Starts the settling thread: every `seconds` it settles what is due.
    public func start(every seconds: Double = 1) {
        guard !running.exchange(true, ordering: .acquiringAndReleasing) else { return }
        Thread { [self] in
            while running.load(ordering: .acquiring) {
                do {
                    try settleDue()
                } catch {
                    report("-", "stalled: \(error)")
                }
                Thread.sleep(forTimeInterval: seconds)
            }
            finished.signal()
        }.start()
    }

    /// Stops the thread after the payment it is settling; what is due waits in the database for the next start.
    public func stop() {
        guard running.exchange(false, ordering: .acquiringAndReleasing) else { return }
        finished.wait()
    }
}
