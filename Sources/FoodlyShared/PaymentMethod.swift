/// How an order is paid: Foodly takes no payment online.
public enum PaymentMethod: String, Sendable, Codable, CaseIterable {
    /// Cash or card to the courier when the order arrives.
    case onDelivery = "on_delivery"
    /// Held on a card when the order is placed and taken when it is delivered.
    case card
}
