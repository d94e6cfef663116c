import FoodlyCore
import FoodlyStore
import Foundation

/// What operators do on the live operations board: read it, and give an order to another courier on duty.
/// Operators only (the routes check the role; the service checks it again).
public struct BoardService: Sendable {
    private let environment: AppEnvironment

    /// Creates the service.
    public init(environment: AppEnvironment) {
        self.environment = environment
    }

    /// The longest courier id accepted.
    public static let maxCourierIDLength = 100

    /// The board now, read in one snapshot: at most ``Board/limit`` orders (the earliest promises first, then put in
    /// the board's order), their restaurants and couriers, the counts by status and the couriers on duty.
    public func board(for user: UserAccount) throws -> Board {
        try Self.requireOperator(user)
        let now = environment.clock.now()
        return try environment.database.read { connection in
            let stores = OrderingStores(connection)
            let queries = BoardQueries(connection)
            let flights = FlightOrder.board(try queries.flightOrders(at: now, limit: Board.limit), at: now)
            let details = try stores.details(flights.map(\.order))
            let lines = zip(flights, details).map {
                Board.Line(flight: $0, restaurant: $1.restaurant, courier: $1.courier)
            }
            let counts = try queries.flightCounts(at: now)
            var restaurants: [ID<Restaurant>: Restaurant] = [:]
            for line in lines { restaurants[line.restaurant.id] = line.restaurant }
            return Board(
                at: now, lines: lines, inFlight: counts.values.reduce(0, +), counts: counts,
                couriers: try queries.dutyCouriers(),
                restaurants: restaurants.values.sorted { ($0.name, $0.id.rawValue) < ($1.name, $1.id.rawValue) })
        }
    }

    /// Gives order `orderID` to courier `courierID`, by an operator, in one transaction with its audit entry
    /// (`order.reassign`, the courier's name before and after): only an order not yet delivered, cancelled or
    /// rejected (409 `order_finished`) nor picked up (409 `order_picked_up`: the food is with its courier), only to a courier on duty (409 `courier_off_duty`) who carries fewer orders than one may
    /// (409 `courier_busy`), not to the one who already brings it (409 `already_assigned`); an unknown order or
    /// courier is 404. Its pending offers are withdrawn; the courier it was taken from is offered waiting orders. Both couriers'
    /// screens list their deliveries afresh, and the order's watchers (and the board) hear of it.
    public func reassign(_ orderID: ID<Order>, to courierID: String, by user: UserAccount) throws -> OrderDetails {
        try Self.requireOperator(user)
        let courierID = Text.clean(courierID)
        if courierID.isEmpty {
            throw ValidationFailure([
                FieldError(field: "courierId", code: "required", message: "Choose a courier on duty.")
            ])
        }
        if let issue = Text.lengthIssue(courierID, "courierId", limit: Self.maxCourierIDLength) {
            throw ValidationFailure([issue])
        }
        let now = environment.clock.now()
        let details = try environment.database.write { connection in
            let stores = OrderingStores(connection)
            guard let order = try stores.orders.order(id: orderID) else { throw OrderingError.orderNotFound }
            guard let courier = try stores.couriers.courier(id: ID(courierID)) else {
                throw OrderingError.courierNotFound
            }
            guard order.status.isActive else { throw OrderingError.orderFinished(order.number, order.status) }
            guard order.status != .pickedUp else { throw OrderingError.orderPickedUp(order.number) }
            if order.courierID == courier.id { throw OrderingError.alreadyAssigned(courier.name, order.number) }
            guard courier.available else { throw OrderingError.courierOffDuty(courier.name) }
            let rule = try stores.dispatchRule()
            if let carried = try stores.orders.carried(by: [courier.id])[courier.id],
                carried.count >= rule.maxActiveDeliveries
            {
                throw OrderingError.courierBusy(courier.name, delivering: carried.first?.number)
            }
            let previous = try order.courierID.flatMap { try stores.couriers.courier(id: $0) }
            guard try BoardQueries(connection).reassign(orderID, to: courier.id, at: now) else {
                throw OrderingError.orderPickedUp(order.number)
            }
            if let previous, try stores.orders.carried(by: [previous.id]).isEmpty {
                try stores.couriers.setIdle(previous.id, since: now)
            }
            if let moved = try stores.orders.order(id: orderID) { try stores.refreshEstimate(moved, at: now) }
            try environment.audit(
                .orderReassigned, by: .account(user, as: .operator),
                on: AuditEntry.Subject(kind: .order, id: orderID.rawValue, label: "#\(order.number)"),
                restaurant: order.restaurantID, before: ["courier": previous?.name ?? "none"],
                after: ["courier": courier.name], at: now, connection)
            if previous != nil { try Dispatcher.offerWaiting(stores, environment.makeID, at: now) }
            return try stores.details(try stores.orders.order(id: orderID) ?? order)
        }
        environment.orderEvents.changed([orderID])
        return details
    }

    /// Offers an order waiting for a courier to every courier on duty who may take it, at once (the first to accept
    /// takes it), by an operator; returns the order's number and how many couriers were asked. An order that has a courier or is picked
    /// up is `already_assigned` or `order_picked_up`, one that ended `order_finished`; with nobody to ask it is
    /// `no_courier_available`.
    public func offerToEveryone(_ orderID: ID<Order>, by user: UserAccount) throws -> (number: Int, asked: Int) {
        try Self.requireOperator(user)
        let now = environment.clock.now()
        let asked = try OrderingStores.write(environment.database) { stores in
            guard let order = try stores.orders.order(id: orderID) else { throw OrderingError.orderNotFound }
            guard order.status.isActive else { throw OrderingError.orderFinished(order.number, order.status) }
            guard order.status != .pickedUp else { throw OrderingError.orderPickedUp(order.number) }
            if let courier = try order.courierID.flatMap({ try stores.couriers.courier(id: $0) }) {
                throw OrderingError.alreadyAssigned(courier.name, order.number)
            }
            let before = try stores.offers.offers(orderIDs: [orderID])[orderID]?.count ?? 0
            try Dispatcher.offer([order], stores, environment.makeID, at: now, everyone: true)
            let asked = (try stores.offers.offers(orderIDs: [orderID])[orderID]?.count ?? 0) - before
            guard asked > 0 else { throw OrderingError.noCourierAvailable(order.number) }
            return (order.number, asked)
        }
        environment.orderEvents.couriersChanged()
        return asked
    }

    private static func requireOperator(_ user: UserAccount) throws {
        guard user.role == .admin else { throw OrderingError.forbidden }
    }
}
