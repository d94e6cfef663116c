import FoodlyCore
import FoodlyStore
import Foundation

/// The operator's side of restaurants: applications to decide (through `MerchantService`, which audits and mails
/// the decision), restaurants found by name with where each stands, one restaurant's overview, and suspending and
/// reinstating one. A suspension is a catalog change (`SQLCatalogStore.setSuspension`), so every process drops the
/// restaurant from lists, search and checkout on its next request, with no rebuild; it and its audit entry are one
/// transaction. Operators only (403 for anyone else).
public struct RestaurantConsoleService: Sendable {
    /// The most applications or restaurants one list holds.
    public static let maxListed = 200
    /// The longest search text.
    public static let maxQueryLength = 100
    private let environment: AppEnvironment

    /// Creates the service.
    public init(environment: AppEnvironment) {
        self.environment = environment
    }

    // MARK: Applications

    /// The applications with `status` (every one when nil), newest first.
    public func applications(status: ApplicationStatus?, by user: UserAccount) throws -> [RestaurantApplication] {
        try RestaurantConsoleService.operator(user)
        return try environment.database.read {
            try RestaurantConsoleQueries($0).applications(status: status, limit: RestaurantConsoleService.maxListed)
        }
    }

    /// Approves a pending application as `user`, an operator (`MerchantService.approve`).
    public func approve(_ id: ID<RestaurantApplication>, by user: UserAccount) throws -> RestaurantApplication {
        let actor = try RestaurantConsoleService.operator(user)
        return try MerchantService(environment: environment).approve(id, by: actor)
    }

    /// Rejects a pending application with a reason, as `user`, an operator (`MerchantService.reject`).
    public func reject(_ id: ID<RestaurantApplication>, reason: String, by user: UserAccount) throws
        -> RestaurantApplication
    {
        let actor = try RestaurantConsoleService.operator(user)
        return try MerchantService(environment: environment).reject(id, reason: reason, by: actor)
    }

    // MARK: Restaurants

    /// The restaurants whose name contains `query` (any case; all when empty), by name, each with where it stands.
    public func restaurants(matching query: String, by user: UserAccount) throws -> [(
        restaurant: Restaurant, standing: RestaurantStanding
    )] {
        try RestaurantConsoleService.operator(user)
        let text = Text.clean(query)
        try ValidationFailure.check(
            Text.lengthIssue(text, "q", limit: RestaurantConsoleService.maxQueryLength).map { [$0] } ?? [])
        let now = environment.clock.now()
        return try environment.database.read {
            try RestaurantConsoleQueries($0).restaurants(named: text, limit: RestaurantConsoleService.maxListed)
        }.map { ($0.restaurant, RestaurantStanding($0.restaurant, dishCount: $0.dishes, at: now)) }
    }

    /// One restaurant with where it stands (the listing rule over its menu too), its staff and its numbers over
    /// `from`…`to` (both empty for the last two weeks); an unknown one is not found.
    public func overview(of id: ID<Restaurant>, from: String = "", to: String = "", by user: UserAccount) throws
        -> RestaurantOverview
    {
        try RestaurantConsoleService.operator(user)
        let now = environment.clock.now()
        let (restaurant, dishes, staff, commission) = try environment.database.read { connection in
            guard let restaurant = try CatalogQueries(connection).restaurant(id: id) else {
                throw MerchantError.restaurantNotFound
            }
            let dishes = try RestaurantConsoleQueries(connection).dishes(restaurantID: id)
            let terms = TermsQueries(connection)
            let own = try terms.commission(of: id)
            return (
                restaurant, dishes, try MerchantQueries(connection).members(restaurantID: id),
                (try terms.platform().commission(own).commissionBps, own != nil)
            )
        }
        let numbers = try NumbersService(environment: environment).numbers(of: id, from: from, to: to, by: user)
        return RestaurantOverview(
            restaurant: restaurant,
            standing: RestaurantStanding(restaurant, dishes: dishes.map(\.listingEntry), at: now),
            staff: staff, numbers: numbers, at: now, commission: commission)
    }

