import FoodlyShared

/// The rules of a customer's saved addresses.
public enum SavedAddressRules {
    /// The most addresses one customer may save.
    public static let maxPerCustomer = 20

    /// The draft with its address checked (``Address/validated(prefix:)``, fields named `address.…`).
    public static func validated(_ draft: SavedAddressDraft) throws -> SavedAddressDraft {
        var checked = draft
        checked.address = try draft.address.validated(prefix: "address.")
        return checked
    }
}
