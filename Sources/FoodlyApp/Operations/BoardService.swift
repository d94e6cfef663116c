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
    /// rejected (409 `order_finished`) nor picked up (409 `order_picked_up`: the food is with its courier), only to a courier on duty (409 `courier_off_duty`) and free (409
    /// `courier_busy`), not to the one who already brings it (409 `already_assigned`); an unknown order or courier
    /// is 404. The courier it was taken from is freed and takes the oldest order waiting for one. Both couriers'
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
        let (details, assigned) = try environment.database.write { connection in
            let stores = OrderingStores(connection)
            guard let order = try stores.orders.order(id: orderID) else { throw OrderingError.orderNotFound }
            guard let courier = try stores.couriers.courier(id: ID(courierID)) else {
                throw OrderingError.courierNotFound
            }
            guard order.status.isActive else { throw OrderingError.orderFinished(order.number, order.status) }
            guard order.status != .pickedUp else { throw OrderingError.orderPickedUp(order.number) }
            if order.courierID == courier.id { throw OrderingError.alreadyAssigned(courier.name, order.number) }
            guard courier.available else { throw OrderingError.courierOffDuty(courier.name) }
            if let current = try stores.couriers.currentOrder(of: courier.id) {
                throw OrderingError.courierBusy(courier.name, delivering: try stores.orders.order(id: current)?.number)
            }
            let previous = try order.courierID.flatMap { try stores.couriers.courier(id: $0) }
            guard try BoardQueries(connection).reassign(orderID, to: courier.id, at: now) else {
                throw OrderingError.courierBusy(courier.name, delivering: nil)
            }
            if let moved = try stores.orders.order(id: orderID) { try stores.refreshEstimate(moved, at: now) }
            try environment.audit(
                .orderReassigned, by: .account(user, as: .operator),
                on: AuditEntry.Subject(kind: .order, id: orderID.rawValue, label: "#\(order.number)"),
                restaurant: order.restaurantID, before: ["courier": previous?.name ?? "none"],
                after: ["courier": courier.name], at: now, connection)
            let assigned = previous == nil ? [] : try OrderService.dispatchWaiting(stores, at: now)
            return (try stores.details(try stores.orders.order(id: orderID) ?? order), assigned)
        }
        environment.orderEvents.changed([orderID] + assigned)
        return details
    }

    private static func requireOperator(_ user: UserAccount) throws {
        guard user.role == .admin else { throw OrderingError.forbidden }
    }
}