    /// Where `restaurant` stands now, its dishes counted as stored (without the listing rule).
    public func standing(of restaurant: Restaurant) throws -> RestaurantStanding {
        let dishes = try environment.database.read {
            try RestaurantConsoleQueries($0).dishes(restaurantID: restaurant.id).count
        }
        return RestaurantStanding(restaurant, dishCount: dishes, at: environment.clock.now())
    }

    /// Suspends a restaurant for `reason` (1–500 characters, shown to its staff): it leaves lists and search and
    /// takes no new orders; orders in flight go on. Suspending a suspended one is `already_suspended`.
    public func suspend(_ id: ID<Restaurant>, reason: String, by user: UserAccount) throws -> Restaurant {
        let actor = try RestaurantConsoleService.operator(user)
        try ValidationFailure.check(Reason.issues(reason))
        let suspension = RestaurantSuspension(since: environment.clock.now(), reason: Text.clean(reason))
        return try setSuspension(suspension, of: id, by: actor) { restaurant in
            guard restaurant.suspension == nil else { throw MerchantError.alreadySuspended }
            return (
                .restaurantSuspended, ["status": "listed"], ["status": "suspended", "reason": suspension.reason]
            )
        }
    }

    /// Lists a suspended restaurant again; one that is not suspended is `not_suspended`.
    public func reinstate(_ id: ID<Restaurant>, by user: UserAccount) throws -> Restaurant {
        let actor = try RestaurantConsoleService.operator(user)
        return try setSuspension(nil, of: id, by: actor) { restaurant in
            guard let suspension = restaurant.suspension else { throw MerchantError.notSuspended }
            return (
                .restaurantReinstated, ["status": "suspended", "reason": suspension.reason], ["status": "listed"]
            )
        }
    }

    /// Changes a restaurant's terms (`RestaurantTerms.applying`: the import format's fees, tax and delivery radius,
    /// by its own rules) through the living catalog, with the fields that changed before and after in the audit log,
    /// in one transaction, and whether anything changed. A bad field is a 422 naming it with nothing changed; no
    /// change writes nothing.
    public func changeTerms(of id: ID<Restaurant>, _ patch: RestaurantTermsPatch, by user: UserAccount) throws -> (
        restaurant: Restaurant, changed: Bool
    ) {
        let actor = try RestaurantConsoleService.operator(user)
        let now = environment.clock.now()
        let changed = try environment.database.write { connection in
            guard var restaurant = try CatalogQueries(connection).restaurant(id: id) else {
                throw MerchantError.restaurantNotFound
            }
            let old = RestaurantTerms(restaurant)
            let new = try old.applying(JSONValue(encoding: patch))
            let (before, after) = AuditFields.changed(old.auditValues, new.auditValues)
            guard !after.isEmpty else { return (restaurant, false) }
            guard try SQLCatalogStore.setTerms(new, of: id, on: connection) else {
                throw MerchantError.restaurantNotFound
            }
            try environment.audit(
                .restaurantTermsChanged, by: actor,
                on: AuditEntry.Subject(kind: .restaurant, id: id.rawValue, label: restaurant.name), restaurant: id,
                before: before, after: after, at: now, connection)
            restaurant.fees = new.fees
            restaurant.taxRateBps = new.taxRateBps
            restaurant.drinksTaxRateBps = new.drinksTaxRateBps
            restaurant.deliveryRadiusKm = new.deliveryRadiusKm
            return (restaurant, true)
        }
        try environment.catalogCache.catchUp(
            SQLCatalogStore(database: environment.database, regions: environment.regions))
        return changed
    }

    /// A restaurant as stored, with its delivery zones (none: it delivers within its radius).
    public func zoned(_ id: ID<Restaurant>, by user: UserAccount) throws -> Restaurant {
        try RestaurantConsoleService.operator(user)
        guard let restaurant = try environment.database.read({ try CatalogQueries($0).restaurant(id: id) }) else {
            throw MerchantError.restaurantNotFound
        }
        return restaurant
    }

