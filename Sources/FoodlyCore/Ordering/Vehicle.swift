/// How a courier travels, with the average speed estimates use.
public enum Vehicle: String, Sendable, Codable, CaseIterable {
    case bicycle, scooter, car

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
