import FoodlyAPI
import FoodlyApp
import FoodlyCore
import Foundation

extension OperatorOrderBody {
    /// The API view of an order for operators.
    init(_ found: OperatorOrder) {
        let customer = found.details.customer
        self.init(
            order: OrderBody(found.details),
            customer: OrderCustomerBody(
                id: found.details.order.userID.rawValue, name: customer?.fullName ?? "",
                email: customer?.email ?? ""),
            money: OrderMoneyBody(found.money, disputedAt: found.details.payment?.disputedAt),
            cancellable: found.isCancellable)
    }
}

extension OrderMoneyBody {
    /// The API view of an order's ledger, with when its card payment was disputed.
    init(_ money: OrderMoney, disputedAt: Date?) {
        self.init(
            currency: Money.currency, charged: money.charged, refunded: money.refunded, remaining: money.remaining,
            lines: money.lines.map {
                LedgerLineBody(
                    id: $0.id.rawValue, kind: $0.kind, amount: $0.amount, reason: $0.reason,
                    actorId: $0.actorID?.rawValue, at: $0.at, providerId: $0.providerID)
            }, disputedAt: disputedAt)
    }
}
