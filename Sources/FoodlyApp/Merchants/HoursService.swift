import FoodlyCore
import FoodlyStore
import Foundation

/// A restaurant's weekly hours, closures for dates, pauses of new orders and preparation time, changed by its own
/// staff through the living catalog (each a catalog change, applied in place in every process; lists follow at
/// once). Owners and managers change hours, closures and the preparation time; anyone on the staff pauses and
/// resumes, as the line cook does at a rush. A pause that runs out needs no write: the open state is read from
/// `pausedUntil` at every request. Each change is in the audit log, written in the change's own transaction.
public struct HoursService: Sendable {
    private let environment: AppEnvironment

    /// Creates the service.
    public init(environment: AppEnvironment) {
        self.environment = environment
    }

    /// Whether someone with `role` changes hours, closures and the preparation time.
    public static func editsSchedule(_ role: StaffRole) -> Bool {
        role != .staff
    }

    /// The user's restaurant's schedule; anyone on its staff sees it.
    public func schedule(for user: UserAccount) throws -> RestaurantSchedule {
        let (restaurant, role) = try member(user)
        return RestaurantSchedule(restaurant: restaurant, role: role, at: environment.clock.now())
    }

    /// Replaces the weekly hours by seven days (Monday first) of `HH:MM` periods; bad times, more than
    /// `OpeningHours.maxPeriodsPerDay` a day or overlapping periods are refused, nothing saved.
    public func setHours(_ days: [[(opens: String, closes: String)]], by user: UserAccount) throws -> RestaurantSchedule
    {
        let (restaurant, role) = try editor(user)
        let hours = try OpeningHours.read(days)
        let entry = audit(
            .hoursChanged, by: user, role, restaurant, before: ["hours": AuditFields.hours(restaurant.openingHours)],
            after: ["hours": AuditFields.hours(hours)])
        guard try store.setOpeningHours(hours, of: restaurant.id, alongside: entry) else {
            throw MerchantError.notStaff
        }
        return try changed(user)
    }

    /// Sets the preparation time (`Restaurant.editablePrepMinutes`), which feeds every ETA.
    public func setPrepMinutes(_ minutes: Int, by user: UserAccount) throws -> RestaurantSchedule {
        let (restaurant, role) = try editor(user)
        try ValidationFailure.check(Restaurant.prepMinutesIssues(minutes))
        let entry = audit(
            .prepTimeChanged, by: user, role, restaurant, before: ["prep_minutes": String(restaurant.prepMinutes)],
            after: ["prep_minutes": String(minutes)])
        guard try store.setPrepMinutes(minutes, of: restaurant.id, alongside: entry) else {
            throw MerchantError.notStaff
        }
        return try changed(user)
    }

    /// Lets customers collect orders at the counter (``Fulfilment/pickup``), or stops it: carts already set to pickup
    /// then cannot be placed until switched to delivery; orders already placed for pickup are collected as planned.
    public func setOffersPickup(_ offersPickup: Bool, by user: UserAccount) throws -> RestaurantSchedule {
        let (restaurant, role) = try editor(user)
        let entry = audit(
            .pickupChanged, by: user, role, restaurant, before: ["pickup": restaurant.offersPickup ? "yes" : "no"],
            after: ["pickup": offersPickup ? "yes" : "no"])
        guard try store.setOffersPickup(offersPickup, of: restaurant.id, alongside: entry) else {
            throw MerchantError.notStaff
        }
        return try changed(user)
    }

    /// Adds a closure from `first` to `last` (`YYYY-MM-DD`, inclusive, the restaurant's dates) with an optional
    /// reason; one that ends before it starts or is over is refused, as is one past `Closure.maxUpcoming`.
    public func addClosure(first: String, last: String, reason: String, by user: UserAccount) throws -> Closure {
        let (restaurant, role) = try editor(user)
        let today = DiaryDate(environment.clock.now(), in: restaurant.timeZone)
        let closure = try Closure.read(id: environment.makeID(), first: first, last: last, reason: reason, today: today)
        let entry = audit(.closureAdded, by: user, role, restaurant, after: ["closure": AuditFields.closure(closure)])
        guard
            try store.changeClosures(
                of: restaurant.id, alongside: entry, { try Closure.adding(closure, to: $0, today: today) }) != nil
        else { throw MerchantError.notStaff }
        try catchUp()
        return closure
    }

