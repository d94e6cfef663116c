import FoodlyCore
import FoodlyShared
import FoodlyStore
import Foundation

/// What operators do with an order's money and fate: look at it (with its customer, courier, timeline and ledger),
/// refund part or all of what was charged, and cancel it with a reason. Each change is one write transaction with
/// its ledger line and its audit entry, so a refused or failed one leaves neither.
public struct MoneyService: Sendable {
    private let environment: AppEnvironment

    /// Creates the service.
    public init(environment: AppEnvironment) {
        self.environment = environment
    }

    /// Any order, as the console shows it; `not_found` when there is none.
    public func order(_ id: ID<Order>) throws -> OperatorOrder {
        try withCustomer(
            environment.database.read { connection in try MoneyService.operatorOrder(id, OrderingStores(connection)) })
    }

    /// Refunds `amount` cents of an order with the operator's reason (1–500 characters): given back to the customer,
    /// or taken off the bill while it is still to be paid. An order paid on delivery that was not delivered has
    /// nothing to refund (``OrderMoney/refusal(status:byCard:)``). The amount must fit in what is left
    /// (``OrderMoney/refusal(of:)``; else `refund_exceeds_charge`, saying what is left): it is checked against the
    /// ledger read in the refund's own write transaction, so of two refunds at once that together exceed the charge
    /// one is refused (SQLite writes one transaction at a time; on PostgreSQL the serializable transaction that
    /// loses is run again and then sees the other's line). `bearer` says whose money it is (``Settlement/refund``).
    /// The audit log records the refunded total before and after, and the bearer.
    public func refund(
        _ id: ID<Order>, amount: Int, reason: String, bearer: RefundBearer = .platform, by user: UserAccount
    ) throws -> OperatorOrder {
        try ValidationFailure.check(OrderMoney.refundIssues(amount: amount, reason: reason))
        let now = environment.clock.now()
        let refunded = try OrderingStores.write(environment.database) { stores in
            try refund(id, amount: amount, reason: reason, bearer: bearer, by: user, in: stores, at: now)
            return try MoneyService.operatorOrder(id, stores)
        }
        environment.orderEvents.changed([id])
        return try withCustomer(refunded)
    }

    /// ``refund(_:amount:reason:bearer:by:)``'s work in the caller's transaction (an answer to a customer's issue
    /// refunds in its own), the amount and reason checked by the caller; the order's watchers are the caller's to
    /// tell.
    func refund(
        _ id: ID<Order>, amount: Int, reason: String, bearer: RefundBearer, by user: UserAccount,
        in stores: OrderingStores, at now: Date
    ) throws {
        let reason = Text.clean(reason)
        guard let order = try stores.orders.order(id: id) else { throw OrderingError.orderNotFound }
        if bearer == .courier && order.courierID == nil {
            throw ValidationFailure([
                FieldError(field: "bearer", code: "no_courier", message: "No courier brought this order.")
            ])
        }
        let byCard = try stores.payments.payment(orderID: id) != nil
        let money = try stores.ledger.money(orderID: id)
        if let refusal = OrderMoney.refusal(status: order.status, byCard: byCard) ?? money.refusal(of: amount) {
            throw OrderingError.refundExceedsCharge(refusal)
        }
        let lineID = environment.makeID()
        try stores.ledger.post(
            try Settlement.refund(
                amount, id: lineID, of: id, restaurant: order.restaurantID, courier: order.courierID, bearer: bearer,
                billLeft: try stores.ledger.balances(orderID: id)[.customer(id)] ?? 0, byCard: byCard,
                reason: reason, by: user.id, at: now))
        try stores.refundCard(of: id, amount: amount, lineID: lineID, at: now)
        try OrderChangeMail.refunded(id, amount: amount, reason: reason, stores, environment.mailer, at: now)
        try environment.audit(
            .orderRefunded, by: .account(user, as: .operator), on: MoneyService.subject(order),
            restaurant: order.restaurantID, before: ["refunded": "\(money.refunded)"],
            after: ["refunded": "\(money.refunded + amount)", "reason": reason, "bearer": bearer.rawValue], at: now,
            stores.connection)
    }

