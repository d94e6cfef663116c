import FoodlyCore
import FoodlyShared
import FoodlyStore
import Foundation

/// What a restaurant's staff do: see their orders, move them along, mark dishes sold out. Each staff member sees
/// only their own restaurant; another restaurant's order is not found.
public struct KitchenService: Sendable {
    private let environment: AppEnvironment
    private let orders: SQLOrderStore

    /// The moves the kitchen makes.
    public static let moves: [OrderStatus] = [.accepted, .rejected, .preparing, .ready]

    /// Creates the service.
    public init(environment: AppEnvironment) {
        self.environment = environment
        orders = SQLOrderStore(database: environment.database)
    }

    /// The staff member's restaurant's orders, newest first (only `statuses` when given).
    public func orders(for user: UserAccount, statuses: [OrderStatus]? = nil) throws -> [OrderDetails] {
        try orders.read { connection in
            let restaurant = try KitchenService.restaurant(of: user, connection)
            return try connection.orders(restaurantID: restaurant, statuses: statuses).map {
                try OrderService.details($0, connection)
            }
        }
    }

    /// The staff member's restaurant with its menu (sold-out dishes included).
    public func restaurant(for user: UserAccount) throws -> (Restaurant, [Dish]) {
        let id = try orders.read { try KitchenService.restaurant(of: user, $0) }
        guard let (listing, dishes) = try CatalogService(environment: environment).restaurant(id, from: nil) else {
            throw OrderingError.forbidden
        }
        return (listing.restaurant, dishes)
    }

    /// Moves one of the restaurant's orders to `status` (accepted, rejected, preparing or ready); anything the
    /// lifecycle does not allow from where the order is now is `invalid_transition`. Rejecting gives back the coupon
    /// redemption and frees the courier for the next waiting order.
    public func move(_ orderID: ID<Order>, to status: OrderStatus, by user: UserAccount) throws -> OrderDetails {
        guard KitchenService.moves.contains(status) else { throw OrderingError.invalidTransition(to: status) }
        let now = environment.clock.now()
        let (details, assigned) = try orders.write { connection in
            let restaurant = try KitchenService.restaurant(of: user, connection)
            guard let order = try connection.order(id: orderID), order.restaurantID == restaurant else {
                throw OrderingError.orderNotFound
            }
            guard try connection.transition(orderID, from: OrderStatus.sources(of: status), to: status, at: now) else {
                throw OrderingError.invalidTransition(to: status)
            }
            var assigned: [ID<Order>] = []
            if status == .rejected {
                try connection.releaseRedemption(orderID: orderID)
                assigned = try OrderService.dispatchWaiting(connection, at: now)
            }
            return (try OrderService.details(try connection.order(id: orderID) ?? order, connection), assigned)
        }
        environment.orderEvents.changed([orderID] + assigned)
        return details
    }

    /// Marks one of the restaurant's dishes available or sold out; it leaves (or rejoins) ordering and search at once.
    public func setDishAvailable(_ available: Bool, dishID: ID<Dish>, by user: UserAccount) throws {
        let dish = try orders.read { connection -> Dish? in
            let restaurant = try KitchenService.restaurant(of: user, connection)
            return try connection.dishes(ids: [dishID])[dishID].flatMap { $0.restaurantID == restaurant ? $0 : nil }
        }
        guard dish != nil else { throw OrderingError.dishNotFound }
        try CatalogService(environment: environment).setDishAvailable(available, dishID: dishID)
    }

    /// Makes the staff account with `email` work for a restaurant (admins only); either unknown is a field issue.
    public func assignStaff(email: String, restaurantID: ID<Restaurant>, by admin: UserAccount) throws {
        guard admin.role == .admin else { throw OrderingError.forbidden }
        let staff = try SQLAccountStore(database: environment.database).credentials(email: email.lowercased())?.user
        try orders.write { connection in
            var issues: [FieldError] = []
            if staff?.role != .staff {
                issues.append(
                    FieldError(
                        field: "email", code: "unknown", message: "There is no staff account with this email."))
            }
            if try connection.restaurant(id: restaurantID) == nil {
                issues.append(
                    FieldError(field: "restaurantId", code: "unknown", message: "There is no such restaurant."))
            }
            try ValidationFailure.check(issues)
            if let staff { try connection.assignStaff(staff.id, to: restaurantID) }
        }
    }

    /// The restaurant a staff member works for; 403 for anyone else.
    static func restaurant(of user: UserAccount, _ connection: OrderingConnection) throws -> ID<Restaurant> {
        guard user.role == .staff, let restaurant = try connection.restaurantID(ofStaff: user.id) else {
            throw OrderingError.forbidden
        }
        return restaurant
    }
}
