extension Endpoints {
    /// `GET /api/v1/cart`.
    public static let cart = Endpoint<NoPath, NoQuery, NoBody, CartBody, Caller.SignedIn>(
        "cart", .get, "/api/v1/cart")
    /// `DELETE /api/v1/cart`.
    public static let clearCart = Endpoint<NoPath, NoQuery, NoBody, NoContent, Caller.SignedIn>(
        "clearCart", .delete, "/api/v1/cart", status: 204, format: .empty)
    /// `POST /api/v1/cart/items`.
    public static let addToCart = Endpoint<NoPath, NoQuery, AddCartItemRequest, CartBody, Caller.SignedIn>(
        "addToCart", .post, "/api/v1/cart/items",
        problems: [.notFound, .cartRestaurantConflict, .restaurantSuspended, .invalidQuantity])
    /// `PATCH /api/v1/cart/items/{dishId}`: 0 removes the line.
    public static let setCartQuantity = Endpoint<DishPath, NoQuery, QuantityRequest, CartBody, Caller.SignedIn>(
        "setCartQuantity", .patch, "/api/v1/cart/items/{dishId}", problems: [.notFound, .invalidQuantity])
    /// `DELETE /api/v1/cart/items/{dishId}`.
    public static let removeFromCart = Endpoint<DishPath, NoQuery, NoBody, CartBody, Caller.SignedIn>(
        "removeFromCart", .delete, "/api/v1/cart/items/{dishId}", problems: [.notFound])
    /// `PUT /api/v1/cart/coupon`.
    public static let applyCoupon = Endpoint<NoPath, NoQuery, CouponCodeRequest, CartBody, Caller.SignedIn>(
        "applyCoupon", .put, "/api/v1/cart/coupon", problems: [.couponRefused])
    /// `DELETE /api/v1/cart/coupon`.
    public static let removeCoupon = Endpoint<NoPath, NoQuery, NoBody, CartBody, Caller.SignedIn>(
        "removeCoupon", .delete, "/api/v1/cart/coupon")
    /// `PUT /api/v1/cart/address`.
    public static let setCartAddress = Endpoint<NoPath, NoQuery, Address, CartBody, Caller.SignedIn>(
        "setCartAddress", .put, "/api/v1/cart/address", problems: [.outsideDeliveryArea])
    /// `PUT /api/v1/cart/tip`.
    public static let setTip = Endpoint<NoPath, NoQuery, TipRequest, CartBody, Caller.SignedIn>(
        "setTip", .put, "/api/v1/cart/tip", problems: [.invalidTip])
    /// `PUT /api/v1/cart/fulfilment`: delivered, or collected at the restaurant.
    public static let setFulfilment = Endpoint<NoPath, NoQuery, FulfilmentRequest, CartBody, Caller.SignedIn>(
        "setFulfilment", .put, "/api/v1/cart/fulfilment", problems: [.pickupUnavailable])

    /// `POST /api/v1/cart/quote`: what placing the cart would give, now or for a slot, with the slots to choose from.
    public static let checkoutQuote = Endpoint<
        NoPath, NoQuery, CheckoutQuoteRequest, CheckoutQuoteBody, Caller.SignedIn
    >("checkoutQuote", .post, "/api/v1/cart/quote")

