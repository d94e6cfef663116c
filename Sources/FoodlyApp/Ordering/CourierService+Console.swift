import FoodlyCore
import FoodlyShared
import FoodlyStore
import Foundation

extension CourierService {
    /// Every courier by name (only `id` when given), with their account's address, whether they are on duty, how
    /// many orders they delivered since midnight in `timeZone` and when they last sent their position; operators
    /// only.
    public func roster(in timeZone: TimeZone, only id: ID<Courier>? = nil, by user: UserAccount) throws
        -> [CourierOverview]
    {
        try RestaurantConsoleService.operator(user)
        let now = environment.clock.now()
        let dayStart = DiaryDate(now, in: timeZone).start(in: timeZone)
        return try environment.database.read { connection in
            try CourierQueries(connection).roster(since: dayStart, only: id).map {
                CourierOverview(
                    courier: $0.courier, email: $0.email, locatedAt: $0.locatedAt, deliveriesToday: $0.deliveries)
            }
        }
    }

    /// Changes a courier's vehicle, phone (the project's phone rule: `PhoneNumber`) or whether they work for Foodly,
    /// as an operator; what is left nil stays. Deactivating a courier on duty takes them off duty (the delivery
    /// under way goes on); an inactive courier cannot go on duty and gets no new deliveries. Every bad field is
    /// refused at once with nothing changed; the change (only the fields that changed) goes into the audit log.
    public func update(
        _ id: ID<Courier>, vehicle: String?, phone: String?, active: Bool?, by user: UserAccount
    ) throws -> Courier {
        let actor = try RestaurantConsoleService.operator(user)
        var issues = phone.map { PhoneNumber.issues($0) } ?? []
        let vehicleValue = vehicle.flatMap(Vehicle.init(rawValue:))
        if vehicle != nil && vehicleValue == nil {
            issues.append(FieldError(field: "vehicle", code: "unknown_value", message: "Use bicycle, scooter or car."))
        }
        try ValidationFailure.check(issues)
        let now = environment.clock.now()
        let (before, changed) = try environment.database.write { connection in
            let couriers = CourierQueries(connection)
            guard let before = try couriers.courier(id: id) else { throw OrderingError.courierNotFound }
            var after = before
            after.vehicle = vehicleValue ?? before.vehicle
            after.phone = phone.flatMap(PhoneNumber.normalize) ?? before.phone
            after.active = active ?? before.active
            after.available = before.available && after.active
            let (old, new) = CourierService.changes(before, after)
            guard !new.isEmpty else { return (before, before) }
            try couriers.setDetails(after, at: now)
            try environment.audit(
                .courierChanged, by: actor, on: CourierService.subject(after), before: old, after: new, at: now,
                connection)
            return (before, after)
        }
        // Taken off duty: the board hears it as it hears a courier going off duty themselves.
        if before.available != changed.available { environment.orderEvents.couriersChanged() }
        return changed
    }

    /// The fields that differ between two states of a courier, before and after, as the audit log keeps them.
    /// The operators' dispatch settings (admins only).
    public func dispatchSettings(by user: UserAccount) throws -> DispatchSettings {
        guard user.role == .admin else { throw OrderingError.forbidden }
        return try environment.database.read { try DispatchQueries($0).settings() }
    }

    /// Changes the operators' dispatch settings (admins only; a field issue of `maxActiveDeliveries` outside
    /// ``DispatchRule/activeDeliveriesRange``), audited, in one transaction that also offers the waiting orders
    /// again under the new rule. A courier already carrying more than the new limit keeps their orders and is
    /// offered none until below it.
    public func setDispatchSettings(_ settings: DispatchSettings, by user: UserAccount) throws -> DispatchSettings {
        guard user.role == .admin else { throw OrderingError.forbidden }
        try ValidationFailure.check(DispatchRule.issues(settings))
        let now = environment.clock.now()
        try environment.database.write { connection in
            let queries = DispatchQueries(connection)
            let before = try queries.settings()
            try queries.setSettings(settings, at: now)
            try environment.audit(
                .dispatchChanged, by: .account(user, as: .operator),
                on: AuditEntry.Subject(kind: .courier, id: "dispatch", label: "dispatch"),
                before: ["max_active_deliveries": "\(before.maxActiveDeliveries)"],
                after: ["max_active_deliveries": "\(settings.maxActiveDeliveries)"], at: now, connection)
            try Dispatcher.offerWaiting(OrderingStores(connection), environment.makeID, at: now)
        }
        environment.orderEvents.couriersChanged()
        return settings
    }

    static func changes(_ before: Courier, _ after: Courier) -> (before: [String: String], after: [String: String]) {
        AuditFields.changed(fields(before), fields(after))
    }

    /// A courier's fields the console changes, as the audit log writes them.
    private static func fields(_ courier: Courier) -> [String: String] {
        [
            "vehicle": courier.vehicle.rawValue, "phone": courier.phone, "active": courier.active ? "yes" : "no",
            "on_duty": courier.available ? "yes" : "no",
        ]
    }

    /// How the audit log names a courier: by name.
    static func subject(_ courier: Courier) -> AuditEntry.Subject {
        AuditEntry.Subject(kind: .courier, id: courier.id.rawValue, label: courier.name)
    }
}
