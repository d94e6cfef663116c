/// How a courier travels, with the average speed estimates use.
public enum Vehicle: String, Sendable, Codable, CaseIterable {
    case bicycle, scooter, car
}
