import FoodlyCore
import FoodlyShared
import FoodlyStore
import Foundation

/// What a restaurant's staff do: see their orders, move them along, hand pickup orders over, mark dishes sold out.
/// Each staff member sees only their own restaurant; another restaurant's order is not found. Each move and each dish sold out or back on
/// sale is in the audit log, written in the change's transaction.
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

    /// One of the restaurant's orders with its customer (an order for later once its kitchen's time has come);
    /// another restaurant's is not found.
    public func order(_ id: ID<Order>, for user: UserAccount) throws -> OrderDetails {
        let found = try OrderingStores.read(environment.database) { stores in
            let restaurant = try KitchenService.restaurant(of: user, stores.orders)
            guard let order = try stores.orders.order(id: id), order.restaurantID == restaurant,
                order.reached(.placed) != nil
            else { throw OrderingError.orderNotFound }
            return try stores.details(order)
        }
        return try OrderDetails.withCustomers([found], from: environment.database)[0]
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
    /// lifecycle does not allow from where the order is now is `invalid_transition`. Rejecting needs the kitchen's
    /// reason (a field issue of `reason` or `note` without a good one), which the customer reads on the order and in
    /// the mail; it gives back the coupon redemption and frees the courier for the next waiting order.
    public func move(
        _ orderID: ID<Order>, to status: OrderStatus, because rejection: KitchenRejection? = nil,
        by user: UserAccount
    ) throws -> OrderDetails {
        guard KitchenService.moves.contains(status) else { throw OrderingError.invalidTransition(to: status) }
        if status == .rejected {
            try ValidationFailure.check(
                rejection?.issues
                    ?? [FieldError(field: "reason", code: "required", message: "Say why you cannot take the order.")])
        }
        let now = environment.clock.now()
        let details = try environment.database.write { connection in
            let stores = OrderingStores(connection)
            let restaurant = try KitchenService.restaurant(of: user, stores.orders)
            guard let order = try stores.orders.order(id: orderID), order.restaurantID == restaurant else {
                throw OrderingError.orderNotFound
            }
            guard try stores.transition(orderID, from: OrderStatus.sources(of: status), to: status, at: now) else {
                throw OrderingError.invalidTransition(to: status)
            }
            var after = ["status": status.rawValue]
            if status == .rejected, let rejection {
                try stores.orders.setCancellationReason(rejection.text, of: orderID)
                try OrderChangeMail.ended(orderID, stores, environment.mailer, at: now)
                after["reason"] = rejection.text
            }
            if status == .ready, order.fulfilment == .pickup {
                try OrderChangeMail.readyForPickup(orderID, stores, environment.mailer, at: now)
            }
            try environment.audit(
                KitchenService.auditAction(status), by: try KitchenService.actor(user, connection), on: .order(order),
                restaurant: restaurant, before: ["status": order.status.rawValue], after: after, at: now, connection)
            if status == .rejected {
                try stores.coupons.releaseRedemption(orderID: orderID)
                try Dispatcher.offerWaiting(stores, environment.makeID, at: now)
            }
            return try stores.details(try stores.orders.order(id: orderID) ?? order)
        }
        environment.orderEvents.changed([orderID])
        return details
    }

    /// Hands one of the restaurant's pickup orders that is ready over to its customer, who shows the code on their
    /// order (`code`: a field issue when missing or wrong, each wrong one counted, the
    /// ``HandoverCode/maxFailures``th locking the handover as at a door). It is then delivered — its card charged,
    /// invoiced and mailed the invoice, in its customer's diary — and the handover is in the audit log. An order to
    /// deliver, or one not ready, is `invalid_transition`.
    public func handOver(_ orderID: ID<Order>, code: String?, by user: UserAccount) throws -> OrderDetails {
        let now = environment.clock.now()
        let outcome = try environment.database.write { connection -> Result<OrderDetails, any Error> in
            let stores = OrderingStores(connection)
            let restaurant = try KitchenService.restaurant(of: user, stores.orders)
            guard let order = try stores.orders.order(id: orderID), order.restaurantID == restaurant else {
                throw OrderingError.orderNotFound
            }
            guard order.awaitsCollection else { throw OrderingError.invalidTransition(to: .delivered) }
            let actor = try KitchenService.actor(user, connection)
            let kitchen = try stores.catalog.restaurant(id: restaurant)?.name ?? "the restaurant"
            if let refusal = try HandoverCheck(environment: environment).refusal(
                code, of: order, by: actor, who: "\(user.fullName) at \(kitchen)", stores, at: now)
            {
                return .failure(refusal)  // the wrong code is counted: this transaction commits
            }
            guard try stores.transition(orderID, from: [.ready], to: .delivered, at: now) else {
                throw OrderingError.invalidTransition(to: .delivered)
            }
            try environment.audit(
                .orderCollected, by: actor, on: .order(order), restaurant: restaurant,
                before: ["status": order.status.rawValue], after: ["status": OrderStatus.delivered.rawValue], at: now,
                connection)
            let moved = try stores.orders.order(id: orderID) ?? order
            if let mailer = environment.mailer { try InvoiceService.mail(moved, mailer, at: now, in: connection) }
            return .success(try stores.details(moved))
        }
        let details = try outcome.get()
        environment.orderEvents.changed([orderID])
        return details
    }

    /// Marks one of the restaurant's dishes available or sold out; it leaves (or rejoins) ordering and search at once.
    /// A dish already so is left alone (nothing written, nothing audited). The staff check, the listing rule and the
    /// change are one transaction, so two dishes put back on sale at once cannot together break the rule.
    public func setDishAvailable(_ available: Bool, dishID: ID<Dish>, by user: UserAccount) throws {
        let changed = try environment.database.write { connection -> Bool in
            let stores = OrderingStores(connection)
            let restaurant = try KitchenService.restaurant(of: user, stores.orders)
            guard let dish = try stores.catalog.dishes(ids: [dishID], includingArchived: false)[dishID],
                dish.restaurantID == restaurant
            else { throw OrderingError.dishNotFound }
            guard dish.available != available else { return false }
            if available {
                try KitchenService.refuseBreakingListing(dish, menu: try stores.catalog.menu(of: restaurant))
            }
            guard try SQLCatalogStore.setAvailable(available, dishID: dishID, on: connection) else {
                throw OrderingError.dishNotFound
            }
            try environment.auditing(
                .dishAvailability, by: try KitchenService.actor(user, connection), on: .dish(dishID, name: dish.name),
                restaurant: dish.restaurantID, before: ["available": dish.available ? "yes" : "no"],
                after: ["available": available ? "yes" : "no"])(connection)
            return true
        }
        if changed {
            try environment.catalogCache.catchUp(
                SQLCatalogStore(database: environment.database, regions: environment.regions))
        }
    }

    /// Refuses to put `dish` back on sale when that would break the listing rule over `menu` (as an edit that does
    /// is refused in the menu editor): a dish saved unavailable must not slip a menu past the rule. Selling out is
    /// always free.
    private static func refuseBreakingListing(_ dish: Dish, menu: [Dish]) throws {
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
    /// issue. The assignment is in the audit log as the operator's, with the restaurant and role before and after.
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
                let merchants = MerchantQueries(connection)
                let before = try merchants.membership(of: staff.id)
                try merchants.setMembership(staff.id, restaurantID: restaurantID, role: role)
                try environment.audit(
                    .staffAssigned, by: .account(admin, as: .operator), on: .account(staff.id, email: staff.email),
                    restaurant: restaurantID,
                    before: before.map { ["restaurant": $0.restaurantID.rawValue, "role": $0.role.rawValue] } ?? [:],
                    after: ["restaurant": restaurantID.rawValue, "role": role.rawValue], at: environment.clock.now(),
                    connection)
            }
        }
    }

    /// The audit log's name for the kitchen's move to `status` (one of `moves`).
    private static func auditAction(_ status: OrderStatus) -> AuditAction {
        switch status {
        case .accepted: .orderAccepted
        case .rejected: .orderRejected
        case .preparing: .orderPreparing
        default: .orderReady
        }
    }

    /// A staff member in their role at their restaurant, as the audit log names them.
    private static func actor(_ user: UserAccount, _ connection: any DatabaseConnection) throws -> AuditEntry.Actor {
        guard let (_, role) = try MerchantQueries(connection).membership(of: user.id) else {
            throw OrderingError.forbidden
        }
        return .member(user, role)
    }

    /// The restaurant a staff member works for; 403 for anyone else.
    static func restaurant(of user: UserAccount, _ orders: OrderQueries) throws -> ID<Restaurant> {
        guard user.role == .staff, let restaurant = try orders.restaurantID(ofStaff: user.id) else {
            throw OrderingError.forbidden
        }
        return restaurant
    }
}
