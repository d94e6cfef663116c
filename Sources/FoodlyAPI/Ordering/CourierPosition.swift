/// A `position` event of an order's event stream: where its courier is while the order is on the way.
public struct CourierPosition: Codable, Sendable, Equatable {
    /// Degrees, −90…90.
    public var latitude: Double
    /// Degrees, −180…180.
    public var longitude: Double
    /// Road kilometres left to the delivery address (the straight line × the road factor).
    public var remainingKm: Double

    /// Creates a position.
    public init(latitude: Double, longitude: Double, remainingKm: Double) {
        self.latitude = latitude
        self.longitude = longitude
        self.remainingKm = remainingKm
    }
}