    /// `POST /api/v1/orders` with an `Idempotency-Key`: places the cart.
    public static let placeOrder = Endpoint<NoPath, NoQuery, PlaceOrderRequest, OrderBody, Caller.SignedIn>(
        "placeOrder", .post, "/api/v1/orders", status: 201,
        problems: [
            .idempotencyKeyRequired, .idempotencyKeyReused, .checkoutBlocked, .couponRefused, .cardDeclined,
            .authenticationRequired, .authenticationFailed, .paymentUnavailable, .cardPaymentsOff,
            .unknownCard, .cartChanged, .paymentInProgress,
        ])
    /// `GET /api/v1/orders`: newest first.
    public static let orders = Endpoint<NoPath, PageQuery, NoBody, Page<OrderBody>, Caller.SignedIn>(
        "orders", .get, "/api/v1/orders")
    /// `GET /api/v1/orders/{id}`.
    public static let order = Endpoint<IDPath, NoQuery, NoBody, OrderBody, Caller.SignedIn>(
        "order", .get, "/api/v1/orders/{id}", problems: [.notFound])
    /// `POST /api/v1/orders/{id}/cancel`: before the restaurant accepts.
    public static let cancelOrder = Endpoint<IDPath, NoQuery, NoBody, OrderBody, Caller.SignedIn>(
        "cancelOrder", .post, "/api/v1/orders/{id}/cancel", problems: [.notFound, .invalidTransition])
    /// `PUT /api/v1/orders/{id}/schedule`: another slot for an order for later, until the kitchen's time comes.
    public static let rescheduleOrder = Endpoint<IDPath, NoQuery, RescheduleRequest, OrderBody, Caller.SignedIn>(
        "rescheduleOrder", .put, "/api/v1/orders/{id}/schedule", problems: [.notFound, .invalidTransition])
    /// `GET /api/v1/orders/{id}/events`: an `order` event at every change (`OrderBody`), and while the order is
    /// picked up a `position` event (`CourierPosition`) at every move of its courier.
    public static let orderEvents = Endpoint<IDPath, NoQuery, NoBody, OrderBody, Caller.SignedIn>(
        "orderEvents", .get, "/api/v1/orders/{id}/events", format: .eventStream, problems: [.notFound])
    /// `GET /api/v1/orders/{id}/door-photo`: the photo its courier took of an order left at the door (JPEG), for
    /// the customer, the courier and operators, kept 30 days.
    public static let orderDoorPhoto = Endpoint<IDPath, NoQuery, NoBody, ImageUpload, Caller.SignedIn>(
        "orderDoorPhoto", .get, "/api/v1/orders/{id}/door-photo", format: .image, problems: [.notFound])
    /// `GET /api/v1/orders/{id}/messages`: what its customer and its courier wrote to each other, the oldest first
    /// (for them, and operators); reading marks what the other side wrote as read.
    public static let orderMessages = Endpoint<IDPath, NoQuery, NoBody, Page<OrderMessage>, Caller.SignedIn>(
        "orderMessages", .get, "/api/v1/orders/{id}/messages", problems: [.notFound])
    /// `POST /api/v1/orders/{id}/messages`: a message to the other side while a courier brings the order.
    public static let sendOrderMessage = Endpoint<IDPath, NoQuery, MessageRequest, OrderMessage, Caller.SignedIn>(
        "sendOrderMessage", .post, "/api/v1/orders/{id}/messages", status: 201,
        problems: [.notFound, .messagesClosed, .validationFailed])
    /// `POST /api/v1/orders/{id}/review`: after delivery.
    public static let reviewOrder = Endpoint<IDPath, NoQuery, ReviewRequest, ReviewRequest, Caller.SignedIn>(
        "reviewOrder", .post, "/api/v1/orders/{id}/review", status: 201,
        problems: [.notFound, .notDelivered, .alreadyReviewed])

    /// `POST /api/v1/admin/coupons`.
    public static let createCoupon = Endpoint<NoPath, NoQuery, CouponDraft, CouponSummary, Caller.Admin>(
        "createCoupon", .post, "/api/v1/admin/coupons", status: 201, problems: [.couponExists])
    /// `POST /api/v1/admin/staff`: makes an account staff of a restaurant.
    public static let assignStaff = Endpoint<NoPath, NoQuery, StaffRequest, NoContent, Caller.Admin>(
        "assignStaff", .post, "/api/v1/admin/staff", status: 204, format: .empty)
    /// `POST /api/v1/admin/couriers`: gives a courier account its courier record.
    public static let createCourier = Endpoint<NoPath, NoQuery, CourierRequest, OrderCourier, Caller.Admin>(
        "createCourier", .post, "/api/v1/admin/couriers", status: 201, problems: [.courierExists])
}
