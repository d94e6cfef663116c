/// One of a customer's saved addresses: a label, the address, and whether it is their default.
public struct SavedAddress: Codable, Sendable, Equatable {
    /// The id.
    public var id: String
    /// Home, work or other.
    public var label: AddressLabel
    /// The address.
    public var address: Address
    /// Whether the cart starts with it (exactly one of a customer's addresses is the default).
    public var isDefault: Bool

    /// Creates a saved address.
    public init(id: String, label: AddressLabel, address: Address, isDefault: Bool) {
        self.id = id
        self.label = label
        self.address = address
        self.isDefault = isDefault
    }
}
