import FoodlyCore
import FoodlyStore
import Foundation

/// Dish and restaurant photos. Owners and managers upload one (`PhotoProcessor` checks and resizes it, outside any
/// transaction); its sizes are stored and the dish's or restaurant's `imageURL` set to it as a catalog change in one
/// transaction, applied in place, so customers see it on their next request; the photo it replaces is deleted when
/// nothing shows it any more. Plain staff are refused (403), another restaurant's dish is not found (404).
public struct PhotoService: Sendable {
    private let environment: AppEnvironment

    /// Creates the service.
    public init(environment: AppEnvironment) {
        self.environment = environment
    }

    /// Makes `bytes` (sent as `mediaType`) the photo of a dish of the user's restaurant; its URL.
    public func setDishPhoto(_ bytes: [UInt8], mediaType: String?, dishID: ID<Dish>, by user: UserAccount) throws
        -> String
    {
        try dish(dishID, of: try editor(user))
        let variants = try Self.variants(bytes, mediaType: mediaType)
        let url = variants.last?.url
        try change { connection in
            try dish(dishID, of: try editor(user, connection), connection)
            try PhotoQueries(connection).insert(variants, at: environment.clock.now())
            return try SQLCatalogStore.setPhoto(url, dishID: dishID, on: connection) ?? nil
        }
        return url ?? ""
    }

    /// Takes the photo off a dish of the user's restaurant (its drawn picture, if it had one, shows again).
    public func removeDishPhoto(dishID: ID<Dish>, by user: UserAccount) throws {
        try change { connection in
            try dish(dishID, of: try editor(user, connection), connection)
            return try SQLCatalogStore.setPhoto(nil, dishID: dishID, on: connection) ?? nil
        }
    }

    /// Makes `bytes` the cover photo of the user's restaurant; its URL.
    public func setRestaurantPhoto(_ bytes: [UInt8], mediaType: String?, by user: UserAccount) throws -> String {
        _ = try editor(user)
        let variants = try Self.variants(bytes, mediaType: mediaType)
        let url = variants.last?.url
        try change { connection in
            let restaurantID = try editor(user, connection)
            try PhotoQueries(connection).insert(variants, at: environment.clock.now())
            return try SQLCatalogStore.setPhoto(url, restaurantID: restaurantID, on: connection) ?? nil
        }
        return url ?? ""
    }

    /// Takes the cover photo off the user's restaurant (its drawn picture, if it had one, shows again).
    public func removeRestaurantPhoto(by user: UserAccount) throws {
        try change { connection in
            try SQLCatalogStore.setPhoto(nil, restaurantID: try editor(user, connection), on: connection) ?? nil
        }
    }

    /// The kept size `width` pixels wide of the photo `hash`, or nil.
    public func variant(hash: String, width: Int) throws -> PhotoVariant? {
        guard PhotoRules.isHash(hash) else { return nil }
        return try environment.database.read { try PhotoQueries($0).variant(hash: hash, width: width) }
    }

    /// The user's restaurant, their role there and its menu, for the photos page (plain staff see it too).
    public func restaurant(of user: UserAccount) throws -> (restaurant: Restaurant, role: StaffRole, dishes: [Dish]) {
        let (restaurant, role) = try environment.database.read { connection in
            guard user.role == .staff,
                let (restaurantID, role) = try MerchantQueries(connection).membership(of: user.id),
                let restaurant = try CatalogQueries(connection).restaurant(id: restaurantID)
            else { throw MerchantError.notStaff }
            return (restaurant, role)
        }
        return (
            restaurant, role, try SQLCatalogStore(database: environment.database).dishes(restaurantID: restaurant.id)
        )
    }

    // MARK: Steps

    /// The photo's sizes, once its media type is one of `PhotoFormat`'s.
    private static func variants(_ bytes: [UInt8], mediaType: String?) throws -> [PhotoVariant] {
        let type = mediaType?.split(separator: ";").first.map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
        guard let type, PhotoFormat(rawValue: type) != nil else { throw PhotoError.unsupportedMediaType }
        return try PhotoProcessor.variants(of: bytes)
    }

    /// Runs `body` (it returns the URL the change replaced, nil for none) in a write transaction, deletes the
    /// replaced photo when nothing shows it any more, and applies the catalog change in place.
    private func change(_ body: (any DatabaseConnection) throws -> String?) throws {
        try environment.database.write { connection in
            if let replaced = try body(connection), let (hash, _) = PhotoRules.photo(at: replaced) {
                try PhotoQueries(connection).deleteUnused(hash: hash)
            }
        }
        try environment.catalogCache.catchUp(
            SQLCatalogStore(database: environment.database, regions: environment.regions))
    }

    /// The user's restaurant, when they may change its photos.
    private func editor(_ user: UserAccount) throws -> ID<Restaurant> {
        try environment.database.read { try editor(user, $0) }
    }

    private func editor(_ user: UserAccount, _ connection: any DatabaseConnection) throws -> ID<Restaurant> {
        guard user.role == .staff, let (restaurantID, role) = try MerchantQueries(connection).membership(of: user.id)
        else { throw MerchantError.notStaff }
        guard PhotoRules.changesPhotos(role) else { throw PhotoError.managersOnly }
        return restaurantID
    }

    /// Checks that `dishID` is on the menu of `restaurantID`.
    private func dish(_ dishID: ID<Dish>, of restaurantID: ID<Restaurant>) throws {
        try environment.database.read { try dish(dishID, of: restaurantID, $0) }
    }

    private func dish(_ dishID: ID<Dish>, of restaurantID: ID<Restaurant>, _ connection: any DatabaseConnection) throws
    {
        guard let dish = try CatalogQueries(connection).dishes(ids: [dishID], includingArchived: false)[dishID],
            dish.restaurantID == restaurantID
        else { throw PhotoError.dishNotFound }
    }
}
