import FoodlyCore
import FoodlyStore
import Foundation
import Synchronization

/// The thread that finishes card payments with the provider after the change that decided them has committed: it
/// asks for the hold of an order for later before its kitchen starts (``CardPayment/authorizeAhead``), captures an
/// order's hold once delivered, releases it once the order ends otherwise, and settles payments whose
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

    /// Settles every payment due now, sends every refund due, and undoes later charges whose outcome was never
    /// stored; returns how many were tried.
    @discardableResult
    public func settleDue() throws -> Int {
        try settlePayments() + sendRefunds() + undoLostCharges()
    }

    /// Refunds each later charge of a card (a tip's raise) written as an attempt more than ``lostAnswerAge`` ago and
    /// never recorded: the process asking for it died, or the provider's answer was lost. The charge is looked for by
    /// its reference among the provider's newest, else asked again with its own idempotency key (the provider answers
    /// with the one it made, or makes it now), and refunded whole, so the card keeps no money Foodly has no line for;
    /// the customer can raise the tip again.
    private func undoLostCharges() throws -> Int {
        var tried = 0
        while true {
            let now = environment.clock.now()
            let stale = now.addingTimeInterval(-PaymentSettler.lostAnswerAge)
            guard
                let lost = try environment.database.write({
                    try PaymentQueries($0).claimChargeAttempt(at: now, stale: stale)
                })
            else { return tried }
            tried += 1
            do {
                if let customer = try CardPayments(environment: environment).knownCustomer(of: lost.payment.userID) {
                    var intent = try provider.find(reference: lost.reference)
                    if intent == nil {
                        // Refused now means nothing was taken then either (the same key gives the same answer).
                        do {
                            intent = try provider.charge(
                                lost.amount, currency: Money.currency.lowercased(), card: lost.payment.cardID,
                                customer: customer, reference: lost.reference, key: lost.key)
                        } catch let error as PaymentError where error.code == "card_declined" {
                            intent = nil
                        }
                    }
                    if let intent, intent.status == .succeeded || intent.status == .processing {
                        _ = try provider.refund(intent.id, amount: intent.amount, key: intent.undoKey)
                    }
                }
                try environment.database.write { _ = try PaymentQueries($0).removeChargeAttempt(key: lost.key) }
                report(lost.key, "charge undone")
            } catch {
                let retryAt = environment.clock.now().addingTimeInterval(PaymentSettler.wait(after: lost.attempt))
                try environment.database.write {
                    try PaymentQueries($0).chargeAttemptLater(
                        key: lost.key, at: retryAt, error: String(describing: error))
                }
                report(lost.key, "undo failed: \(error)")
            }
        }
    }

    /// Sends each refund due to its card, one claim at a time.
    private func sendRefunds() throws -> Int {
        var tried = 0
        while let refund = try environment.database.write({
            try PaymentQueries($0).claimRefund(at: environment.clock.now())
        }) {
            tried += 1
            do {
                let sent = try provider.refund(
                    refund.intentID, amount: refund.amount, key: "foodly-\(refund.id)-refund")
                try environment.database.write { try PaymentQueries($0).refundSent(refund.id, providerID: sent) }
                report(refund.id, "refunded")
            } catch {
                let retryAt = environment.clock.now().addingTimeInterval(PaymentSettler.wait(after: refund.attempt))
                try environment.database.write {
                    try PaymentQueries($0).refundLater(refund.id, at: retryAt, error: String(describing: error))
                }
                report(refund.id, "refund failed: \(error)")
            }
        }
        return tried
    }

    /// How long to wait before try `attempt + 1`: 1, 2, 4 … 64 minutes.
    static func wait(after attempt: Int) -> TimeInterval {
        60.0 * Double(1 << min(max(attempt - 1, 0), 6))
    }

    private func settlePayments() throws -> Int {
        var tried = 0
        while true {
            let now = environment.clock.now()
            let stale = now.addingTimeInterval(-PaymentSettler.lostAnswerAge)
            let abandoned = now.addingTimeInterval(-CardPayment.authenticationWindow)
            let authorizeBy = now.addingTimeInterval(CardPayment.authorizeAhead)
            let claimed = try environment.database.write {
                try PaymentQueries($0).claim(
                    at: now, stale: stale, abandoned: abandoned, authorizeBy: authorizeBy, limit: 1)
            }
            guard let (payment, attempt) = claimed.first else { return tried }
            tried += 1
            do {
                let settled = try settle(payment)
                try record(settled, was: payment)
                report(payment.id, settled.state.rawValue)
            } catch {
                let wait = PaymentSettler.wait(after: attempt)
                let retryAt = environment.clock.now().addingTimeInterval(wait)
                try environment.database.write {
                    try PaymentQueries($0).retryLater(payment.id, at: retryAt, error: String(describing: error))
                }
                report(payment.id, "failed, tried again in \(Int(wait)) s: \(error)")
            }
        }
    }

    /// What the provider made of one claimed payment.
    private func settle(_ payment: CardPayment) throws -> CardPayment {
        var next = payment
        switch payment.state {
        case .captureDue:
            let intent = try payment.intentID.map { try provider.intent($0) }
            if intent?.status == .canceled {
                // The hold ran out (Stripe keeps one 7 days) or the bank cancelled it: nothing can be taken now.
                next.state = .failed
                next.failure = PaymentSettler.lostHold
                return next
            }
            if intent?.status != .succeeded, let id = payment.intentID {
                _ = try provider.capture(id, amount: payment.captured, key: payment.key("capture"))
            }
            next.state = .captured
        case .releaseDue:
            try cancel(payment)
            next.state = .released
        case .authorizing, .authenticating:
            try cancel(payment)
            next.state = .failed
            next.failure =
                payment.state == .authorizing
                ? "The payment was not confirmed in time." : "The bank's check was not finished in time."
        case .scheduled:
            next = try authorize(payment)
        case .held, .failed, .captured, .released:
            break
        }
        return next
    }

    /// Holds the amount of an order for later on its card while the holder is away. A card the bank refuses, or
    /// whose bank asks its holder to confirm (which nobody can do now), leaves the payment failed, with any
    /// half-made hold cancelled.
    private func authorize(_ payment: CardPayment) throws -> CardPayment {
        var next = payment
        next.state = .failed
        guard let customer = try CardPayments(environment: environment).knownCustomer(of: payment.userID) else {
            next.failure = "the card is no longer kept"
            return next
        }
        let intent: ProviderIntent
        do {
            // A try before may have made the hold and lost its answer: that one is used, never a second.
            intent =
                try provider.find(reference: payment.id)
                ?? provider.hold(
                    payment.amount, currency: Money.currency.lowercased(), card: payment.cardID, customer: customer,
                    reference: payment.id, offSession: true, key: payment.key("hold"))
        } catch let error as PaymentError where error.code == "card_declined" {
            next.failure = "your bank declined it"
            return next
        }
        next.intentID = intent.id
        if intent.status == .requiresCapture, intent.matches(payment.amount) {
            next.state = .held
            return next
        }
        if [.requiresCapture, .requiresAction, .requiresConfirmation].contains(intent.status) {
            _ = try provider.cancel(intent.id, key: payment.key("release"))
        }
        next.failure =
            switch intent.status {
            case .requiresAction: "your bank asked you to confirm the payment, which cannot be done while you are away"
            case .requiresCapture: "the amount held did not match the order"
            default: "your bank declined it"
            }
        return next
    }

    /// Stores what the provider made of a claimed payment. The hold of an order for later that failed cancels the
    /// order in the same transaction (nothing is prepared; its customer is told why, by mail too); one that came
    /// while the order was cancelled is released.
    private func record(_ settled: CardPayment, was payment: CardPayment) throws {
        let now = environment.clock.now()
        var settled = settled
        let cancelled = try OrderingStores.write(environment.database) { stores -> ID<Order>? in
            guard payment.state == .scheduled, let orderID = settled.orderID else {
                try stores.payments.update(settled, at: now)
                if payment.state == .captureDue, settled.state == .failed, let orderID = settled.orderID {
                    try stores.writeOffUncaptured(orderID, at: now)
                }
                return nil
            }
            let waiting = try stores.orders.order(id: orderID)?.status == .scheduled
            if settled.state == .held, !waiting { settled.state = .releaseDue }
            try stores.payments.update(settled, at: now)
            if settled.state == .held { try stores.bookHold(orderID, amount: settled.amount, at: now) }
            guard settled.state == .failed, waiting else { return nil }
            let reason = PaymentSettler.unpaidReason(settled)
            return try OrderScheduler.cancel(orderID, because: reason, stores, environment, now) ? orderID : nil
        }
        if let cancelled { environment.orderEvents.changed([cancelled]) }
    }

    /// Why a delivered order's card was never charged: its hold was gone when the capture was asked for.
    static let lostHold = "the hold ran out before the payment was taken"

    /// What the customer of an order for later is told when its card could not be held.
    static func unpaidReason(_ payment: CardPayment) -> String {
        "Your \(payment.card.label) could not be charged (\(payment.failure ?? "your bank declined it")), "
            + "so nothing was prepared and you pay nothing."
    }

    /// Cancels the payment's hold at the provider, if it has one that can still be cancelled. A hold whose answer was
    /// never stored is looked for among the provider's newest payments, and else asked for again with its own
    /// idempotency key: Stripe then answers with the hold it made (or makes one, which is cancelled at once).
    private func cancel(_ payment: CardPayment) throws {
        var intent = try payment.intentID.map { try provider.intent($0) } ?? provider.find(reference: payment.id)
        if intent == nil, payment.state == .authorizing,
            let customer = try CardPayments(environment: environment).knownCustomer(of: payment.userID)
        {
            do {
                intent = try provider.hold(
                    payment.amount, currency: Money.currency.lowercased(), card: payment.cardID, customer: customer,
                    reference: payment.id, offSession: false, key: payment.key("hold"))
            } catch let error as PaymentError where error.code == "card_declined" {
                return
            }
        }
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
