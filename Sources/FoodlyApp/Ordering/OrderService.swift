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
    /// cart, and queues the receipt mail (so it is sent exactly when the order exists, even if the process dies
    /// right after). The same key again returns the same order (`created` false), even when the requests race; the
    /// key with a different cart (or another slot) is `idempotency_key_reused`.
    ///
    /// With `scheduledFor` it is an order for later: the slot is checked (``DeliverySlot``: a quarter mark, not too
    /// soon for the kitchen, at most 7 days ahead, the restaurant open from the kitchen's start until the slot; a
    /// refusal is a field issue of `scheduledFor`), a restaurant closed now does not stop it, and the order waits as
    /// `scheduled`, with the slot's arrival window and no courier, until the kitchen's time comes
    /// (``OrderScheduler``).
    ///
    /// With `card` (the provider's id of a card the customer entered in the card form), the total is held on the
    /// card first and the order placed only once the hold is in place (``placeByCard(for:idempotencyKey:notes:scheduledFor:card:leaveAtDoor:)``).
    ///
    /// With `leaveAtDoor` the courier leaves it at the door and proves it with a photo instead of asking for the
    /// handover code (``Doorstep``).
    ///
    /// A cart set to pickup (``Fulfilment/pickup``) becomes an order collected at the restaurant's counter: its
    /// address is the restaurant's, its estimate the kitchen's time, no courier is ever offered it, and the kitchen
    /// hands it over against the handover code (``KitchenService/handOver(_:code:by:)``).
    public func place(
        for user: UserAccount, idempotencyKey key: String, notes: String, scheduledFor: Date? = nil,
        card: String? = nil, leaveAtDoor: Bool = false
    ) throws -> (details: OrderDetails, created: Bool) {
        let placed =
            if let card {
                try placeByCard(
                    for: user, idempotencyKey: key, notes: notes, scheduledFor: scheduledFor, card: card,
                    leaveAtDoor: leaveAtDoor)
            } else {
                try insertOrder(
                    for: user, idempotencyKey: key, notes: notes, scheduledFor: scheduledFor, leaveAtDoor: leaveAtDoor)
            }
        if placed.created { environment.orderEvents.changed([placed.details.order.id]) }
        return placed
    }

    /// Places the order in one write transaction; with `payment`, only if its hold (or, for later, the amount to
    /// hold) still covers exactly the total (else `cart_changed`), and the payment is stored as the order's in the
    /// same transaction.
    func insertOrder(
        for user: UserAccount, idempotencyKey key: String, notes: String, scheduledFor: Date?, leaveAtDoor: Bool,
        payment: CardPayment? = nil
    ) throws -> (details: OrderDetails, created: Bool) {
        let notes = try OrderService.checked(key: key, notes: notes)
        let now = environment.clock.now()
        return try OrderingStores.write(environment.database) { stores in
            let cart = try stores.carts.cart(userID: user.id)
            let hash = OrderService.requestHash(
                cart, notes: notes, scheduledFor: scheduledFor, leaveAtDoor: leaveAtDoor)
            if let (existing, storedHash) = try stores.orders.order(userID: user.id, idempotencyKey: key) {
                guard cart.items.isEmpty || storedHash == hash else { throw OrderingError.keyReused }
                return (try stores.details(existing), false)
            }
            let quote = try CartService.quote(user: user, cart: cart, stores, at: now, forLater: scheduledFor != nil)
            if let problem = quote.problems.first { throw OrderingError.blocking(problem) }
            let pickup = quote.fulfilment == .pickup
            guard let restaurant = quote.restaurant,
                let address = pickup ? quote.restaurant?.counterAddress : quote.address
            else { throw OrderingError.blocking(.empty) }
            let slot = try scheduledFor.map { try OrderService.checked(DeliverySlot(start: $0), restaurant, at: now) }
            let destination = GeoPoint(latitude: address.latitude, longitude: address.longitude)
            let courier =
                slot == nil && !pickup
                ? DeliveryEstimate.nearest(try stores.couriers.dispatchable().map(\.courier), to: restaurant.location)
                : nil
            let eta =
                slot?.estimate(placedAt: now)
                ?? DeliveryEstimate(restaurant: restaurant, destination: destination, courier: courier)
            let status: OrderStatus = slot == nil ? .placed : .scheduled
            let order = Order(
                id: ID(environment.makeID()), number: try stores.orders.nextOrderNumber(), userID: user.id,
                restaurantID: restaurant.id, status: status, items: quote.items, pricing: quote.pricing,
                couponCode: quote.coupon?.code, address: address, notes: notes, courierID: nil, eta: eta,
                estimatedDeliveryAt: slot?.end ?? now.addingTimeInterval(Double(eta.maxMinutes) * 60), placedAt: now,
                timeline: [Order.Step(status: status, at: now)], scheduledFor: slot?.start,
                kitchenStartsAt: slot?.kitchenStart(prepMinutes: restaurant.prepMinutes),
                handoverCode: HandoverCode.make(
                    from: Sodium.randomBytes(4).reduce(UInt32(0)) { $0 << 8 | UInt32($1) }),
                door: Doorstep(leaveAtDoor: leaveAtDoor && !pickup), fulfilment: quote.fulfilment)
            try stores.orders.insert(order, idempotencyKey: key, requestHash: hash)
            try stores.chargePlaced(order, at: now)
            var held = payment
            if var card = payment {
                guard card.amount == order.pricing.total else { throw PaymentError.cartChanged }
                card.orderID = order.id
                if card.state != .scheduled {
                    card.state = .held
                    try stores.bookHold(order.id, amount: card.amount, at: now)
                }
                try stores.payments.update(card, at: now)
                held = card
            }
            if let coupon = quote.coupon,
                try !stores.coupons.redeem(code: coupon.code, userID: user.id, orderID: order.id, at: now)
            {
                throw OrderingError.blocking(.coupon(.limitReached))
            }
            if slot == nil { try Dispatcher.offer([order], stores, environment.makeID, at: now) }
            var emptied = CartRecord.empty
            emptied.address = cart.address
            try stores.carts.save(emptied, userID: user.id, at: now)
            var details = OrderDetails(order: order, restaurant: restaurant, courier: nil)
            details.payment = held
            if let mailer = environment.mailer {
                try ReceiptMail.send(details, to: user, mailer, in: stores.connection)
            }
            return (details, true)
        }
    }

    /// What placing the user's cart now would give: the cart priced (a restaurant closed now does not stop an order
    /// for later), the slot when one is asked for (a refusal is a field issue of `scheduledFor`), the arrival window,
    /// and every slot that can be booked. Nothing is stored.
    public func checkoutQuote(for user: UserAccount, scheduledFor: Date? = nil) throws -> CheckoutQuote {
        let now = environment.clock.now()
        return try OrderingStores.read(environment.database) { stores in
            let cart = try CartService.quote(
                user: user, cart: try stores.carts.cart(userID: user.id), stores, at: now,
                forLater: scheduledFor != nil)
            guard let restaurant = cart.restaurant else {
                return CheckoutQuote(cart: cart, slot: nil, arrival: nil, slots: [])
            }
            let slot = try scheduledFor.map { try OrderService.checked(DeliverySlot(start: $0), restaurant, at: now) }
            var arrival: (from: Date, to: Date)?
            if let slot {
                arrival = (slot.start, slot.end)
            } else if let address = cart.fulfilment == .pickup ? restaurant.counterAddress : cart.address,
                restaurant.isOpen(at: now)
            {
                let courier =
                    cart.fulfilment == .pickup
                    ? nil
                    : DeliveryEstimate.nearest(
                        try stores.couriers.dispatchable().map(\.courier), to: restaurant.location)
                let eta = DeliveryEstimate(
                    restaurant: restaurant,
                    destination: GeoPoint(latitude: address.latitude, longitude: address.longitude), courier: courier)
                arrival = (
                    now.addingTimeInterval(Double(eta.minMinutes) * 60),
                    now.addingTimeInterval(Double(eta.maxMinutes) * 60)
                )
            }
            return CheckoutQuote(
                cart: cart, slot: slot, arrival: arrival, slots: DeliverySlot.available(for: restaurant, at: now))
        }
    }

    /// Books one of the user's orders for later for another slot (the same rules as placing it), until the kitchen's
    /// time comes, or, paid by card, until its hold is asked (``CardPayment/authorizeAhead`` before); after that it
    /// is `invalid_transition`.
    public func reschedule(_ id: ID<Order>, to start: Date, for user: UserAccount) throws -> OrderDetails {
        let now = environment.clock.now()
        let details = try OrderingStores.write(environment.database) { stores in
            guard let order = try stores.orders.order(id: id), order.userID == user.id,
                let restaurant = try stores.catalog.restaurant(id: order.restaurantID)
            else { throw OrderingError.orderNotFound }
            guard order.status == .scheduled else { throw OrderingError.tooLateToReschedule }
            if let payment = try stores.payments.payment(orderID: id), payment.state != .scheduled {
                throw OrderingError.heldForItsTime
            }
            let slot = try OrderService.checked(DeliverySlot(start: start), restaurant, at: now)
            guard
                try stores.orders.reschedule(
                    id, to: slot.start, kitchenAt: slot.kitchenStart(prepMinutes: restaurant.prepMinutes),
                    eta: slot.estimate(placedAt: order.placedAt), latest: slot.end)
            else { throw OrderingError.tooLateToReschedule }
            return try stores.details(try stores.orders.order(id: id) ?? order)
        }
        environment.orderEvents.changed([id])
        return details
    }

    /// `slot` when `restaurant` can take an order for it at `now`; otherwise its refusal as a field issue.
    static func checked(_ slot: DeliverySlot, _ restaurant: Restaurant, at now: Date) throws -> DeliverySlot {
        if let refusal = slot.refusal(for: restaurant, at: now) {
            throw ValidationFailure([refusal.issue("scheduledFor")])
        }
        return slot
    }

    /// The notes trimmed, once the key (``isValidKey(_:)``) and the notes' length pass.
    static func checked(key: String, notes: String) throws -> String {
        guard OrderService.isValidKey(key) else { throw OrderingError.keyRequired }
        let notes = notes.trimmingCharacters(in: .whitespacesAndNewlines)
        if let issue = Text.lengthIssue(notes, "notes", limit: OrderNotes.maxLength) {
            throw ValidationFailure([issue])
        }
        return notes
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

    /// The door photo of an order left at the door (``Doorstep``): for its customer, its courier and operators; not
    /// found for anyone else, before it is taken and once it is deleted.
    public func doorPhoto(_ id: ID<Order>, for user: UserAccount) throws -> (mediaType: String, bytes: [UInt8]) {
        try OrderingStores.read(environment.database) { stores in
            guard let order = try stores.orders.order(id: id) else { throw OrderingError.orderNotFound }
            let sees =
                switch user.role {
                case .admin: true
                case .customer: order.userID == user.id
                case .courier:
                    try order.courierID != nil && stores.couriers.courier(userID: user.id)?.id == order.courierID
                case .staff: false
                }
            guard sees, let photo = try stores.orders.doorPhoto(of: id) else { throw OrderingError.orderNotFound }
            return photo
        }
    }

    /// Cancels an order the restaurant has not accepted yet (an order for later until then too); gives back its
    /// coupon redemption and its courier, who is then offered an order waiting for one.
    public func cancel(_ id: ID<Order>, for user: UserAccount) throws -> OrderDetails {
        let now = environment.clock.now()
        let changed = try OrderingStores.write(environment.database) { stores in
            guard let order = try stores.orders.order(id: id), order.userID == user.id else {
                throw OrderingError.orderNotFound
            }
            guard try stores.transition(id, from: [.scheduled, .placed], to: .cancelled, at: now) else {
                throw order.status == .cancelled ? OrderingError.alreadyCancelled : OrderingError.tooLateToCancel
            }
            try OrderChangeMail.ended(id, stores, environment.mailer, at: now)
            try stores.coupons.releaseRedemption(orderID: id)
            try Dispatcher.offerWaiting(stores, environment.makeID, at: now)
            return try stores.details(try stores.orders.order(id: id) ?? order)
        }
        environment.orderEvents.changed([id])
        return changed
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

    /// What identifies a request to place an order: the cart's lines, coupon, address, tip, pickup, the notes and the
    /// slot.
    static func requestHash(_ cart: CartRecord, notes: String, scheduledFor: Date?, leaveAtDoor: Bool) -> String {
        var text = "\(cart.restaurantID?.rawValue ?? "")|\(cart.couponCode ?? "")|\(cart.tip)|\(notes)|"
        if cart.fulfilment == .pickup { text += "pickup|" }
        if leaveAtDoor { text += "leave at door|" }
        if let scheduledFor { text += "slot \(Int(scheduledFor.timeIntervalSince1970))|" }
        if let address = cart.address { text += "\(address.line1)|\(address.latitude)|\(address.longitude)|" }
        for item in cart.items { text += "\(item.key)x\(item.quantity)|\(item.note);" }
        return Sodium.hash(text)
    }
}
