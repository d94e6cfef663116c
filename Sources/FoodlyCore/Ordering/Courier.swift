/// Someone who delivers: contact details, vehicle, where they are and whether they can take an order.
public struct Courier: Sendable, Equatable {
    /// Opaque id.
    public let id: ID<Courier>
    /// The name the customer sees.
    public var name: String
    /// E.164 phone the customer can call.
    public var phone: String
    /// How they travel.
    public var vehicle: Vehicle
    /// Last known position.
    public var location: GeoPoint
    /// Whether they are on duty (working and taking orders).
    public var available: Bool
    /// Whether they work for Foodly at all: an inactive courier cannot go on duty and gets no deliveries.
    public var active: Bool

    /// Creates a courier.
    public init(
        id: ID<Courier>, name: String, phone: String, vehicle: Vehicle, location: GeoPoint, available: Bool,
        active: Bool = true
    ) {
        self.id = id
        self.name = name
        self.phone = phone
        self.vehicle = vehicle
        self.location = location
        self.available = available
        self.active = active
    }

    /// Minutes to reach `point` by road at the vehicle's speed.
    public func minutes(to point: GeoPoint) -> Double {
        vehicle.minutes(roadKm: location.roadDistanceKm(to: point))
    }
}
