import FoodlyCore
import FoodlyShared
import FoodlyStore
import Foundation

/// What couriers do: see their deliveries, pick up and deliver, share where they are, go on and off duty, and read
/// what they earned.
/// A courier sees only deliveries assigned to them.
public struct CourierService: Sendable {
    let environment: AppEnvironment

    /// Creates the service.
    public init(environment: AppEnvironment) {
        self.environment = environment
    }

    /// The courier's record, deliveries (newest first, each with its customer) and the offers waiting for their
    /// answer (the oldest first), read in one snapshot.
    public func deliveries(for user: UserAccount) throws -> (
        courier: Courier, deliveries: [OrderDetails], offers: [CourierOffer]
    ) {
        let now = environment.clock.now()
        let (courier, found, offers) = try OrderingStores.read(environment.database) { stores in
            let courier = try CourierService.courier(of: user, stores.couriers)
            let deliveries = try stores.details(try stores.orders.deliveries(courierID: courier.id))
            return (courier, deliveries, try CourierService.offers(to: courier, carrying: deliveries, stores, at: now))
        }
        return (courier, try OrderDetails.withCustomers(found, from: environment.database), offers)
    }

    /// Accepts an offer: the order becomes one of the courier's deliveries and every other courier's offer of it is
    /// withdrawn, in one transaction. Refused when another courier took it first or it no longer needs one
    /// (`offer_taken`), when it ran out of time or was declined (`offer_expired`), off duty (`courier_off_duty`), or
    /// when the courier carries as many orders as one may (`too_many_deliveries`); an offer made to someone else is
    /// not found. The courier, free to answer another offer, may then be offered a second order on the way.
    public func accept(_ offerID: ID<DeliveryOffer>, by user: UserAccount) throws -> OrderDetails {
        let now = environment.clock.now()
        let details = try OrderingStores.write(environment.database) { stores in
            let courier = try CourierService.courier(of: user, stores.couriers)
            let taken = try CourierService.take(offerID, by: courier, stores, at: now)
            try Dispatcher.offerWaiting(stores, environment.makeID, at: now)
            return try stores.details(taken)
        }
        environment.orderEvents.changed([details.order.id])
        environment.orderEvents.couriersChanged()
        return try OrderDetails.withCustomers([details], from: environment.database)[0]
    }

    /// The accepting of ``accept(_:by:)`` inside the caller's transaction; returns the order as taken.
    static func take(
        _ offerID: ID<DeliveryOffer>, by courier: Courier, _ stores: OrderingStores, at now: Date
    ) throws -> Order {
        let rule = try stores.dispatchRule()
        let (offer, order) = try CourierService.offer(offerID, of: courier, stores)
        switch offer.state {
        case .pending where now < offer.expiresAt: break
        case .pending, .expired, .declined: throw OrderingError.offerExpired(order.number)
        case .accepted, .withdrawn: throw OrderingError.offerTaken(order.number)
        }
        guard courier.available else { throw OrderingError.courierOffDuty(courier.name) }
        let carried = try stores.orders.carried(by: [courier.id])[courier.id] ?? []
        guard carried.count < rule.maxActiveDeliveries else {
            throw OrderingError.tooManyDeliveries(rule.maxActiveDeliveries)
        }
        guard order.courierID == nil, OrderStatus.waitingForCourier.contains(order.status),
            let restaurant = try stores.catalog.restaurant(id: order.restaurantID),
            try stores.offers.answer(offerID, .accepted, at: now),
            try stores.orders.assign(
                courierID: courier.id, to: order.id, placedAt: order.placedAt,
                eta: DeliveryEstimate(restaurant: restaurant, destination: order.destination, courier: courier),
                at: now)
        else { throw OrderingError.offerTaken(order.number) }
        try stores.offers.withdraw(orderID: order.id, at: now)
        let taken = try stores.orders.order(id: order.id) ?? order
        try stores.refreshEstimates(around: taken, at: now)
        return try stores.orders.order(id: order.id) ?? taken
    }

