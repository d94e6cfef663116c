/// A saved address as a customer adds or edits it.
public struct SavedAddressDraft: Codable, Sendable, Equatable {
    /// Home, work or other.
    public var label: AddressLabel
    /// The address.
    public var address: Address
    /// Make it the default; a customer's first address is the default whatever this says. Absent: false when
    /// adding, unchanged when editing.
    public var isDefault: Bool?

    /// Creates a draft.
    public init(label: AddressLabel, address: Address, isDefault: Bool? = nil) {
        self.label = label
        self.address = address
        self.isDefault = isDefault
    }
}
