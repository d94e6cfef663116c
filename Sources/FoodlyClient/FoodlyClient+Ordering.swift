import FoodlyAPI
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

extension FoodlyClient {
    /// `GET /api/v1/cart`: the cart, priced now, with what would stop checkout.
    public func cart() async throws -> CartBody {
        try await send(Endpoints.cart, path: NoPath(), query: NoQuery(), body: NoBody())
    }

    /// `DELETE /api/v1/cart`: empties the cart.
    public func clearCart() async throws {
        _ = try await send(Endpoints.clearCart, path: NoPath(), query: NoQuery(), body: NoBody())
    }

    /// `POST /api/v1/cart/items`: adds `quantity` of a dish with the chosen `options` (ids) and a `note` for the
    /// kitchen (a line per dish, set of options and note), 409 `cart_restaurant_conflict` for another restaurant, 422
    /// for a choice the dish refuses or a note too long.
    public func addToCart(dishId: String, quantity: Int = 1, options: [String]? = nil, note: String? = nil)
        async throws -> CartBody
    {
        try await send(
            Endpoints.addToCart, path: NoPath(), query: NoQuery(),
            body: AddCartItemRequest(dishId: dishId, quantity: quantity, options: options, note: note))
    }

    /// `PATCH /api/v1/cart/items/{dishId}`: sets a line's quantity (0 removes it) and, when `note` is not nil, its
    /// note for the kitchen (which gives the line a new `lineId`); `dishId` is the line's `lineId`.
    public func setQuantity(_ quantity: Int, note: String? = nil, dishId: String) async throws -> CartBody {
        try await send(
            Endpoints.setCartQuantity, path: DishPath(dishId: dishId), query: NoQuery(),
            body: QuantityRequest(quantity: quantity, note: note))
    }

    /// `DELETE /api/v1/cart/items/{dishId}`: removes a line.
    public func removeFromCart(dishId: String) async throws -> CartBody {
        try await send(Endpoints.removeFromCart, path: DishPath(dishId: dishId), query: NoQuery(), body: NoBody())
    }

    /// `PUT /api/v1/cart/coupon`: applies a coupon; a refusal is a `Problem` whose `code` names the reason.
    public func applyCoupon(_ code: String) async throws -> CartBody {
        try await send(Endpoints.applyCoupon, path: NoPath(), query: NoQuery(), body: CouponCodeRequest(code: code))
    }

    /// `DELETE /api/v1/cart/coupon`.
    public func removeCoupon() async throws -> CartBody {
        try await send(Endpoints.removeCoupon, path: NoPath(), query: NoQuery(), body: NoBody())
    }

    /// `PUT /api/v1/cart/address`: where this cart is delivered.
    public func setDeliveryAddress(_ address: Address) async throws -> CartBody {
        try await send(Endpoints.setCartAddress, path: NoPath(), query: NoQuery(), body: address)
    }

    /// `PUT /api/v1/cart/tip`: the tip in cents.
    public func setTip(_ amount: Int) async throws -> CartBody {
        try await send(Endpoints.setTip, path: NoPath(), query: NoQuery(), body: TipRequest(amount: amount))
    }

    /// `PUT /api/v1/cart/fulfilment`: delivered, or collected at the restaurant (`pickup_unavailable` when its
    /// restaurant does not offer pickup).
    public func setFulfilment(_ fulfilment: Fulfilment) async throws -> CartBody {
        try await send(
            Endpoints.setFulfilment, path: NoPath(), query: NoQuery(), body: FulfilmentRequest(fulfilment: fulfilment))
    }

    /// `POST /api/v1/cart/quote`: what placing the cart would give (as soon as possible, or for `scheduledFor`):
    /// the cart priced, the arrival window, how it is paid, and the slots that can be booked.
    public func checkoutQuote(scheduledFor: Date? = nil) async throws -> CheckoutQuoteBody {
        try await send(
            Endpoints.checkoutQuote, path: NoPath(), query: NoQuery(),
            body: CheckoutQuoteRequest(scheduledFor: scheduledFor))
    }

