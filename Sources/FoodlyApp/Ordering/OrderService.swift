import FoodlyCore
import FoodlyShared
import FoodlyStore
import Foundation

/// Placing orders (idempotent, re-validated, all in one transaction), courier dispatch, history and cancelling.
public struct OrderService: Sendable {
    let environment: AppEnvironment

    /// Creates the service.
    public init(environment: AppEnvironment) {
        self.environment = environment
    }

    /// Places the user's cart as an order, or returns the order this key already placed.
    ///
    /// In one transaction: re-prices and re-checks the cart (open now, in the area, minimum order, dishes
    /// available, coupon valid and within its limits), stores the order, counts the coupon redemption (only if the
    /// limit still allows), assigns the nearest free courier (or leaves the order waiting for one), empties the
    /// cart. The same key again returns the same order (`created` false), even when the requests race; the key
    /// with a different cart is `idempotency_key_reused`. A new order's receipt is mailed once it is committed, so
    /// once per order.
    public func place(for user: UserAccount, idempotencyKey key: String, notes: String) throws
        -> (details: OrderDetails, created: Bool)
    {
        let placed = try insertOrder(for: user, idempotencyKey: key, notes: notes)
        if placed.created, let mailer = environment.mailer { ReceiptMail.send(placed.details, to: user, mailer) }
        return placed
    }

    private func insertOrder(for user: UserAccount, idempotencyKey key: String, notes: String) throws
        -> (details: OrderDetails, created: Bool)
    {
        guard OrderService.isValidKey(key) else { throw OrderingError.keyRequired }
        let notes = notes.trimmingCharacters(in: .whitespacesAndNewlines)
        if let issue = Text.lengthIssue(notes, "notes", limit: OrderNotes.maxLength) {
            throw ValidationFailure([issue])
        }
        let now = environment.clock.now()
        return try OrderingStores.write(environment.database) { stores in
            let cart = try stores.carts.cart(userID: user.id)
            let hash = OrderService.requestHash(cart, notes: notes)
            if let (existing, storedHash) = try stores.orders.order(userID: user.id, idempotencyKey: key) {
                guard cart.items.isEmpty || storedHash == hash else { throw OrderingError.keyReused }
                return (try stores.details(existing), false)
            }
            let quote = try CartService.quote(user: user, cart: cart, stores, at: now)
            if let problem = quote.problems.first { throw OrderingError.blocking(problem) }
            guard let restaurant = quote.restaurant, let address = quote.address else {
                throw OrderingError.blocking(.empty)
            }
            let destination = GeoPoint(latitude: address.latitude, longitude: address.longitude)
            let courier = DeliveryEstimate.nearest(try stores.couriers.free(), to: restaurant.location)
            let eta = DeliveryEstimate(restaurant: restaurant, destination: destination, courier: courier)
            var order = Order(
                id: ID(environment.makeID()), number: try stores.orders.nextOrderNumber(), userID: user.id,
                restaurantID: restaurant.id, status: .placed, items: quote.items, pricing: quote.pricing,
                couponCode: quote.coupon?.code, address: address, notes: notes, courierID: nil, eta: eta,
                estimatedDeliveryAt: now.addingTimeInterval(Double(eta.maxMinutes) * 60), placedAt: now,
                timeline: [Order.Step(status: .placed, at: now)])
            try stores.orders.insert(order, idempotencyKey: key, requestHash: hash)
            if let coupon = quote.coupon,
                try !stores.coupons.redeem(code: coupon.code, userID: user.id, orderID: order.id, at: now)
            {
                throw OrderingError.blocking(.coupon(.limitReached))
            }
            if let courier, try stores.assign(courier.id, to: order, eta: eta, at: now) {
                order.courierID = courier.id
            }
            var emptied = CartRecord.empty
            emptied.address = cart.address
            try stores.carts.save(emptied, userID: user.id, at: now)
            return (OrderDetails(order: order, restaurant: restaurant, courier: courier), true)
        }
    }

    /// An idempotency key is 1–100 visible ASCII characters (a UUID, say).
    public static func isValidKey(_ key: String) -> Bool {
        (1...100).contains(key.utf8.count) && key.utf8.allSatisfy { (0x21...0x7E).contains($0) }
    }