    /// Declines an offer still waiting for the courier's answer; the order is offered to the next candidate at once.
    /// An offer already answered, taken or expired is `offer_expired` or `offer_taken`, as for ``accept(_:by:)``.
    public func decline(_ offerID: ID<DeliveryOffer>, by user: UserAccount) throws {
        let now = environment.clock.now()
        try OrderingStores.write(environment.database) { stores in
            let courier = try CourierService.courier(of: user, stores.couriers)
            let (offer, order) = try CourierService.offer(offerID, of: courier, stores)
            guard offer.state != .accepted, offer.state != .withdrawn else {
                throw OrderingError.offerTaken(order.number)
            }
            guard offer.isOpen(at: now), try stores.offers.answer(offerID, .declined, at: now) else {
                throw OrderingError.offerExpired(order.number)
            }
            try Dispatcher.offerWaiting(stores, environment.makeID, at: now)
        }
        environment.orderEvents.couriersChanged()
    }

    /// The courier's week (Monday to Sunday in `timeZone`) that holds `week` (`YYYY-MM-DD`, empty for this week), from
    /// the ledger (``CourierEarnings``), with what Foodly owes them and the cash they hold now; a bad day is 422 on
    /// `week`.
    public func earnings(week: String, in timeZone: TimeZone, for user: UserAccount) throws -> CourierEarnings {
        let today = DiaryDate(environment.clock.now(), in: timeZone)
        guard let day = week.isEmpty ? today : DiaryDate(week) else {
            throw ValidationFailure([
                FieldError(field: "week", code: "invalid", message: "Give a day of the week as YYYY-MM-DD.")
            ])
        }
        let (from, to) = day.week
        return try environment.database.read { connection in
            let courier = try CourierService.courier(of: user, CourierQueries(connection))
            let ledger = LedgerQueries(connection)
            let (payable, cash) = (LedgerAccount.courier(courier.id), LedgerAccount.cash(courier.id))
            let (start, end) = (from.start(in: timeZone), to.next(in: timeZone).start(in: timeZone))
            var entries = try ledger.entries(moving: payable, from: start, before: end)
            let seen = Set(entries.map(\.id))
            entries += try ledger.entries(moving: cash, from: start, before: end).filter { !seen.contains($0.id) }
            return CourierEarnings(
                courier: courier.id, from: from, entries: entries, in: timeZone,
                owed: -(try ledger.balance(of: payable, before: .distantFuture)),
                cashHeld: try ledger.balance(of: cash, before: .distantFuture),
                km: try CourierService.distances(of: entries.filter { $0.event == .courierPay }, connection))
        }
    }

    /// The distance each paid delivery counted (``Order/paidDistanceKm(from:)``), by order: the orders in one read,
    /// then one read per restaurant.
    static func distances(
        of payEntries: [LedgerEntry], _ connection: any DatabaseConnection
    ) throws -> [ID<Order>: Double] {
        let orders = try OrderQueries(connection).orders(ids: Set(payEntries.compactMap(\.orderID)))
        var places: [ID<Restaurant>: GeoPoint] = [:]
        for restaurantID in Set(orders.values.map(\.restaurantID)) {
            places[restaurantID] = try CatalogQueries(connection).restaurant(id: restaurantID)?.location
        }
        return orders.compactMapValues { order in places[order.restaurantID].map(order.paidDistanceKm(from:)) }
    }

