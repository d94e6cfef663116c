import FoodlyShared

extension Endpoints {
    /// `GET /api/v1/admin/restaurants/{id}/zones`: a restaurant's delivery zones (none: it delivers within its
    /// radius).
    public static let restaurantZones = Endpoint<IDPath, NoQuery, NoBody, DeliveryZonesBody, Caller.Admin>(
        "restaurantZones", .get, "/api/v1/admin/restaurants/{id}/zones", problems: [.notFound])
    /// `PUT /api/v1/admin/restaurants/{id}/zones`: replaces them, in order (the first that holds an address prices
    /// it); an empty list returns the restaurant to its radius.
    public static let setRestaurantZones = Endpoint<
        IDPath, NoQuery, DeliveryZonesBody, DeliveryZonesBody, Caller.Admin
    >("setRestaurantZones", .put, "/api/v1/admin/restaurants/{id}/zones", problems: [.notFound])
}

/// A restaurant's delivery zones, as read and as replaced.
public struct DeliveryZonesBody: Codable, Sendable, Equatable {
    /// The zones, in the order they are tried.
    public var zones: [DeliveryZone]

    /// Creates the body.
    public init(zones: [DeliveryZone]) {
        self.zones = zones
    }
}