    /// Replaces a restaurant's delivery zones (`DeliveryZone.issues`: a bad one is a 422 naming it, nothing
    /// changed; none: its radius again), audited with the zones before and after, in one transaction; then this
    /// process's catalog catches up.
    public func setZones(of id: ID<Restaurant>, _ zones: [DeliveryZone], by user: UserAccount) throws -> Restaurant {
        let actor = try RestaurantConsoleService.operator(user)
        let zones = DeliveryZone.cleaned(zones)
        let now = environment.clock.now()
        let changed = try environment.database.write { connection in
            guard var restaurant = try CatalogQueries(connection).restaurant(id: id) else {
                throw MerchantError.restaurantNotFound
            }
            try ValidationFailure.check(DeliveryZone.issues(zones, around: restaurant.location))
            guard restaurant.zones != zones else { return restaurant }
            guard try SQLCatalogStore.setZones(zones, of: id, on: connection) else {
                throw MerchantError.restaurantNotFound
            }
            try environment.audit(
                .zonesChanged, by: actor,
                on: AuditEntry.Subject(kind: .restaurant, id: id.rawValue, label: restaurant.name), restaurant: id,
                before: [
                    "zones": RestaurantConsoleService.summary(restaurant.zones, radiusKm: restaurant.deliveryRadiusKm)
                ],
                after: ["zones": RestaurantConsoleService.summary(zones, radiusKm: restaurant.deliveryRadiusKm)],
                at: now, connection)
            restaurant.zones = zones
            return restaurant
        }
        try environment.catalogCache.catchUp(
            SQLCatalogStore(database: environment.database, regions: environment.regions))
        return changed
    }

    /// Zones as the audit log keeps them: each name with its fee, minimum and corners; the radius without any.
    private static func summary(_ zones: [DeliveryZone], radiusKm: Double) -> String {
        guard !zones.isEmpty else { return "within \(radiusKm.formatted()) km" }
        return zones.map {
            "\($0.name): \(Money.format($0.deliveryFee)) fee, \(Money.format($0.minimumOrder)) minimum, "
                + Text.counted(($0.polygon.first?.count ?? 1) - 1, "corner")
        }.joined(separator: "; ")
    }

    /// Writes `suspension` on the restaurant, with the audit entry `entry` makes of the restaurant as it was (it
    /// throws to refuse, nothing written), in one transaction; then this process's catalog catches up.
    private func setSuspension(
        _ suspension: RestaurantSuspension?, of id: ID<Restaurant>, by actor: AuditEntry.Actor,
        _ entry: (Restaurant) throws -> (AuditAction, [String: String], [String: String])
    ) throws -> Restaurant {
        let now = environment.clock.now()
        let changed = try environment.database.write { connection in
            guard var restaurant = try CatalogQueries(connection).restaurant(id: id) else {
                throw MerchantError.restaurantNotFound
            }
            let (action, before, after) = try entry(restaurant)
            guard try SQLCatalogStore.setSuspension(suspension, of: id, on: connection) else {
                throw MerchantError.restaurantNotFound
            }
            try environment.audit(
                action, by: actor, on: AuditEntry.Subject(kind: .restaurant, id: id.rawValue, label: restaurant.name),
                restaurant: id, before: before, after: after, at: now, connection)
            restaurant.suspension = suspension
            return restaurant
        }
        try environment.catalogCache.catchUp(
            SQLCatalogStore(database: environment.database, regions: environment.regions))
        return changed
    }

    /// `user` acting as an operator; 403 for any other account.
    @discardableResult
    static func `operator`(_ user: UserAccount) throws -> AuditEntry.Actor {
        guard user.role == .admin else { throw OrderingError.forbidden }
        return .account(user, as: .operator)
    }
}
