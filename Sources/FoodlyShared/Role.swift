/// What a signed-in person may do.
public enum Role: String, Sendable, Codable, CaseIterable {
    /// Orders food.
    case customer
    /// Works in one restaurant's kitchen.
    case staff
    /// Delivers orders.
    case courier
    /// Runs the service.
    case admin
}
