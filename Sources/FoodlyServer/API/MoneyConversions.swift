import FoodlyAPI
import FoodlyApp
import FoodlyCore

extension OperatorOrderBody {
    /// The API view of an order for operators.
    init(_ found: OperatorOrder) {
        let customer = found.details.customer
        self.init(
            order: OrderBody(found.details),
            customer: OrderCustomerBody(
                id: found.details.order.userID.rawValue, name: customer?.fullName ?? "",
                email: customer?.email ?? ""),
            money: OrderMoneyBody(found.money), cancellable: found.isCancellable)
    }
}

extension OrderMoneyBody {
    /// The API view of an order's ledger.
    init(_ money: OrderMoney) {
        self.init(
            currency: Money.currency, charged: money.charged, refunded: money.refunded, remaining: money.remaining,
            lines: money.lines.map {
                LedgerLineBody(
                    id: $0.id.rawValue, kind: $0.kind, amount: $0.amount, reason: $0.reason,
                    actorId: $0.actorID?.rawValue, at: $0.at)
            })
    }
}
