extension Endpoints {
    /// `GET /api/v1/addresses`: known street addresses matching what was typed, best first.
    public static let searchAddresses = Endpoint<NoPath, AddressSearchQuery, NoBody, AddressSearchBody, Caller.Anyone>(
        "searchAddresses", .get, "/api/v1/addresses")
    /// `GET /api/v1/addresses/nearest`: the known address nearest to a point (within 1 km), for "Use my location".
    public static let nearestAddress = Endpoint<NoPath, PointQuery, NoBody, AddressSuggestionBody, Caller.Anyone>(
        "nearestAddress", .get, "/api/v1/addresses/nearest", problems: [.notFound])
    /// `GET /api/v1/me/addresses`: the caller's saved addresses.
    public static let savedAddresses = Endpoint<NoPath, NoQuery, NoBody, SavedAddressListBody, Caller.SignedIn>(
        "savedAddresses", .get, "/api/v1/me/addresses")
    /// `POST /api/v1/me/addresses`: saves an address for the caller (at most 20).
    public static let addSavedAddress = Endpoint<
        NoPath, NoQuery, SavedAddressDraft, SavedAddress, Caller.SignedIn
    >("addSavedAddress", .post, "/api/v1/me/addresses", status: 201, problems: [.tooManyAddresses])
    /// `PUT /api/v1/me/addresses/{id}`: changes one of the caller's saved addresses.
    public static let updateSavedAddress = Endpoint<IDPath, NoQuery, SavedAddressDraft, SavedAddress, Caller.SignedIn>(
        "updateSavedAddress", .put, "/api/v1/me/addresses/{id}", problems: [.notFound])
    /// `DELETE /api/v1/me/addresses/{id}`: deletes one of the caller's saved addresses.
    public static let removeSavedAddress = Endpoint<IDPath, NoQuery, NoBody, NoContent, Caller.SignedIn>(
        "removeSavedAddress", .delete, "/api/v1/me/addresses/{id}", status: 204, format: .empty,
        problems: [.notFound])
}