    /// `POST /api/v1/orders`: places the cart (for a slot with `scheduledFor`, one of a quote's `slots`). Reuse
    /// `idempotencyKey` when retrying the same order (a lost answer, a timeout): the server then returns the order it
    /// placed instead of a second one.
    ///
    /// With `card` (the id Stripe's SDK answers after ``createCardSetup()``), the total is held on the card first. A
    /// `Problem` with code `authentication_required` carries `clientSecret`: run the bank's check with Stripe's SDK
    /// (`handleNextAction`), then call this again with the same key and card. With `leaveAtDoor` the courier leaves
    /// it at the door and proves it with a photo (``doorPhoto(orderId:)``) instead of asking for the handover code.
    public func placeOrder(
        idempotencyKey: String = UUID().uuidString, notes: String? = nil, scheduledFor: Date? = nil,
        card: String? = nil, leaveAtDoor: Bool = false
    ) async throws -> OrderBody {
        try await send(
            Endpoints.placeOrder, path: NoPath(), query: NoQuery(),
            body: PlaceOrderRequest(
                notes: notes, scheduledFor: scheduledFor, card: card, leaveAtDoor: leaveAtDoor ? true : nil),
            headers: ["Idempotency-Key": idempotencyKey])
    }

    /// Checks out the way the web app does: quotes the cart for `scheduledFor` (nil: as soon as possible; a slot
    /// that cannot be booked is the quote's 422), stops at the first problem that would block it (thrown as a 409
    /// `Problem` with that problem's code, without placing anything), then places it under one idempotency key, so
    /// a retry of this call with the same key places one order.
    public func checkout(
        scheduledFor: Date? = nil, notes: String? = nil, idempotencyKey: String = UUID().uuidString
    ) async throws -> OrderBody {
        let quote = try await checkoutQuote(scheduledFor: scheduledFor)
        if let problem = quote.cart.problems.first {
            throw Problem(
                code: problem.code, title: "Conflict", status: 409, detail: problem.message, errors: [], requestId: nil)
        }
        return try await placeOrder(idempotencyKey: idempotencyKey, notes: notes, scheduledFor: scheduledFor)
    }

    /// `PUT /api/v1/orders/{id}/schedule`: another slot for an order for later, until the kitchen's time comes.
    public func rescheduleOrder(id: String, to scheduledFor: Date) async throws -> OrderBody {
        try await send(
            Endpoints.rescheduleOrder, path: IDPath(id: id), query: NoQuery(),
            body: RescheduleRequest(scheduledFor: scheduledFor))
    }

    /// `GET /api/v1/orders`: a page of the user's orders, newest first; pass `nextCursor` for the next page.
    public func orders(limit: Int = 20, cursor: String? = nil) async throws -> Page<OrderBody> {
        try await send(
            Endpoints.orders, path: NoPath(), query: PageQuery(limit: limit, cursor: cursor), body: NoBody())
    }

    /// `GET /api/v1/orders/{id}`.
    public func order(id: String) async throws -> OrderBody {
        try await send(Endpoints.order, path: IDPath(id: id), query: NoQuery(), body: NoBody())
    }

    /// `GET /api/v1/orders/{id}/messages`: what the order's customer and courier wrote to each other, the oldest
    /// first; reading marks what the other side wrote as read.
    public func messages(orderId: String) async throws -> Page<OrderMessage> {
        try await send(Endpoints.orderMessages, path: IDPath(id: orderId), query: NoQuery(), body: NoBody())
    }

    /// `POST /api/v1/orders/{id}/messages`: writes to the other side while a courier brings the order
    /// (`messages_closed` before and after).
    public func sendMessage(orderId: String, text: String) async throws -> OrderMessage {
        try await send(
            Endpoints.sendOrderMessage, path: IDPath(id: orderId), query: NoQuery(), body: MessageRequest(text: text))
    }

