import FoodlyCore
import FoodlyStore
import Foundation

extension CartService {
    /// Puts the lines of one of the user's orders back in their cart, in one transaction (``Reorder``): each dish that
    /// can be ordered now is in the cart at least as many times as in the order (so pressing twice, or a retried
    /// request, does not double it; a line holds at most `maxLineQuantity`); what is sold out or off the menu is left
    /// out and named, and price changes are named. A cart holding another restaurant's dishes is
    /// `cart_restaurant_conflict`, unless `replacing` starts a new cart (lines and coupon go, address and tip stay,
    /// as when adding a dish). A cart without an address gets the order's when the customer has no default one
    /// (a saved default or the profile's).
    /// When nothing can be ordered again the cart is left as it was; a suspended restaurant's order is
    /// `restaurant_suspended`. Another user's order is not found.
    public func reorder(_ orderID: ID<Order>, for user: UserAccount, replacing: Bool = false) throws -> (
        order: Order, plan: Reorder, cart: CartQuote
    ) {
        var found: (order: Order, plan: Reorder)?
        let quote = try change(user) { cart, stores in
            let (order, plan) = try CartService.plan(orderID, for: user, stores)
            found = (order, plan)
            try CartService.refuseSuspended(order.restaurantID, stores)
            guard !plan.lines.isEmpty else { return }
            try CartService.hold(order.restaurantID, in: &cart, replacing: replacing)
            if cart.address == nil, try CartService.defaultAddress(user, cart, stores) == nil {
                cart.address = order.address
            }
            for line in plan.lines {
                let quantity = min(CartService.maxLineQuantity, line.quantity)
                let wanted = CartRecord.Line(
                    dishID: line.dishID, quantity: quantity, options: line.options, note: line.note)
                if let index = cart.items.firstIndex(where: { $0.isSame(as: wanted) }) {
                    cart.items[index].quantity = max(cart.items[index].quantity, quantity)
                } else {
                    cart.items.append(wanted)
                }
            }
        }
        guard let found else { throw OrderingError.orderNotFound }
        return (found.order, found.plan, quote)
    }

    /// What ordering one of the user's orders again would put in the cart now, and what it would leave out.
    public func reorderPlan(_ orderID: ID<Order>, for user: UserAccount) throws -> (order: Order, plan: Reorder) {
        try OrderingStores.read(environment.database) { try CartService.plan(orderID, for: user, $0) }
    }

    /// The user's order and its plan against the catalog in this transaction.
    private static func plan(_ orderID: ID<Order>, for user: UserAccount, _ stores: OrderingStores) throws -> (
        Order, Reorder
    ) {
        guard let order = try stores.orders.order(id: orderID), order.userID == user.id else {
            throw OrderingError.orderNotFound
        }
        let ids = order.items.map(\.dishID)
        let all = try stores.catalog.dishes(ids: ids).filter { $0.value.restaurantID == order.restaurantID }
        let listed = try stores.catalog.dishes(ids: ids, includingArchived: false)
        let archived = Set(all.keys.filter { listed[$0] == nil })
        return (order, Reorder(items: order.items, current: all, archived: archived))
    }
}
