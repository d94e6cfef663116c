import FoodlyCore
import FoodlyStore
import Foundation

/// Addresses: search as you type over the address table, the known address nearest to a point, whether anyone
/// delivers there, and each customer's saved addresses (nobody reads or changes another's).
public struct AddressService: Sendable {
    /// A suggestion with whether any restaurant delivers there.
    public struct Suggestion: Sendable {
        /// The match.
        public let match: AddressIndex.Match
        /// Whether at least one restaurant delivers to it.
        public let delivered: Bool
    }

    private let environment: AppEnvironment

    /// Creates the service.
    public init(environment: AppEnvironment) {
        self.environment = environment
    }

    /// The known addresses matching `text`, best first (``AddressIndex/search(_:near:limit:)``).
    public func search(_ text: String, near point: GeoPoint? = nil, limit: Int = 8) throws -> [Suggestion] {
        let matches = try environment.addressCache.index(environment.database).search(text, near: point, limit: limit)
        let delivered = try CatalogService(environment: environment).delivered(
            to: matches.map { GeoPoint(latitude: $0.address.latitude, longitude: $0.address.longitude) })
        return zip(matches, delivered).map { Suggestion(match: $0, delivered: $1) }
    }

    /// The known address nearest to `point` (within 1 km), for "Use my location".
    public func nearest(to point: GeoPoint) throws -> Suggestion {
        guard let match = try environment.addressCache.index(environment.database).nearest(to: point) else {
            throw AddressError.noneNearby
        }
        let point = GeoPoint(latitude: match.address.latitude, longitude: match.address.longitude)
        return Suggestion(
            match: match, delivered: try CatalogService(environment: environment).delivered(to: [point])[0])
    }

    /// The known address with `id`, if any.
    public func known(_ id: Int64) throws -> KnownAddress? {
        try environment.database.read { try KnownAddressQueries($0).address(id: id) }
    }

    /// House number `number` placed on the street of known address `id`, as the approximate suggestion for it
    /// names it (``AddressIndex/placed(_:onStreet:)``, found again through the search); nil when it cannot be placed.
    public func placed(_ number: String, nextTo id: Int64) throws -> KnownAddress? {
        guard let known = try known(id), (1...AddressIndex.maxNumberLength).contains(number.count) else { return nil }
        return try environment.addressCache.index(environment.database).search(
            "\(number) \(known.street), \(known.city)", limit: AddressIndex.maxLimit
        ).first {
            $0.approximate && $0.address.number == number && $0.address.street == known.street
                && $0.address.city == known.city
        }?.address
    }

    /// Up to `limit` restaurants that deliver to `address`, nearest first.
    public func restaurants(deliveringTo address: Address, limit: Int = 3) throws -> RestaurantListPage {
        try CatalogService(environment: environment).restaurants(
            RestaurantQuery(
                point: GeoPoint(latitude: address.latitude, longitude: address.longitude), sort: .distance,
                limit: limit))
    }

    /// The customer's saved addresses, the default first.
    public func saved(for user: UserAccount) throws -> [SavedAddress] {
        try environment.database.read { try SavedAddressQueries($0).addresses(userID: user.id) }
    }

    /// One of the customer's saved addresses; 404 for anyone else's.
    public func saved(_ id: String, for user: UserAccount) throws -> SavedAddress {
        guard let found = try saved(for: user).first(where: { $0.id == id }) else { throw AddressError.savedNotFound }
        return found
    }

    /// Saves a new address (at most ``SavedAddressRules/maxPerCustomer``); the first one, or one marked so,
    /// becomes the default.
    public func add(_ draft: SavedAddressDraft, for user: UserAccount) throws -> SavedAddress {
        let checked = try SavedAddressRules.validated(draft)
        let now = environment.clock.now()
        let id = environment.makeID()
        return try environment.database.write { connection in
            let queries = SavedAddressQueries(connection)
            let existing = try queries.addresses(userID: user.id)
            guard existing.count < SavedAddressRules.maxPerCustomer else { throw AddressError.tooMany }
            let saved = SavedAddress(
                id: id, label: checked.label, address: checked.address,
                isDefault: existing.isEmpty || checked.isDefault == true)
            try queries.insert(saved, userID: user.id, at: now)
            if saved.isDefault { try queries.setDefault(id, userID: user.id) }
            return saved
        }
    }

    /// Changes one of the customer's addresses. `isDefault` true makes it the default; false hands the mark to the
    /// oldest other address (the only address stays the default); nil leaves it as it is.
    public func update(_ id: String, _ draft: SavedAddressDraft, for user: UserAccount) throws -> SavedAddress {
        let checked = try SavedAddressRules.validated(draft)
        let now = environment.clock.now()
        return try environment.database.write { connection in
            let queries = SavedAddressQueries(connection)
            let existing = try queries.addresses(userID: user.id)
            guard let current = existing.first(where: { $0.id == id }) else { throw AddressError.savedNotFound }
            let isDefault = checked.isDefault ?? current.isDefault
            let heir = current.isDefault && !isDefault ? existing.first { $0.id != id } : nil
            let saved = SavedAddress(
                id: id, label: checked.label, address: checked.address,
                isDefault: isDefault || (current.isDefault && heir == nil))
            guard try queries.update(saved, userID: user.id, at: now) else { throw AddressError.savedNotFound }
            if saved.isDefault {
                try queries.setDefault(id, userID: user.id)
            } else if let heir {
                try queries.setDefault(heir.id, userID: user.id)
            }
            return saved
        }
    }

    /// Deletes one of the customer's addresses; when it was the default, the oldest other becomes the default.
    public func remove(_ id: String, for user: UserAccount) throws {
        try environment.database.write { connection in
            let queries = SavedAddressQueries(connection)
            let existing = try queries.addresses(userID: user.id)
            guard let current = existing.first(where: { $0.id == id }),
                try queries.delete(id: id, userID: user.id)
            else { throw AddressError.savedNotFound }
            if current.isDefault, let heir = existing.first(where: { $0.id != id }) {
                try queries.setDefault(heir.id, userID: user.id)
            }
        }
    }
}
