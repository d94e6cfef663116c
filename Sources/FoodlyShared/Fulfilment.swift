/// How an order reaches its customer: brought to their door by a courier, or collected at the restaurant's counter.
public enum Fulfilment: String, Sendable, Codable, CaseIterable {
    /// A courier brings it to the customer's address.
    case delivery
    /// The customer collects it at the restaurant (no courier, no delivery fee, no tip): the kitchen marks it ready
    /// and hands it over against the order's code.
    case pickup
}
