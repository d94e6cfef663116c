import FoodlyCore

/// Why an address request or import was refused.
public struct AddressError: DomainError, Equatable {
    /// What kind of refusal it is.
    public let kind: ProblemKind
    /// The stable code.
    public let code: String
    /// A sentence for people.
    public let message: String

    /// Another customer's saved address, or none with this id.
    static let savedNotFound = AddressError(
        kind: .notFound, code: "not_found", message: "There is no such saved address.")

    /// No known address near the point.
    static let noneNearby = AddressError(
        kind: .notFound, code: "not_found", message: "We know no address near there. Type your street instead.")

    /// The customer has saved as many addresses as they may.
    static let tooMany = AddressError(
        kind: .conflict, code: "too_many_addresses",
        message: "You can save up to \(SavedAddressRules.maxPerCustomer) addresses. Delete one first.")

    /// A file that cannot be imported at all; nothing was written.
    static func unusable(_ reason: String) -> AddressError {
        AddressError(kind: .invalid, code: "address_file_unusable", message: reason)
    }
}
