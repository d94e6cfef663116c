import FoodlyAPI
import FoodlyApp
import FoodlyCore
import FoodlyHTTP

/// Address search, the nearest known address, and the caller's saved addresses.
struct AddressRoutes {
    let addresses: AddressService

    func register(in api: inout APIRouter) {
        let addresses = self.addresses
        api.handle(Endpoints.searchAddresses) { call in
            let text = call.query["q"] ?? ""
            guard Text.length(text) <= AddressQuery.maxLength else {
                throw QueryReader.badQuery("q", "use at most \(AddressQuery.maxLength) characters.")
            }
            let found = try addresses.search(
                text, near: try call.query.point(),
                limit: try call.query.integer("limit", in: 1...AddressIndex.maxLimit, default: 8))
            return AddressSearchBody(addresses: found.map(AddressSuggestionBody.init))
        }
        api.handle(Endpoints.nearestAddress) { call in
            guard let point = try call.query.point() else {
                throw QueryReader.badQuery("lat", "give a latitude between -90 and 90 together with lon.")
            }
            return AddressSuggestionBody(try addresses.nearest(to: point))
        }
        api.handle(Endpoints.savedAddresses) { call in
            SavedAddressListBody(addresses: try addresses.saved(for: call.caller.account))
        }
        api.handle(Endpoints.addSavedAddress) { call in try addresses.add(call.body, for: call.caller.account) }
        api.handle(Endpoints.updateSavedAddress) { call in
            try addresses.update(call.path.id, call.body, for: call.caller.account)
        }
        api.handle(Endpoints.removeSavedAddress) { call in
            try addresses.remove(call.path.id, for: call.caller.account)
            return NoContent()
        }
    }
}

extension AddressSuggestionBody {
    /// The wire form of a suggestion.
    init(_ suggestion: AddressService.Suggestion) {
        self.init(
            address: suggestion.match.address,
            distanceKm: suggestion.match.distanceKm.map { ($0 * 100).rounded() / 100 },
            delivered: suggestion.delivered, approximate: suggestion.match.approximate)
    }
}
