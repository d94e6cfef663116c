import FoodlyShared
import Foundation

/// `CourierPatchRequest`: what an operator changes about a courier; members left out (or null) stay.
public struct CourierPatchRequest: Codable, Sendable, Equatable {
    /// `bicycle`, `scooter` or `car`.
    public var vehicle: String?
    /// The phone customers call (normalized to E.164).
    public var phone: String?
    /// Whether they work for Foodly: false takes them off duty and keeps them off.
    public var active: Bool?

    /// Creates a request.
    public init(vehicle: String? = nil, phone: String? = nil, active: Bool? = nil) {
        self.vehicle = vehicle
        self.phone = phone
        self.active = active
    }
}

/// `ConsoleCourier`: a courier as the operator's console lists them.
public struct ConsoleCourierBody: Codable, Sendable, Equatable {
    /// Opaque id.
    public var id: String
    /// Name.
    public var name: String
    /// Their account's address; null for a courier without an account.
    @AlwaysWritten public var email: String?
    /// E.164 phone.
    public var phone: String
    /// How they travel.
    public var vehicle: Vehicle
    /// Whether they work for Foodly.
    public var active: Bool
    /// Whether they are on duty now.
    public var onDuty: Bool
    /// Orders delivered since midnight in the zone asked for.
    public var deliveriesToday: Int
    /// When they last sent their position; null until they do.
    public var locatedAt: Date

    /// Creates a body.
    public init(
        id: String, name: String, email: String?, phone: String, vehicle: Vehicle, active: Bool, onDuty: Bool,
        deliveriesToday: Int, locatedAt: Date
    ) {
        self.id = id
        self.name = name
        self.email = email
        self.phone = phone
        self.vehicle = vehicle
        self.active = active
        self.onDuty = onDuty
        self.deliveriesToday = deliveriesToday
        self.locatedAt = locatedAt
    }
}

/// `ConsoleCouriers`: every courier by name.
public struct ConsoleCouriersBody: Codable, Sendable, Equatable {
    /// The couriers.
    public var couriers: [ConsoleCourierBody]

    /// Creates a body.
    public init(couriers: [ConsoleCourierBody]) {
        self.couriers = couriers
    }
}
