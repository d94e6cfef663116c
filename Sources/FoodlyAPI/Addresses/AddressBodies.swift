/// One address search suggestion.
public struct AddressSuggestionBody: Codable, Sendable, Equatable {
    /// The known address.
    public var address: KnownAddress
    /// Kilometres from the point the search was given (null without one).
    @AlwaysWritten public var distanceKm: Double?
    /// Whether any restaurant delivers there.
    public var delivered: Bool
    /// Whether the house number is as typed but not in the address table: the position is placed between the
    /// street's known numbers around it, and `address.id` is the nearest known address's.
    public var approximate: Bool

    /// Creates a suggestion.
    public init(address: KnownAddress, distanceKm: Double?, delivered: Bool, approximate: Bool = false) {
        self.address = address
        self.distanceKm = distanceKm
        self.delivered = delivered
        self.approximate = approximate
    }
}

/// `GET /api/v1/addresses`: the suggestions, best first.
public struct AddressSearchBody: Codable, Sendable, Equatable {
    /// At most `limit` suggestions.
    public var addresses: [AddressSuggestionBody]

    /// Creates the answer.
    public init(addresses: [AddressSuggestionBody]) {
        self.addresses = addresses
    }
}

/// `GET /api/v1/me/addresses`: the caller's saved addresses, the default first.
public struct SavedAddressListBody: Codable, Sendable, Equatable {
    /// The addresses.
    public var addresses: [SavedAddress]

    /// Creates the answer.
    public init(addresses: [SavedAddress]) {
        self.addresses = addresses
    }
}
