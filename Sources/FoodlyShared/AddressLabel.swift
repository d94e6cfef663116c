/// What a saved address is to its customer.
public enum AddressLabel: String, Codable, Sendable, CaseIterable {
    case home
    case work
    case other
}
