import FoodlyCore
import FoodlyStore
import Foundation

/// The stores an ordering use case spans, all on one connection: whatever a use case checks and changes in orders,
/// carts, coupons, couriers and the catalog commits together or not at all. Each store keeps its own tables and SQL;
/// the steps that touch two of them are composed here.
struct OrderingStores {
    let orders: OrderQueries
    let catalog: CatalogQueries
    let carts: CartQueries
    let coupons: CouponQueries
    let couriers: CourierQueries
    let offers: OfferQueries
    let diary: DiaryQueries
    let savedAddresses: SavedAddressQueries
    let ledger: LedgerQueries
    let payments: PaymentQueries
    let invoices: InvoiceQueries
    /// The connection itself, for what else commits with the change (the mail it causes).
    let connection: any DatabaseConnection

    init(_ connection: any DatabaseConnection) {
        self.connection = connection
        orders = OrderQueries(connection)
        catalog = CatalogQueries(connection)
        carts = CartQueries(connection)
        coupons = CouponQueries(connection)
        couriers = CourierQueries(connection)
        offers = OfferQueries(connection)
        diary = DiaryQueries(connection)
        savedAddresses = SavedAddressQueries(connection)
        ledger = LedgerQueries(connection)
        payments = PaymentQueries(connection)
        invoices = InvoiceQueries(connection)
    }

    /// Runs `body` on a reader of `database`.
    static func read<T>(_ database: any Database, _ body: (OrderingStores) throws -> T) throws -> T {
        try database.read { try body(OrderingStores($0)) }
    }

    /// Runs `body` in one write transaction of `database`.
    static func write<T>(_ database: any Database, _ body: (OrderingStores) throws -> T) throws -> T {
        try database.write { try body(OrderingStores($0)) }
    }

    /// The dispatch rule with the operators' settings in force, read in the caller's transaction.
    func dispatchRule() throws -> DispatchRule {
        DispatchRule(try DispatchQueries(connection).settings())
    }

    /// Moves an order to `status` if it is in one of `from` (false when it was not); an order that ends withdraws
    /// its pending offers and leaves a courier who carries nothing else waiting for the next, one that ends
    /// cancelled or rejected gets back whatever is left of its charges (``refundRest(of:to:at:by:)``, written by
    /// `actorID` when an operator cancelled it), and a delivered one is settled (``settleDelivery(_:at:)``), gets its
    /// invoice number from its restaurant's sequence and goes into its customer's diary, eaten when it arrived. A
    /// failed one is settled as undelivered and, when its card was charged, invoiced too (nobody ate it).
    func transition(
        _ orderID: ID<Order>, from: [OrderStatus], to status: OrderStatus, at time: Date,
        by actorID: ID<UserAccount>? = nil
    ) throws -> Bool {
        guard try orders.transition(orderID, from: from, to: status, at: time) else { return false }
        if !status.isActive { try freeCourier(of: orderID, at: time) }
        try refundRest(of: orderID, to: status, at: time, by: actorID)
        try settleCard(of: orderID, to: status, at: time)
        if status.isActive, let order = try orders.order(id: orderID) { try refreshEstimates(around: order, at: time) }
        if status == .failed, let order = try orders.order(id: orderID) {
            try settleDelivery(order, at: time)
            if try payments.payment(orderID: orderID) != nil {
                try invoices.issue(orderID: orderID, restaurantID: order.restaurantID, at: time)
            }
        }
        if status == .delivered, let order = try orders.order(id: orderID) {
            try settleDelivery(order, at: time)
            try invoices.issue(orderID: orderID, restaurantID: order.restaurantID, at: time)
            let restaurant = try catalog.restaurant(id: order.restaurantID)?.name ?? "Foodly"
            let meal = MealNutrition(items: order.items)
            let entry = DiaryEntry(
                id: orderID.rawValue, eatenAt: time, name: "Order #\(order.number) from \(restaurant)",
                kcal: meal.kcal, proteinG: meal.proteinG, carbsG: meal.carbsG, fatG: meal.fatG,
                orderId: orderID.rawValue)
            try diary.insert(entry, userID: order.userID, at: time)
        }
        return true
    }