    /// Cancels an order that has not ended (``OrderStatus/isCancellableByOperator``) with the operator's reason,
    /// which the customer sees on the order; what is left of its charges is refunded, its coupon redemption given
    /// back and its courier freed for the next waiting order. An order delivered, cancelled or rejected is
    /// `invalid_transition`.
    public func cancel(_ id: ID<Order>, reason: String, by user: UserAccount) throws -> OperatorOrder {
        try ValidationFailure.check(Reason.issues(reason))
        let reason = Text.clean(reason)
        let now = environment.clock.now()
        let cancelled = try environment.database.write { connection in
            let stores = OrderingStores(connection)
            guard let order = try stores.orders.order(id: id) else { throw OrderingError.orderNotFound }
            let from = OrderStatus.allCases.filter(\.isCancellableByOperator)
            guard try stores.transition(id, from: from, to: .cancelled, at: now, by: user.id) else {
                throw OrderingError.notCancellable(order.status)
            }
            try stores.orders.setCancellationReason(reason, of: id)
            try OrderChangeMail.ended(id, stores, environment.mailer, at: now)
            try stores.coupons.releaseRedemption(orderID: id)
            try Dispatcher.offerWaiting(stores, environment.makeID, at: now)
            try environment.audit(
                .orderCancelled, by: .account(user, as: .operator), on: MoneyService.subject(order),
                restaurant: order.restaurantID, before: ["status": order.status.rawValue],
                after: ["status": OrderStatus.cancelled.rawValue, "reason": reason], at: now, connection)
            return try MoneyService.operatorOrder(id, stores)
        }
        environment.orderEvents.changed([id])
        return try withCustomer(cancelled)
    }

    /// Marks an order its courier has picked up (or a pickup order ready at the counter) as delivered, as an operator,
    /// with the reason (1–500 characters) kept in the audit log: the way out of a handover locked by wrong codes
    /// (``HandoverCode/maxFailures``) or of a courier who cannot finish it on their phone, once support knows the
    /// customer has the food. It is settled, invoiced and mailed as a courier's delivery, and frees room on the
    /// courier's run; an order not on its way (or not ready, for pickup) is `invalid_transition`.
    public func markDelivered(_ id: ID<Order>, reason: String, by user: UserAccount) throws -> OperatorOrder {
        try ValidationFailure.check(Reason.issues(reason))
        let reason = Text.clean(reason)
        let now = environment.clock.now()
        let delivered = try environment.database.write { connection in
            let stores = OrderingStores(connection)
            guard let order = try stores.orders.order(id: id) else { throw OrderingError.orderNotFound }
            guard try stores.transition(id, from: [order.handedOverFrom], to: .delivered, at: now, by: user.id) else {
                throw OrderingError.invalidTransition(to: .delivered)
            }
            try Dispatcher.offerWaiting(stores, environment.makeID, at: now)
            if let mailer = environment.mailer, let moved = try stores.orders.order(id: id) {
                try InvoiceService.mail(moved, mailer, at: now, in: connection)
            }
            try environment.audit(
                .orderDelivered, by: .account(user, as: .operator), on: MoneyService.subject(order),
                restaurant: order.restaurantID,
                before: ["status": order.status.rawValue, "handover_failures": "\(order.handoverFailures)"],
                after: ["status": OrderStatus.delivered.rawValue, "reason": reason], at: now, connection)
            return try MoneyService.operatorOrder(id, stores)
        }
        environment.orderEvents.changed([id])
        return try withCustomer(delivered)
    }

    /// How the audit log names an order: by its number.
    private static func subject(_ order: Order) -> AuditEntry.Subject {
        AuditEntry.Subject(kind: .order, id: order.id.rawValue, label: "#\(order.number)")
    }

    /// The order read through `stores`, without its customer yet (``withCustomer(_:)``).
    private static func operatorOrder(_ id: ID<Order>, _ stores: OrderingStores) throws -> OperatorOrder {
        guard let order = try stores.orders.order(id: id) else { throw OrderingError.orderNotFound }
        return OperatorOrder(
            details: try stores.details(order), money: try stores.ledger.money(orderID: id),
            shares: LedgerShares(try stores.ledger.balances(orderID: id)))
    }

    /// `found` with its customer's account.
    private func withCustomer(_ found: OperatorOrder) throws -> OperatorOrder {
        OperatorOrder(
            details: try OrderDetails.withCustomers([found.details], from: environment.database)[0],
            money: found.money, shares: found.shares)
    }
}
