import FoodlyShared

extension Vehicle {
    /// Average speed in town, km/h.
    public var averageKmh: Double {
        switch self {
        case .bicycle: 15
        case .scooter: 22
        case .car: 25
        }
    }

    /// Minutes to ride `roadKm`.
    public func minutes(roadKm: Double) -> Double {
        roadKm / averageKmh * 60
    }
}