    /// Picks up (`picked_up`) or delivers (`delivered`) one of the courier's orders. Delivering needs the
    /// ``HandoverCode`` the customer reads out (`code`; a field issue when it is missing or wrong, each wrong one
    /// counted), or, for an order to leave at the door, its door photo (``setDoorPhoto(_:mediaType:of:by:)``; a
    /// field issue of `photo` without one); after ``HandoverCode/maxFailures`` wrong codes the delivery is locked (`handover_locked`), written in
    /// the audit log and mailed to support. A delivery frees room on the courier's run, so waiting orders are offered
    /// again.
    public func move(
        _ orderID: ID<Order>, to status: OrderStatus, code: String? = nil, by user: UserAccount
    ) throws -> OrderDetails {
        guard status == .pickedUp || status == .delivered else { throw OrderingError.invalidTransition(to: status) }
        let now = environment.clock.now()
        let outcome = try OrderingStores.write(environment.database) { stores -> Result<OrderDetails, any Error> in
            let courier = try CourierService.courier(of: user, stores.couriers)
            guard let order = try stores.orders.order(id: orderID), order.courierID == courier.id else {
                throw OrderingError.orderNotFound
            }
            if status == .delivered, order.status == .pickedUp, order.door.leaveAtDoor,
                !order.door.keepsPhoto(at: now)
            {
                throw ValidationFailure([
                    FieldError(
                        field: "photo", code: "required",
                        message: "The customer asked for it to be left at the door: take a photo of it there.")
                ])
            }
            if status == .delivered, order.status == .pickedUp, !order.door.leaveAtDoor, !order.handoverCode.isEmpty {
                if let refusal = try HandoverCheck(environment: environment).refusal(
                    code, of: order, by: .account(user, as: .courier),
                    who: "\(courier.name) (\(PhoneNumber.display(courier.phone)))", stores, at: now)
                {
                    return .failure(refusal)  // the wrong code is counted: this transaction commits
                }
            }
            guard try stores.transition(orderID, from: OrderStatus.sources(of: status), to: status, at: now) else {
                throw OrderingError.invalidTransition(to: status)
            }
            if status == .delivered { try Dispatcher.offerWaiting(stores, environment.makeID, at: now) }
            let moved = try stores.orders.order(id: orderID) ?? order
            if status == .delivered, let mailer = environment.mailer {
                try InvoiceService.mail(moved, mailer, at: now, in: stores.connection)
            }
            return .success(try stores.details(moved))
        }
        let details = try outcome.get()
        environment.orderEvents.changed([orderID])
        return details
    }

    /// Keeps the photo of an order left at the door, taken by its courier while carrying it (it replaces one taken
    /// before; checked and shrunk as dish photos are, without metadata such as the place it was taken). An order
    /// handed over with the customer's code needs none (a field issue of `photo`).
    public func setDoorPhoto(_ bytes: [UInt8], mediaType: String?, of orderID: ID<Order>, by user: UserAccount)
        throws -> OrderDetails
    {
        _ = try carried(orderID, by: user)
        guard let photo = try PhotoService.variants(bytes, mediaType: mediaType).last else {
            throw PhotoError.notAnImage
        }
        return try atDoor(orderID, by: user) { order, stores, now in
            guard order.door.leaveAtDoor else {
                throw ValidationFailure([
                    FieldError(
                        field: "photo", code: "not_left_at_door",
                        message: "This order is handed over: ask the customer for the code on their order.")
                ])
            }
            try stores.orders.setDoorPhoto(photo, of: orderID, at: now)
        }
    }

    /// Counts one more try to reach a customer who does not answer the door (knocking, ringing, calling); the first
    /// starts the ``Doorstep`` wait, after which the courier may give up (``giveUp(_:by:)``). The customer's order
    /// page says the courier is at the door.
    public func notAnswering(_ orderID: ID<Order>, by user: UserAccount) throws -> OrderDetails {
        try atDoor(orderID, by: user) { order, stores, now in
            _ = try stores.orders.recordUnanswered(orderID, at: now)
        }
    }

    /// Ends a delivery nobody answered the door for as `failed`, once the ``Doorstep`` wait is over
    /// (`still_waiting` before): a card order is charged, cash is not collected (``Settlement/undelivered(_:courier:byCard:billLeft:tipHeld:km:terms:at:)``),
    /// the customer is mailed what happened, and the courier is free for the next order.
    public func giveUp(_ orderID: ID<Order>, by user: UserAccount) throws -> OrderDetails {
        try atDoor(orderID, by: user) { order, stores, now in
            guard order.door.mayGiveUp(at: now) else {
                let left = order.door.waitEndsAt.map { $0.timeIntervalSince(now) } ?? Doorstep.waitSeconds
                throw OrderingError.stillWaiting(order.number, minutes: max(1, Int((left / 60).rounded(.up))))
            }
            guard try stores.transition(orderID, from: [.pickedUp], to: .failed, at: now) else {
                throw OrderingError.invalidTransition(to: .failed)
            }
            try Dispatcher.offerWaiting(stores, environment.makeID, at: now)
            try OrderChangeMail.undelivered(orderID, stores, environment.mailer, at: now)
        }
    }

