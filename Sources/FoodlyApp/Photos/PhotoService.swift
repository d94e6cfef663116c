import FoodlyCore
import FoodlyStore
import Foundation

/// Dish and restaurant photos. Owners and managers upload one (`PhotoProcessor` checks and resizes it, outside any
/// transaction); its sizes are stored and the dish's or restaurant's `imageURL` set to it as a catalog change in one
/// transaction, applied in place, so customers see it on their next request; the photo it replaces is deleted when
/// nothing shows it any more; the change is in the audit log, written in its transaction. Plain staff are refused
/// (403), another restaurant's dish is not found (404).
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
        try dish(dishID, of: try editor(user).0)
        let variants = try Self.variants(bytes, mediaType: mediaType)
        let url = variants.last?.url
        try change { connection in
            let (restaurantID, role) = try editor(user, connection)
            let dish = try dish(dishID, of: restaurantID, connection)
            try PhotoQueries(connection).insert(variants, at: environment.clock.now())
            let replaced = try SQLCatalogStore.setPhoto(url, dishID: dishID, on: connection) ?? nil
            try audit(
                .dishPhotoChanged, by: user, role, on: .dish(dishID, name: dish.name), restaurantID, replaced, url,
                connection)
            return replaced
        }
        return url ?? ""
    }

    /// Takes the photo off a dish of the user's restaurant (its drawn picture, if it had one, shows again).
    public func removeDishPhoto(dishID: ID<Dish>, by user: UserAccount) throws {
        try change { connection in
            let (restaurantID, role) = try editor(user, connection)
            let dish = try dish(dishID, of: restaurantID, connection)
            let replaced = try SQLCatalogStore.setPhoto(nil, dishID: dishID, on: connection) ?? nil
            try audit(
                .dishPhotoChanged, by: user, role, on: .dish(dishID, name: dish.name), restaurantID, replaced, nil,
                connection)
            return replaced
        }
    }

    /// Makes `bytes` the cover photo of the user's restaurant; its URL.
    public func setRestaurantPhoto(_ bytes: [UInt8], mediaType: String?, by user: UserAccount) throws -> String {
        _ = try editor(user)
        let variants = try Self.variants(bytes, mediaType: mediaType)
        let url = variants.last?.url
        try change { connection in
            let (restaurantID, role) = try editor(user, connection)
            try PhotoQueries(connection).insert(variants, at: environment.clock.now())
            let replaced = try SQLCatalogStore.setPhoto(url, restaurantID: restaurantID, on: connection) ?? nil
            try auditCover(by: user, role, restaurantID, replaced, url, connection)
            return replaced
        }
        return url ?? ""
    }

    /// Takes the cover photo off the user's restaurant (its drawn picture, if it had one, shows again).
    public func removeRestaurantPhoto(by user: UserAccount) throws {
        try change { connection in
            let (restaurantID, role) = try editor(user, connection)
            let replaced = try SQLCatalogStore.setPhoto(nil, restaurantID: restaurantID, on: connection) ?? nil
            try auditCover(by: user, role, restaurantID, replaced, nil, connection)
            return replaced
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
    static func variants(_ bytes: [UInt8], mediaType: String?) throws -> [PhotoVariant] {
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

    /// Writes the audit entry of a photo set (`url`) or removed (nil) in place of `replaced`, on the change's
    /// connection.
    private func audit(
        _ action: AuditAction, by user: UserAccount, _ role: StaffRole, on subject: AuditEntry.Subject,
        _ restaurantID: ID<Restaurant>, _ replaced: String?, _ url: String?, _ connection: any DatabaseConnection
    ) throws {
        try environment.audit(
            action, by: .member(user, role), on: subject, restaurant: restaurantID,
            before: ["photo": replaced ?? "none"], after: ["photo": url ?? "none"], at: environment.clock.now(),
            connection)
    }

    /// The audit entry of the restaurant's cover set or removed, on the change's connection.
    private func auditCover(
        by user: UserAccount, _ role: StaffRole, _ restaurantID: ID<Restaurant>, _ replaced: String?, _ url: String?,
        _ connection: any DatabaseConnection
    ) throws {
        let name = try CatalogQueries(connection).restaurant(id: restaurantID)?.name ?? restaurantID.rawValue
        try audit(
            .restaurantPhotoChanged, by: user, role, on: .restaurant(restaurantID, name: name), restaurantID, replaced,
            url, connection)
    }

    /// The user's restaurant and role there, when they may change its photos.
    private func editor(_ user: UserAccount) throws -> (ID<Restaurant>, StaffRole) {
        try environment.database.read { try editor(user, $0) }
    }

    private func editor(_ user: UserAccount, _ connection: any DatabaseConnection) throws -> (ID<Restaurant>, StaffRole)
    {
        guard user.role == .staff, let (restaurantID, role) = try MerchantQueries(connection).membership(of: user.id)
        else { throw MerchantError.notStaff }
        guard PhotoRules.changesPhotos(role) else { throw PhotoError.managersOnly }
        return (restaurantID, role)
    }

    /// Checks that `dishID` is on the menu of `restaurantID`.
    private func dish(_ dishID: ID<Dish>, of restaurantID: ID<Restaurant>) throws {
        _ = try environment.database.read { try dish(dishID, of: restaurantID, $0) }
    }

    /// The dish `dishID`, when it is on the menu of `restaurantID`.
    private func dish(_ dishID: ID<Dish>, of restaurantID: ID<Restaurant>, _ connection: any DatabaseConnection) throws
        -> Dish
    {
        guard let dish = try CatalogQueries(connection).dishes(ids: [dishID], includingArchived: false)[dishID],
            dish.restaurantID == restaurantID
        else { throw PhotoError.dishNotFound }
        return dish
    }
}
