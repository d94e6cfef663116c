import FoodlyAPI
import FoodlyApp
import FoodlyCore
import FoodlyHTTP

/// The cart and orders of the signed-in customer.
struct OrderingRoutes {
    let carts: CartService
    let orders: OrderService
    let coupons: CouponService
    let authenticator: Authenticator

    func register(in router: inout Router) {
        let carts = self.carts
        let orders = self.orders
        let authenticator = self.authenticator
        registerAdmin(in: &router)
        router.get("/api/v1/cart") { request in
            try .json(CartBody(try carts.cart(for: try authenticator.requireAccount(request))))
        }
        router.post("/api/v1/cart/items") { request in
            let caller = try authenticator.requireAccount(request)
            let body = try request.decodeJSON(AddCartItemRequest.self)
            return try .json(
                CartBody(try carts.add(dishID: ID(body.dishId), quantity: body.quantity, for: caller)))
        }
        router.patch("/api/v1/cart/items/:dishId") { request in
            let caller = try authenticator.requireAccount(request)
            let body = try request.decodeJSON(QuantityRequest.self)
            let dish = ID<Dish>(try request.parameter("dishId"))
            return try .json(CartBody(try carts.setQuantity(body.quantity, dishID: dish, for: caller)))
        }
        router.delete("/api/v1/cart/items/:dishId") { request in
            let dish = ID<Dish>(try request.parameter("dishId"))
            return try .json(
                CartBody(try carts.setQuantity(0, dishID: dish, for: try authenticator.requireAccount(request))))
        }
        router.put("/api/v1/cart/coupon") { request in
            let caller = try authenticator.requireAccount(request)
            let body = try request.decodeJSON(CouponCodeRequest.self)
            return try .json(CartBody(try carts.applyCoupon(body.code, for: caller)))
        }
        router.delete("/api/v1/cart/coupon") { request in
            try .json(CartBody(try carts.removeCoupon(for: try authenticator.requireAccount(request))))
        }
        router.put("/api/v1/cart/address") { request in
            let caller = try authenticator.requireAccount(request)
            let body = try request.decodeJSON(AddressBody.self)
            return try .json(CartBody(try carts.setAddress(body.domain, for: caller)))
        }
        router.put("/api/v1/cart/tip") { request in
            let caller = try authenticator.requireAccount(request)
            let body = try request.decodeJSON(TipRequest.self)
            return try .json(CartBody(try carts.setTip(body.amount, for: caller)))
        }
        router.delete("/api/v1/cart") { request in
            try carts.clear(for: try authenticator.requireAccount(request))
            return .noContent
        }
        router.post("/api/v1/orders") { request in
            let customer = try authenticator.requireAccount(request)
            let key = request.headers["Idempotency-Key"] ?? ""
            let body = request.body.isEmpty ? PlaceOrderRequest() : try request.decodeJSON(PlaceOrderRequest.self)
            let placed = try orders.place(for: customer, idempotencyKey: key, notes: body.notes ?? "")
            return try .json(OrderBody(placed.details), status: 201)
        }
        router.get("/api/v1/orders") { request in
            let customer = try authenticator.requireAccount(request)
            let reader = QueryReader(query: request.query)
            let limit = try reader.integer("limit", in: 1...100, default: 20)
            let offset = try reader.offset()
            let page = try orders.orders(for: customer, limit: limit, offset: offset)
            let next = page.hasMore ? QueryReader.cursor(after: offset, count: page.items.count) : nil
            return try .json(Page(items: page.items.map(OrderBody.init), nextCursor: next))
        }
        router.get("/api/v1/orders/:id") { request in
            try .json(
                OrderBody(
                    try orders.order(ID(try request.parameter("id")), for: try authenticator.requireAccount(request))))
        }
        router.post("/api/v1/orders/:id/cancel") { request in
            try .json(
                OrderBody(
                    try orders.cancel(ID(try request.parameter("id")), for: try authenticator.requireAccount(request))))
        }
    }

    /// Admins create coupons.
    private func registerAdmin(in router: inout Router) {
        let coupons = self.coupons
        let authenticator = self.authenticator
        router.post("/api/v1/admin/coupons") { request in
            guard try authenticator.requireAccount(request).role == .admin else { throw CatalogRoutes.forbidden }
            let body = try request.decodeJSON(CouponRequest.self)
            let coupon = try coupons.create(
                CouponDraft(
                    code: body.code, description: body.description, kind: body.kind, percentOff: body.percentOff,
                    cap: body.cap, amount: body.amount, minimumSubtotal: body.minimumSubtotal,
                    validFrom: body.validFrom, validUntil: body.validUntil, totalLimit: body.totalLimit,
                    perCustomerLimit: body.perCustomerLimit, firstOrderOnly: body.firstOrderOnly ?? false,
                    restaurantID: body.restaurantId))
            return try .json(CouponSummary(code: coupon.code, description: coupon.description), status: 201)
        }
    }
}