    /// Runs `change` on an order the courier carries and has picked up, in one transaction; the order as it is
    /// after, and its watchers told.
    private func atDoor(
        _ orderID: ID<Order>, by user: UserAccount, _ change: (Order, OrderingStores, Date) throws -> Void
    ) throws -> OrderDetails {
        let now = environment.clock.now()
        let details = try OrderingStores.write(environment.database) { stores in
            let order = try carried(orderID, by: user, stores)
            guard order.status == .pickedUp else { throw OrderingError.invalidTransition(to: .delivered) }
            try change(order, stores, now)
            return try stores.details(try stores.orders.order(id: orderID) ?? order)
        }
        environment.orderEvents.changed([orderID])
        return details
    }

    /// An order assigned to the user's courier record; any other is not found.
    private func carried(_ orderID: ID<Order>, by user: UserAccount, _ stores: OrderingStores) throws -> Order {
        let courier = try CourierService.courier(of: user, stores.couriers)
        guard let order = try stores.orders.order(id: orderID), order.courierID == courier.id else {
            throw OrderingError.orderNotFound
        }
        return order
    }

    /// ``carried(_:by:_:)`` read on its own, to refuse before a photo is processed.
    private func carried(_ orderID: ID<Order>, by user: UserAccount) throws -> Order {
        try OrderingStores.read(environment.database) { try carried(orderID, by: user, $0) }
    }

    /// Records where the courier is (only the latest position is kept, on the courier's record), works the arrival
    /// of the orders they carry out again and tells their watchers; an order's stream shows the position only while
    /// it is picked up.
    public func setLocation(_ point: GeoPoint, by user: UserAccount) throws {
        guard (-90...90).contains(point.latitude), (-180...180).contains(point.longitude) else {
            throw ValidationFailure([
                FieldError(field: "latitude", code: "out_of_range", message: "Give a position on Earth.")
            ])
        }
        let now = environment.clock.now()
        let carried = try OrderingStores.write(environment.database) { stores -> [ID<Order>] in
            let courier = try CourierService.courier(of: user, stores.couriers)
            try stores.couriers.move(courier.id, to: point, at: now)
            let carried = try stores.orders.carried(by: [courier.id])[courier.id] ?? []
            for order in carried { try stores.refreshEstimate(order, at: now, run: carried) }
            return carried.map(\.id)
        }
        if carried.isEmpty {
            environment.orderEvents.couriersChanged()
        } else {
            environment.orderEvents.changed(carried)
        }
    }

    /// Goes on or off duty; coming on duty makes the courier a candidate for waiting orders at once, going off duty
    /// withdraws the offers they have not answered. An inactive courier cannot go on duty (`courier_inactive`); one
    /// who carries an order cannot go off duty until it is delivered or given to someone else (`still_carrying`).
    public func setAvailable(_ available: Bool, by user: UserAccount) throws -> Courier {
        let now = environment.clock.now()
        let courier = try OrderingStores.write(environment.database) { stores in
            let courier = try CourierService.courier(of: user, stores.couriers)
            guard courier.active || !available else { throw OrderingError.courierInactive }
            if !available, let carried = try stores.orders.carried(by: [courier.id])[courier.id]?.first {
                throw OrderingError.stillCarrying(carried.number)
            }
            guard courier.available != available else { return courier }
            try stores.couriers.setAvailable(courier.id, available, at: now)
            if available {
                try Dispatcher.offerWaiting(stores, environment.makeID, at: now)
            } else {
                try stores.offers.withdraw(courierID: courier.id, at: now)
            }
            return try stores.couriers.courier(id: courier.id) ?? courier
        }
        environment.orderEvents.couriersChanged()
        return courier
    }