    /// `GET /api/v1/orders/{id}/door-photo`: the photo the courier took of an order left at the door (its
    /// customer, its courier and operators; 404 before it is taken and after 30 days).
    public func doorPhoto(orderId: String) async throws -> ImageUpload {
        try await send(Endpoints.orderDoorPhoto, path: IDPath(id: orderId), query: NoQuery(), body: NoBody())
    }

    /// `POST /api/v1/orders/{id}/cancel`: before the restaurant accepts.
    public func cancelOrder(id: String) async throws -> OrderBody {
        try await send(Endpoints.cancelOrder, path: IDPath(id: id), query: NoQuery(), body: NoBody())
    }

    /// `POST /api/v1/orders/{id}/review`: after delivery, a rating of 1–5 and an optional comment.
    public func reviewOrder(id: String, rating: Int, comment: String? = nil) async throws -> ReviewRequest {
        try await send(
            Endpoints.reviewOrder, path: IDPath(id: id), query: NoQuery(),
            body: ReviewRequest(rating: rating, comment: comment))
    }

    /// `GET /api/v1/orders/{id}/events`: the order as it is now, then again at every change, until it is final
    /// (the sequence then ends) or the task is cancelled.
    public func orderEvents(id: String) throws -> OrderEventStream {
        OrderEventStream(request: try eventsRequest(id), configuration: session.configuration)
    }

    /// `GET /api/v1/orders/{id}/events` with the courier's positions: every order change and, while the order is
    /// picked up, every new position of its courier, until the order is final or the task is cancelled.
    public func orderUpdates(id: String) throws -> OrderUpdateStream {
        OrderUpdateStream(request: try eventsRequest(id), configuration: session.configuration)
    }

    /// The request of an order's event stream.
    private func eventsRequest(_ id: String) throws -> URLRequest {
        try urlRequest(Endpoints.orderEvents, path: IDPath(id: id), query: NoQuery(), body: NoBody(), headers: [:])
    }

    /// `POST /api/v1/orders/{id}/issues`: reports what went wrong with a delivered order, within 48 hours of its
    /// delivery (`issue_window_closed` otherwise).
    public func reportIssue(orderId: String, _ draft: OrderIssueDraft) async throws -> OrderIssue {
        try await send(Endpoints.reportIssue, path: IDPath(id: orderId), query: NoQuery(), body: draft)
    }

    /// `GET /api/v1/orders/{id}/issues`: the issues reported about an order, with their answers.
    public func orderIssues(orderId: String) async throws -> Page<OrderIssue> {
        try await send(Endpoints.orderIssues, path: IDPath(id: orderId), query: NoQuery(), body: NoBody())
    }

    /// `GET /api/v1/admin/issues` (admins): the issues waiting for an answer, the oldest first.
    public func openIssues() async throws -> Page<IssueCase> {
        try await send(Endpoints.openIssues, path: NoPath(), query: NoQuery(), body: NoBody())
    }

    /// `POST /api/v1/admin/issues/{id}/answer` (admins): answers an issue once, with a refund or without.
    public func answerIssue(id: String, _ answer: OrderIssueAnswer) async throws -> OrderIssue {
        try await send(Endpoints.answerIssue, path: IDPath(id: id), query: NoQuery(), body: answer)
    }

    /// `PUT /api/v1/issues/{id}/photo`: the photo of an open issue that has none (a JPEG, PNG or WebP sent as
    /// `mediaType`).
    public func setIssuePhoto(id: String, image: Data, mediaType: String) async throws -> OrderIssue {
        try await send(
            Endpoints.setIssuePhoto, path: IDPath(id: id), query: NoQuery(),
            body: ImageUpload(bytes: image, mediaType: mediaType))
    }

    /// `GET /api/v1/issues/{id}/photo`: the photo an issue was reported with.
    public func issuePhoto(id: String) async throws -> ImageUpload {
        try await send(Endpoints.issuePhoto, path: IDPath(id: id), query: NoQuery(), body: NoBody())
    }
}
