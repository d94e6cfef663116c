import FoodlyAPI
import FoodlyApp
import FoodlyCore
import FoodlyHTTP

/// The cart and orders of the signed-in customer, and the coupons admins create.
struct OrderingRoutes {
    let carts: CartService
    let orders: OrderService
    let coupons: CouponService
    let cards: CardPayments

    func register(in api: inout APIRouter) {
        registerCart(in: &api)
        let orders = self.orders
        api.handle(Endpoints.placeOrder) { call in
            let key = call.request.headers["Idempotency-Key"] ?? ""
            let placed = try orders.place(
                for: call.caller.account, idempotencyKey: key, notes: call.body.notes ?? "",
                scheduledFor: call.body.scheduledFor, card: call.body.card,
                leaveAtDoor: call.body.leaveAtDoor ?? false)
            return OrderBody(customer: placed.details)
        }
        let cards = self.cards
        api.handle(Endpoints.savedCards) { call in SavedCardListBody(cards: try cards.cards(for: call.caller.account)) }
        api.handle(Endpoints.setDefaultCard) { call in
            SavedCardListBody(cards: try cards.makeDefault(card: call.path.id, for: call.caller.account))
        }
        api.handle(Endpoints.removeSavedCard) { call in
            try cards.remove(card: call.path.id, for: call.caller.account)
            return NoContent()
        }
        api.handle(Endpoints.createCardSetup) { call in
            let setup = try cards.setUp(for: call.caller.account)
            return CardSetupBody(
                clientSecret: setup.clientSecret, publishableKey: setup.publishableKey, scriptUrl: setup.scriptURL)
        }
        api.handle(Endpoints.checkoutQuote) { call in
            CheckoutQuoteBody(try orders.checkoutQuote(for: call.caller.account, scheduledFor: call.body.scheduledFor))
        }
        api.handle(Endpoints.rescheduleOrder) { call in
            OrderBody(
                customer: try orders.reschedule(ID(call.path.id), to: call.body.scheduledFor, for: call.caller.account))
        }
        api.handle(Endpoints.orders) { call in
            let limit = try call.query.integer("limit", in: 1...100, default: 20)
            let offset = try call.query.offset()
            let page = try orders.orders(for: call.caller.account, limit: limit, offset: offset)
            let next = page.hasMore ? QueryReader.cursor(after: offset, count: page.items.count) : nil
            return Page(items: page.items.map { OrderBody(customer: $0) }, nextCursor: next)
        }
        api.handle(Endpoints.order) { call in
            OrderBody(customer: try orders.order(ID(call.path.id), for: call.caller.account))
        }
        api.handle(Endpoints.cancelOrder) { call in
            OrderBody(customer: try orders.cancel(ID(call.path.id), for: call.caller.account))
        }
        let coupons = self.coupons
        api.handle(Endpoints.createCoupon) { call in
            let coupon = try coupons.create(call.body, by: .account(call.caller.account, as: .operator))
            return CouponSummary(code: coupon.code, description: coupon.description)
        }
    }

    private func registerCart(in api: inout APIRouter) {
        let carts = self.carts
        api.handle(Endpoints.cart) { call in CartBody(try carts.cart(for: call.caller.account)) }
        api.handle(Endpoints.addToCart) { call in
            CartBody(
                try carts.add(
                    dishID: ID(call.body.dishId), quantity: call.body.quantity,
                    options: (call.body.options ?? []).map { ID($0) }, note: call.body.note ?? "",
                    for: call.caller.account))
        }
        api.handle(Endpoints.setCartQuantity) { call in
            CartBody(
                try carts.setQuantity(
                    call.body.quantity, note: call.body.note, line: call.path.dishId, for: call.caller.account))
        }
        api.handle(Endpoints.removeFromCart) { call in
            CartBody(try carts.setQuantity(0, line: call.path.dishId, for: call.caller.account))
        }
        api.handle(Endpoints.applyCoupon) { call in
            CartBody(try carts.applyCoupon(call.body.code, for: call.caller.account))
        }
        api.handle(Endpoints.removeCoupon) { call in CartBody(try carts.removeCoupon(for: call.caller.account)) }
        api.handle(Endpoints.setCartAddress) { call in
            CartBody(try carts.setAddress(call.body, for: call.caller.account))
        }
        api.handle(Endpoints.setTip) { call in CartBody(try carts.setTip(call.body.amount, for: call.caller.account)) }
        api.handle(Endpoints.setFulfilment) { call in
            CartBody(try carts.setFulfilment(call.body.fulfilment, for: call.caller.account))
        }
        api.handle(Endpoints.clearCart) { call in
            try carts.clear(for: call.caller.account)
            return NoContent()
        }
    }
}