    /// One page of the user's orders, newest first, and whether more follow; in a fixed number of statements
    /// whatever the page size (orders, timelines, restaurants, couriers, reviews).
    public func orders(for user: UserAccount, limit: Int = 50, offset: Int = 0) throws -> (
        items: [OrderDetails], hasMore: Bool
    ) {
        try OrderingStores.read(environment.database) { stores in
            let found = try stores.orders.orders(userID: user.id, limit: limit + 1, offset: offset)
            return (try stores.details(Array(found.prefix(limit))), found.count > limit)
        }
    }

    /// One of the user's orders; another user's order is not found.
    public func order(_ id: ID<Order>, for user: UserAccount) throws -> OrderDetails {
        try OrderingStores.read(environment.database) { stores in
            guard let order = try stores.orders.order(id: id), order.userID == user.id else {
                throw OrderingError.orderNotFound
            }
            return try stores.details(order)
        }
    }

    /// Cancels an order the restaurant has not accepted yet; gives back its coupon redemption and its courier,
    /// who then takes the oldest order waiting for one.
    public func cancel(_ id: ID<Order>, for user: UserAccount) throws -> OrderDetails {
        let now = environment.clock.now()
        let changed = try OrderingStores.write(environment.database) { stores in
            guard let order = try stores.orders.order(id: id), order.userID == user.id else {
                throw OrderingError.orderNotFound
            }
            guard try stores.transition(id, from: [.placed], to: .cancelled, at: now) else {
                throw OrderingError.tooLateToCancel
            }
            try stores.coupons.releaseRedemption(orderID: id)
            let assigned = try OrderService.dispatchWaiting(stores, at: now)
            return (try stores.details(try stores.orders.order(id: id) ?? order), assigned)
        }
        environment.orderEvents.changed([id] + changed.1)
        return changed.0
    }

    /// Reviews a delivered order (1–5 stars and an optional comment, once); it counts towards the restaurant's
    /// rating, and so its place in lists, at once.
    public func review(_ id: ID<Order>, rating: Int, comment: String, by user: UserAccount) throws {
        let comment = comment.trimmingCharacters(in: .whitespacesAndNewlines)
        var issues: [FieldError] = []
        if !(1...5).contains(rating) {
            issues.append(FieldError(field: "rating", code: "out_of_range", message: "Give 1 to 5 stars."))
        }
        if let issue = Text.lengthIssue(comment, "comment", limit: OrderNotes.maxLength) { issues.append(issue) }
        try ValidationFailure.check(issues)
        let now = environment.clock.now()
        try OrderingStores.write(environment.database) { stores in
            guard let order = try stores.orders.order(id: id), order.userID == user.id else {
                throw OrderingError.orderNotFound
            }
            guard order.status == .delivered else {
                throw OrderingError(
                    kind: .conflict, code: "not_delivered", message: "You can review an order once it is delivered.")
            }
            guard
                try stores.orders.insertReview(
                    orderID: id, userID: user.id, restaurantID: order.restaurantID, rating: rating, comment: comment,
                    at: now)
            else {
                throw OrderingError(kind: .conflict, code: "already_reviewed", message: "You have reviewed this order.")
            }
            try stores.catalog.addRating(rating, to: order.restaurantID)
        }
    }

    /// Gives waiting orders, oldest first, to the nearest free courier, while both exist; returns the orders that got
    /// a courier.
    @discardableResult
    static func dispatchWaiting(_ stores: OrderingStores, at now: Date) throws -> [ID<Order>] {
        var assigned: [ID<Order>] = []
        while let waiting = try stores.orders.oldestWaitingOrder(),
            let restaurant = try stores.catalog.restaurant(id: waiting.restaurantID),
            let courier = DeliveryEstimate.nearest(try stores.couriers.free(), to: restaurant.location)
        {
            let destination = GeoPoint(latitude: waiting.address.latitude, longitude: waiting.address.longitude)
            let eta = DeliveryEstimate(restaurant: restaurant, destination: destination, courier: courier)
            guard try stores.assign(courier.id, to: waiting, eta: eta, at: now) else { break }
            assigned.append(waiting.id)
        }
        return assigned
    }

    /// What identifies a request to place an order: the cart's lines, coupon, address, tip and the notes.
    static func requestHash(_ cart: CartRecord, notes: String) -> String {
        var text = "\(cart.restaurantID?.rawValue ?? "")|\(cart.couponCode ?? "")|\(cart.tip)|\(notes)|"
        if let address = cart.address { text += "\(address.line1)|\(address.latitude)|\(address.longitude)|" }
        for item in cart.items { text += "\(item.dishID.rawValue)x\(item.quantity);" }
        return Sodium.hash(text)
    }
}
