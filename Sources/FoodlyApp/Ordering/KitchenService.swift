import FoodlyCore
import FoodlyShared
import FoodlyStore
import Foundation

/// What a restaurant's staff do: see their orders, move them along, mark dishes sold out. Each staff member sees
/// only their own restaurant; another restaurant's order is not found.
public struct KitchenService: Sendable {
    private let environment: AppEnvironment

    /// The moves the kitchen makes.
    public static let moves: [OrderStatus] = [.accepted, .rejected, .preparing, .ready]

    /// Creates the service.
    public init(environment: AppEnvironment) {
        self.environment = environment
    }

    /// The staff member's restaurant's orders, newest first (only `statuses` when given), each with its customer.
    /// Orders for later are not among them until their kitchen's time comes (they are `placed` then), nor when they
    /// were cancelled before it.
    public func orders(for user: UserAccount, statuses: [OrderStatus]? = nil) throws -> [OrderDetails] {
        let shown = (statuses ?? OrderStatus.allCases).filter { $0 != .scheduled }
        guard !shown.isEmpty else { return [] }
        let found = try OrderingStores.read(environment.database) { stores in
            let restaurant = try KitchenService.restaurant(of: user, stores.orders)
            let orders = try stores.orders.orders(restaurantID: restaurant, statuses: shown)
            return try stores.details(orders.filter { $0.reached(.placed) != nil })
        }
        return try OrderDetails.withCustomers(found, from: environment.database)
    }

    /// The staff member's restaurant with its menu (sold-out dishes included), read from the store: a restaurant
    /// whose menu has no dish yet is not on customers' lists but is its staff's.
    public func restaurant(for user: UserAccount) throws -> (Restaurant, [Dish]) {
        let id = try SQLOrderStore(database: environment.database).read { try KitchenService.restaurant(of: user, $0) }
        let catalog = SQLCatalogStore(database: environment.database)
        guard let restaurant = try catalog.restaurant(id: id) else { throw OrderingError.forbidden }
        return (restaurant, try catalog.dishes(restaurantID: id))
    }

    /// Moves one of the restaurant's orders to `status` (accepted, rejected, preparing or ready); anything the
    /// lifecycle does not allow from where the order is now is `invalid_transition`. Rejecting gives back the coupon
    /// redemption and frees the courier for the next waiting order.
    public func move(_ orderID: ID<Order>, to status: OrderStatus, by user: UserAccount) throws -> OrderDetails {
        guard KitchenService.moves.contains(status) else { throw OrderingError.invalidTransition(to: status) }
        let now = environment.clock.now()
        let (details, assigned) = try OrderingStores.write(environment.database) { stores in
            let restaurant = try KitchenService.restaurant(of: user, stores.orders)
            guard let order = try stores.orders.order(id: orderID), order.restaurantID == restaurant else {
                throw OrderingError.orderNotFound
            }
            guard try stores.transition(orderID, from: OrderStatus.sources(of: status), to: status, at: now) else {
                throw OrderingError.invalidTransition(to: status)
            }
            var assigned: [ID<Order>] = []
            if status == .rejected {
                try stores.coupons.releaseRedemption(orderID: orderID)
                assigned = try OrderService.dispatchWaiting(stores, at: now)
            }
            return (try stores.details(try stores.orders.order(id: orderID) ?? order), assigned)
        }
        environment.orderEvents.changed([orderID] + assigned)
        return details
    }

    /// Marks one of the restaurant's dishes available or sold out; it leaves (or rejoins) ordering and search at once.
    public func setDishAvailable(_ available: Bool, dishID: ID<Dish>, by user: UserAccount) throws {
        let dish = try OrderingStores.read(environment.database) { stores -> Dish? in
            let restaurant = try KitchenService.restaurant(of: user, stores.orders)
            return try stores.catalog.dishes(ids: [dishID], includingArchived: false)[dishID].flatMap {
                $0.restaurantID == restaurant ? $0 : nil
            }
        }
        guard let dish else { throw OrderingError.dishNotFound }
        if available { try KitchenService.refuseBreakingListing(dish, environment.database) }
        guard try CatalogService(environment: environment).setDishAvailable(available, dishID: dishID) else {
            throw OrderingError.dishNotFound
        }
    }

    /// Refuses to put `dish` back on sale when that would break the listing rule (as an edit that does is refused
    /// in the menu editor): a dish saved unavailable must not slip a menu past the rule. Selling out is always free.
    private static func refuseBreakingListing(_ dish: Dish, _ database: any Database) throws {
        let menu = try SQLCatalogStore(database: database).dishes(restaurantID: dish.restaurantID)
        let before = menu.map(\.listingEntry)
        let after = menu.map { other in
            var entry = other.listingEntry
            if other.id == dish.id { entry.available = true }
            return entry
        }
        let (rule, breaks) = ListingRule.judge(before: before, after: after)
        if breaks {
            throw ValidationFailure([
                FieldError(field: "available", code: "listing_rule", message: rule.summary(after))
            ])
        }
    }

    /// Makes the staff account with `email` work for a restaurant as `role` (admins only); either unknown is a field
    /// issue.
    public func assignStaff(
        email: String, restaurantID: ID<Restaurant>, role: StaffRole = .staff, by admin: UserAccount
    ) throws {
        guard admin.role == .admin else { throw OrderingError.forbidden }
        let staff = try SQLAccountStore(database: environment.database).credentials(email: email.lowercased())?.user
        try environment.database.write { connection in
            var issues: [FieldError] = []
            if staff?.role != .staff {
                issues.append(
                    FieldError(
                        field: "email", code: "unknown", message: "There is no staff account with this email."))
            }
            if try CatalogQueries(connection).restaurant(id: restaurantID) == nil {
                issues.append(
                    FieldError(field: "restaurantId", code: "unknown", message: "There is no such restaurant."))
            }
            try ValidationFailure.check(issues)
            if let staff {
                try MerchantQueries(connection).setMembership(staff.id, restaurantID: restaurantID, role: role)
            }
        }
    }

    /// The restaurant a staff member works for; 403 for anyone else.
    static func restaurant(of user: UserAccount, _ orders: OrderQueries) throws -> ID<Restaurant> {
        guard user.role == .staff, let restaurant = try orders.restaurantID(ofStaff: user.id) else {
            throw OrderingError.forbidden
        }
        return restaurant
    }
}
