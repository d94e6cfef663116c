import FoodlyAPI
import FoodlyApp
import FoodlyCore
import FoodlyHTTP

/// An operator's view of an order and what they do with its money: refunds and cancelling with a reason. The route
/// group answers 401/403 to anyone but an operator before these handlers run.
struct MoneyRoutes {
    let money: MoneyService

    func register(in api: inout APIRouter) {
        let money = self.money
        api.handle(Endpoints.operatorOrder) { call in OperatorOrderBody(try money.order(ID(call.path.id))) }
        api.handle(Endpoints.refundOrder) { call in
            OperatorOrderBody(
                try money.refund(
                    ID(call.path.id), amount: call.body.amount, reason: call.body.reason,
                    bearer: call.body.bearer ?? .platform, by: call.caller.account))
        }
        api.handle(Endpoints.operatorCancelOrder) { call in
            OperatorOrderBody(try money.cancel(ID(call.path.id), reason: call.body.reason, by: call.caller.account))
        }
        api.handle(Endpoints.operatorDeliverOrder) { call in
            OperatorOrderBody(
                try money.markDelivered(ID(call.path.id), reason: call.body.reason, by: call.caller.account))
        }
    }
}
