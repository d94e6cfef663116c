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

    /// The courier's record and deliveries (newest first), each with its customer.
    public func deliveries(for user: UserAccount) throws -> (courier: Courier, deliveries: [OrderDetails]) {
        let (courier, found) = try OrderingStores.read(environment.database) { stores in
            let courier = try CourierService.courier(of: user, stores.couriers)
            return (courier, try stores.details(try stores.orders.deliveries(courierID: courier.id)))
        }
        return (courier, try OrderDetails.withCustomers(found, from: environment.database))
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
                cashHeld: try ledger.balance(of: cash, before: .distantFuture))
        }
    }

    /// Picks up (`picked_up`) or delivers (`delivered`) one of the courier's orders. Delivering frees the courier,
    /// who then takes the oldest order waiting for one.
    public func move(_ orderID: ID<Order>, to status: OrderStatus, by user: UserAccount) throws -> OrderDetails {
        guard status == .pickedUp || status == .delivered else { throw OrderingError.invalidTransition(to: status) }
        let now = environment.clock.now()
        let (details, assigned) = try OrderingStores.write(environment.database) { stores in
            let courier = try CourierService.courier(of: user, stores.couriers)
            guard let order = try stores.orders.order(id: orderID), order.courierID == courier.id else {
                throw OrderingError.orderNotFound
            }
            guard try stores.transition(orderID, from: OrderStatus.sources(of: status), to: status, at: now) else {
                throw OrderingError.invalidTransition(to: status)
            }
            let assigned = status == .delivered ? try OrderService.dispatchWaiting(stores, at: now) : []
            let moved = try stores.orders.order(id: orderID) ?? order
            if status == .delivered, let mailer = environment.mailer {
                try InvoiceService.mail(moved, mailer, at: now, in: stores.connection)
            }
            return (try stores.details(moved), assigned)
        }
        environment.orderEvents.changed([orderID] + assigned)
        return details
    }

    /// Records where the courier is (only the latest position is kept, on the courier's record), works the arrival
    /// of the order they are delivering out again and tells its watchers; that order's stream shows the position
    /// only while it is picked up.
    public func setLocation(_ point: GeoPoint, by user: UserAccount) throws {
        guard (-90...90).contains(point.latitude), (-180...180).contains(point.longitude) else {
            throw ValidationFailure([
                FieldError(field: "latitude", code: "out_of_range", message: "Give a position on Earth.")
            ])
        }
        let now = environment.clock.now()
        let current = try OrderingStores.write(environment.database) { stores -> ID<Order>? in
            let courier = try CourierService.courier(of: user, stores.couriers)
            try stores.couriers.move(courier.id, to: point, at: now)
            guard let current = try stores.couriers.currentOrder(of: courier.id) else { return nil }
            if let order = try stores.orders.order(id: current) { try stores.refreshEstimate(order, at: now) }
            return current
        }
        if let current { environment.orderEvents.changed([current]) } else { environment.orderEvents.couriersChanged() }
    }

    /// Goes on or off duty; coming on duty takes the oldest waiting order at once. An inactive courier cannot go
    /// on duty (`courier_inactive`).
    public func setAvailable(_ available: Bool, by user: UserAccount) throws -> Courier {
        let now = environment.clock.now()
        let (courier, assigned) = try OrderingStores.write(environment.database) { stores in
            let courier = try CourierService.courier(of: user, stores.couriers)
            guard courier.active || !available else { throw OrderingError.courierInactive }
            try stores.couriers.setAvailable(courier.id, available, at: now)
            let assigned = available ? try OrderService.dispatchWaiting(stores, at: now) : []
            return (try stores.couriers.courier(id: courier.id) ?? courier, assigned)
        }
        environment.orderEvents.changed(assigned)
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
            }
        } catch StoreError.uniqueViolation {
            throw OrderingError(
                kind: .conflict, code: "courier_exists", message: "This account already has a courier record.")
        }
        environment.orderEvents.changed(
            try OrderingStores.write(environment.database) { try OrderService.dispatchWaiting($0, at: now) })
        environment.orderEvents.couriersChanged()
        return courier
    }

    /// The courier record of a courier's account; 403 for anyone else.
    static func courier(of user: UserAccount, _ couriers: CourierQueries) throws -> Courier {
        guard user.role == .courier, let courier = try couriers.courier(userID: user.id) else {
            throw OrderingError.forbidden
        }
        return courier
    }
}