    /// Works out the arrival of an active order again at `time` and stores it when it changed (the rule is
    /// ``DeliveryEstimate/init(following:from:courier:prepMinutes:at:)``; the kitchen's pace is learned from the
    /// restaurant's recent orders while it still cooks). `run` is what its courier carries, when the caller has read
    /// it already (read here otherwise).
    func refreshEstimate(_ order: Order, at time: Date, run: [Order]? = nil) throws {
        guard order.status.isActive, let restaurant = try catalog.restaurant(id: order.restaurantID) else { return }
        let courier = try order.courierID.flatMap { try couriers.courier(id: $0) }
        let cooking: [OrderStatus] = [.placed, .accepted, .preparing]
        let prep =
            cooking.contains(order.status)
            ? PrepTime.learned(
                from: try orders.recentPrepMinutes(restaurantID: restaurant.id, limit: PrepTime.sampleSize),
                stated: restaurant.prepMinutes) : Double(restaurant.prepMinutes)
        let eta = DeliveryEstimate(
            following: order, from: restaurant, courier: courier, prepMinutes: prep, at: time,
            runArrival: try courier.flatMap { courier in
                try runArrival(
                    of: order, in: run ?? orders.carried(by: [courier.id])[courier.id] ?? [], by: courier, at: time)
            })
        if eta != order.eta { try orders.setEstimate(eta, of: order.id, latest: order.window(of: eta).to) }
    }

    /// Works out again the arrival of `order` and, when a courier has it, of every order that courier carries: their
    /// doors share one run, so taking, picking up or ending one moves the others.
    func refreshEstimates(around order: Order, at time: Date) throws {
        let carried = try order.courierID.map { try orders.carried(by: [$0])[$0] ?? [] } ?? []
        for other in carried where other.id != order.id { try refreshEstimate(other, at: time, run: carried) }
        try refreshEstimate(order, at: time, run: carried)
    }

    /// When `courier`'s run reaches `order`'s door, when they carry other orders too (nil otherwise): every order
    /// they carry (`carried`, in the order placed) as dispatch plans it (``Dispatcher/leg(_:from:at:)``), the pickups
    /// first, then the doors in the order the orders were placed — the run the batching rule weighed when it offered
    /// the second.
    private func runArrival(of order: Order, in carried: [Order], by courier: Courier, at time: Date) throws -> Date? {
        guard carried.count > 1, let index = carried.firstIndex(where: { $0.id == order.id }) else { return nil }
        let restaurants = try catalog.restaurants(ids: carried.map(\.restaurantID))
        let legs = carried.compactMap { other in
            restaurants[other.restaurantID].map { Dispatcher.leg(other, from: $0, at: time) }
        }
        guard legs.count == carried.count else { return nil }
        return DeliveryLeg.arrivals(of: legs, from: courier.location, on: courier.vehicle, at: time)[index]
    }

    /// Withdraws the offers of an order that ended; its courier, when it was their last delivery, has waited
    /// since `time`, else the orders they still carry are worked out again without its door.
    private func freeCourier(of orderID: ID<Order>, at time: Date) throws {
        try offers.withdraw(orderID: orderID, at: time)
        guard let courierID = try orders.order(id: orderID)?.courierID else { return }
        let left = try orders.carried(by: [courierID])[courierID] ?? []
        if left.isEmpty { try couriers.setIdle(courierID, since: time) }
        for order in left { try refreshEstimate(order, at: time, run: left) }
    }

    /// The orders with their restaurants, couriers and whether they were reviewed, in at most three statements
    /// whatever their number (restaurants, couriers when any has one, reviews when any was delivered).
    func details(_ list: [Order]) throws -> [OrderDetails] {
        let restaurants = try catalog.restaurants(ids: list.map(\.restaurantID))
        let riders = try couriers.couriers(ids: list.compactMap(\.courierID))
        let reviewed = try orders.reviewed(orderIDs: list.filter { $0.status == .delivered }.map(\.id))
        let paid = try payments.payments(orderIDs: list.map(\.id))
        let invoiced = try invoices.numbers(orderIDs: list.filter { $0.status.isHandedOver }.map(\.id))
        return try list.map { order in
            guard let restaurant = restaurants[order.restaurantID] else { throw OrderingError.orderNotFound }
            var details = OrderDetails(
                order: order, restaurant: restaurant, courier: order.courierID.flatMap { riders[$0] },
                reviewed: reviewed.contains(order.id))
            details.payment = paid[order.id]
            details.invoiceNumber = invoiced[order.id]
            return details
        }
    }

    /// One order with its restaurant, courier and review state.
    func details(_ order: Order) throws -> OrderDetails {
        try details([order])[0]
    }
}