    /// Removes one of the restaurant's closures; another restaurant's or an unknown one is not found.
    public func removeClosure(_ id: String, by user: UserAccount) throws {
        let (restaurant, role) = try editor(user)
        var removed = ""
        _ = try store.changeClosures(
            of: restaurant.id,
            alongside: { connection in
                try audit(.closureRemoved, by: user, role, restaurant, before: ["closure": removed])(connection)
            },
            { closures in
                guard let closure = closures.first(where: { $0.id == id }) else { throw HoursService.closureNotFound }
                removed = AuditFields.closure(closure)
                return closures.filter { $0.id != id }
            })
        try catchUp()
    }

    /// Pauses new orders for `minutes` (one of `RestaurantPause.minuteChoices`) or, nil, until resumed; anyone on
    /// the staff may. Orders the kitchen has are not touched.
    public func pause(minutes: Int?, by user: UserAccount) throws -> RestaurantSchedule {
        let (restaurant, role) = try member(user)
        let now = environment.clock.now()
        guard let pause = RestaurantPause.starting(at: now, minutes: minutes) else {
            throw ValidationFailure([
                FieldError(
                    field: "minutes", code: "invalid_choice",
                    message: "Pause for 15, 30 or 60 minutes, or until you reopen.")
            ])
        }
        let entry = audit(
            .ordersPaused, by: user, role, restaurant, before: ["orders": AuditFields.pause(restaurant.pause, at: now)],
            after: ["orders": AuditFields.pause(pause, at: now)])
        guard try store.setPause(pause, of: restaurant.id, alongside: entry) else { throw MerchantError.notStaff }
        return try changed(user)
    }

    /// Takes new orders again, before a pause runs out; anyone on the staff may.
    public func resume(by user: UserAccount) throws -> RestaurantSchedule {
        let (restaurant, role) = try member(user)
        let now = environment.clock.now()
        let entry = audit(
            .ordersResumed, by: user, role, restaurant,
            before: ["orders": AuditFields.pause(restaurant.pause, at: now)],
            after: ["orders": AuditFields.pause(nil, at: now)])
        guard try store.setPause(nil, of: restaurant.id, alongside: entry) else { throw MerchantError.notStaff }
        return try changed(user)
    }

    /// A closure that is not the caller's restaurant's.
    public static let closureNotFound = MerchantError(
        kind: .notFound, code: "not_found", message: "Your restaurant has no such closure.")
    /// A change of hours, closures or preparation time by plain staff.
    public static let editorsOnly = MerchantError(
        kind: .forbidden, code: "forbidden",
        message: "Only the restaurant's owners and managers change its hours, closures and preparation time.")

    private var store: SQLCatalogStore {
        SQLCatalogStore(database: environment.database, regions: environment.regions)
    }

    /// The user's restaurant and role; 403 for anyone not on a restaurant's staff.
    private func member(_ user: UserAccount) throws -> (Restaurant, StaffRole) {
        try environment.database.read { connection in
            let (restaurantID, role) = try MerchantService.member(user, MerchantQueries(connection))
            guard let restaurant = try CatalogQueries(connection).restaurant(id: restaurantID) else {
                throw MerchantError.notStaff
            }
            return (restaurant, role)
        }
    }

    /// `member`, for owners and managers only.
    private func editor(_ user: UserAccount) throws -> (Restaurant, StaffRole) {
        let (restaurant, role) = try member(user)
        guard HoursService.editsSchedule(role) else { throw HoursService.editorsOnly }
        return (restaurant, role)
    }

    /// The audit entry of `user`'s change to `restaurant`'s schedule, for the change's transaction.
    private func audit(
        _ action: AuditAction, by user: UserAccount, _ role: StaffRole, _ restaurant: Restaurant,
        before: [String: String] = [:], after: [String: String] = [:]
    ) -> (any DatabaseConnection) throws -> Void {
        environment.auditingChanges(
            action, by: .member(user, role), on: .restaurant(restaurant.id, name: restaurant.name),
            restaurant: restaurant.id, before: before, after: after)
    }

    /// Applies the change to this process's catalog and reads the schedule back.
    private func changed(_ user: UserAccount) throws -> RestaurantSchedule {
        try catchUp()
        return try schedule(for: user)
    }

    private func catchUp() throws {
        try environment.catalogCache.catchUp(store)
    }
}