    /// Adds a courier for the courier account with `email` (admins only), on duty at `location`; recorded in the
    /// audit log in the same transaction.
    public func create(
        email: String, phone: String, vehicle: Vehicle, location: GeoPoint, by admin: UserAccount
    ) throws -> Courier {
        guard admin.role == .admin else { throw OrderingError.forbidden }
        var issues = PhoneNumber.issues(phone)
        let account = try SQLAccountStore(database: environment.database).credentials(email: email.lowercased())?.user
        if account?.role != .courier {
            issues.append(
                FieldError(
                    field: "email", code: "unknown", message: "There is no courier account with this email."))
        }
        if !(-90...90).contains(location.latitude) || !(-180...180).contains(location.longitude) {
            issues.append(
                FieldError(field: "latitude", code: "out_of_range", message: "Give a position on Earth."))
        }
        try ValidationFailure.check(issues)
        guard let account, let normalized = PhoneNumber.normalize(phone) else { throw OrderingError.forbidden }
        let courier = Courier(
            id: ID(environment.makeID()), name: account.fullName, phone: normalized, vehicle: vehicle,
            location: location, available: true)
        let now = environment.clock.now()
        do {
            try environment.database.write { connection in
                try CourierQueries(connection).insert(courier, userID: account.id, at: now)
                try environment.audit(
                    .courierCreated, by: .account(admin, as: .operator), on: CourierService.subject(courier),
                    after: ["phone": courier.phone, "vehicle": courier.vehicle.rawValue, "email": account.email],
                    at: now, connection)
                try Dispatcher.offerWaiting(OrderingStores(connection), environment.makeID, at: now)
            }
        } catch StoreError.uniqueViolation {
            throw OrderingError(
                kind: .conflict, code: "courier_exists", message: "This account already has a courier record.")
        }
        environment.orderEvents.couriersChanged()
        return courier
    }

    /// An offer made to `courier` with its order; anyone else's offer is not found.
    static func offer(
        _ id: ID<DeliveryOffer>, of courier: Courier, _ stores: OrderingStores
    ) throws -> (DeliveryOffer, Order) {
        guard let offer = try stores.offers.offer(id: id), offer.courierID == courier.id,
            let order = try stores.orders.order(id: offer.orderID)
        else { throw OrderingError.offerNotFound }
        return (offer, order)
    }

    /// The offers waiting for `courier`'s answer at `now`, as they weigh them.
    private static func offers(
        to courier: Courier, carrying deliveries: [OrderDetails], _ stores: OrderingStores, at now: Date
    ) throws -> [CourierOffer] {
        let open = try stores.offers.open(courierID: courier.id, at: now)
        guard !open.isEmpty else { return [] }
        let orders = try stores.orders.orders(ids: open.map(\.orderID))
        let restaurants = try stores.catalog.restaurants(ids: orders.values.map(\.restaurantID))
        let carrying = deliveries.contains { $0.order.status.isActive }
        return try open.compactMap { offer in
            guard let order = orders[offer.orderID], let restaurant = restaurants[order.restaurantID] else {
                return nil
            }
            let tripKm = restaurant.location.roadDistanceKm(to: order.destination)
            return CourierOffer(
                offer: offer, order: order, restaurant: restaurant,
                pickupKm: courier.location.roadDistanceKm(to: restaurant.location), tripKm: tripKm,
                pay: try stores.settlementTerms(for: restaurant.id).courierPay(km: tripKm), joinsRun: carrying)
        }
    }

    /// The courier record of a courier's account; 403 for anyone else.
    static func courier(of user: UserAccount, _ couriers: CourierQueries) throws -> Courier {
        guard user.role == .courier, let courier = try couriers.courier(userID: user.id) else {
            throw OrderingError.forbidden
        }
        return courier
    }
}
