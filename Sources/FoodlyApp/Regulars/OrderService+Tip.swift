import FoodlyCore
import FoodlyStore
import Foundation

extension OrderService {
    /// Adds or raises the tip of one of the user's delivered orders (``TipRaise``: within 24 hours of delivery,
    /// never lower, at most $100); the order's total follows. The same tip again changes nothing. Two raises at
    /// once end with one of them, never a lower tip: the tip is read and written in one serializable transaction,
    /// and written only if it is still the one read. Another user's order is not found.
    public func raiseTip(_ orderID: ID<Order>, to amount: Int, for user: UserAccount) throws -> OrderDetails {
        let now = environment.clock.now()
        return try OrderingStores.write(environment.database) { stores in
            guard var order = try stores.orders.order(id: orderID), order.userID == user.id else {
                throw OrderingError.orderNotFound
            }
            if let refusal = TipRaise.refusal(amount, for: order, at: now) { throw OrderingError.tip(refusal) }
            if amount != order.pricing.tip {
                let pricing = TipRaise.pricing(order.pricing, tip: amount)
                guard try stores.orders.setTip(of: orderID, from: order.pricing.tip, to: pricing) else {
                    // Another raise got in between: run again (PostgreSQL retries a conflict) and judge against it.
                    throw StoreError.conflict("The tip of order \(order.number) changed meanwhile.")
                }
                try stores.chargeTip(of: orderID, from: order.pricing.tip, to: pricing.tip, at: now)
                order.pricing = pricing
            }
            return try stores.details(order)
        }
    }
}
