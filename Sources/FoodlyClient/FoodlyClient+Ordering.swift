import FoodlyAPI
import Foundation

extension FoodlyClient {
    /// `GET /api/v1/cart`: the cart, priced now, with what would stop checkout.
    public func cart() async throws -> CartBody {
        try await send("GET", "/api/v1/cart", as: CartBody.self)
    }

    /// `POST /api/v1/cart/items`: adds `quantity` of a dish (409 `cart_restaurant_conflict` for another restaurant).
    public func addToCart(dishId: String, quantity: Int = 1) async throws -> CartBody {
        try await send(
            "POST", "/api/v1/cart/items", body: AddCartItemRequest(dishId: dishId, quantity: quantity),
            as: CartBody.self)
    }

    /// `PATCH /api/v1/cart/items/{dishId}`: sets a line's quantity (0 removes it).
    public func setQuantity(_ quantity: Int, dishId: String) async throws -> CartBody {
        try await send(
            "PATCH", "/api/v1/cart/items/\(dishId)", body: QuantityRequest(quantity: quantity), as: CartBody.self)
    }

    /// `PUT /api/v1/cart/coupon`: applies a coupon; a refusal is a `Problem` whose `code` names the reason.
    public func applyCoupon(_ code: String) async throws -> CartBody {
        try await send("PUT", "/api/v1/cart/coupon", body: CouponCodeRequest(code: code), as: CartBody.self)
    }

    /// `DELETE /api/v1/cart/coupon`.
    public func removeCoupon() async throws -> CartBody {
        try await send("DELETE", "/api/v1/cart/coupon", as: CartBody.self)
    }

    /// `PUT /api/v1/cart/address`: where this cart is delivered.
    public func setDeliveryAddress(_ address: AddressBody) async throws -> CartBody {
        try await send("PUT", "/api/v1/cart/address", body: address, as: CartBody.self)
    }

    /// `PUT /api/v1/cart/tip`: the tip in cents.
    public func setTip(_ amount: Int) async throws -> CartBody {
        try await send("PUT", "/api/v1/cart/tip", body: TipRequest(amount: amount), as: CartBody.self)
    }

    /// `POST /api/v1/orders`: places the cart. Reuse `idempotencyKey` when retrying the same order (a lost
    /// answer, a timeout): the server then returns the order it placed instead of a second one.
    public func placeOrder(idempotencyKey: String = UUID().uuidString, notes: String? = nil) async throws -> OrderBody {
        try await send(
            "POST", "/api/v1/orders", body: PlaceOrderRequest(notes: notes),
            headers: ["Idempotency-Key": idempotencyKey],
            as: OrderBody.self)
    }

    /// `GET /api/v1/orders`: a page of the user's orders, newest first; pass `nextCursor` for the next page.
    public func orders(limit: Int = 20, cursor: String? = nil) async throws -> Page<OrderBody> {
        var query = [URLQueryItem(name: "limit", value: String(limit))]
        if let cursor { query.append(URLQueryItem(name: "cursor", value: cursor)) }
        return try await send("GET", "/api/v1/orders", query: query, as: Page<OrderBody>.self)
    }

    /// `GET /api/v1/orders/{id}`.
    public func order(id: String) async throws -> OrderBody {
        try await send("GET", "/api/v1/orders/\(id)", as: OrderBody.self)
    }

    /// `POST /api/v1/orders/{id}/cancel`: before the restaurant accepts.
    public func cancelOrder(id: String) async throws -> OrderBody {
        try await send("POST", "/api/v1/orders/\(id)/cancel", as: OrderBody.self)
    }
}
