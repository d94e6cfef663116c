import FoodlyAPI

extension FoodlyClient {
    /// `GET /api/v1/addresses`: known street addresses matching `text` (as typed so far), best first; nearer
    /// ones first among equals when `latitude` and `longitude` are given.
    public func searchAddresses(
        _ text: String, latitude: Double? = nil, longitude: Double? = nil, limit: Int? = nil
    ) async throws -> [AddressSuggestionBody] {
        try await send(
            Endpoints.searchAddresses, path: NoPath(),
            query: AddressSearchQuery(q: text, point: PointQuery(lat: latitude, lon: longitude), limit: limit),
            body: NoBody()
        ).addresses
    }

    /// `GET /api/v1/addresses/nearest`: the known address nearest to a point, for "Use my location".
    public func nearestAddress(latitude: Double, longitude: Double) async throws -> AddressSuggestionBody {
        try await send(
            Endpoints.nearestAddress, path: NoPath(), query: PointQuery(lat: latitude, lon: longitude), body: NoBody())
    }

    /// `GET /api/v1/me/addresses`: the caller's saved addresses, the default first.
    public func savedAddresses() async throws -> [SavedAddress] {
        try await send(Endpoints.savedAddresses, path: NoPath(), query: NoQuery(), body: NoBody()).addresses
    }

    /// `POST /api/v1/me/addresses`: saves an address for the caller.
    public func addSavedAddress(_ draft: SavedAddressDraft) async throws -> SavedAddress {
        try await send(Endpoints.addSavedAddress, path: NoPath(), query: NoQuery(), body: draft)
    }

    /// `PUT /api/v1/me/addresses/{id}`: changes one of the caller's saved addresses.
    public func updateSavedAddress(id: String, _ draft: SavedAddressDraft) async throws -> SavedAddress {
        try await send(Endpoints.updateSavedAddress, path: IDPath(id: id), query: NoQuery(), body: draft)
    }

    /// `DELETE /api/v1/me/addresses/{id}`: deletes one of the caller's saved addresses.
    public func removeSavedAddress(id: String) async throws {
        _ = try await send(Endpoints.removeSavedAddress, path: IDPath(id: id), query: NoQuery(), body: NoBody())
    }
}
