import FoodlyCore
import FoodlyStore
import Foundation

/// A customer's favourite restaurants and dishes (``Favourites``): kept, let go, listed. Nobody sees or changes
/// another customer's favourites: every call is for the signed-in user only.
public struct FavouriteService: Sendable {
    private let environment: AppEnvironment

    /// Creates the service.
    public init(environment: AppEnvironment) {
        self.environment = environment
    }

    /// The user's favourites as the catalog has them now (see ``FavouriteList``).
    public func favourites(for user: UserAccount) throws -> FavouriteList {
        try environment.database.read { connection in
            let favourites = FavouriteQueries(connection)
            let catalog = CatalogQueries(connection)
            let restaurantIDs = try favourites.ids(userID: user.id, kind: .restaurant).map { ID<Restaurant>($0) }
            let dishIDs = try favourites.ids(userID: user.id, kind: .dish).map { ID<Dish>($0) }
            let dishes = try catalog.dishes(ids: dishIDs)
            let listed = try catalog.dishes(ids: dishIDs, includingArchived: false)
            let restaurants = try catalog.restaurants(ids: restaurantIDs + dishes.values.map(\.restaurantID))
            return FavouriteList(
                restaurants: restaurantIDs.compactMap { restaurants[$0] },
                dishes: dishIDs.compactMap { id in
                    guard let dish = dishes[id], let restaurant = restaurants[dish.restaurantID] else { return nil }
                    return FavouriteList.DishEntry(dish: dish, restaurant: restaurant, archived: listed[id] == nil)
                })
        }
    }

    /// Whether the user keeps this restaurant or dish.
    public func contains(_ kind: Favourites.Kind, id: String, for user: UserAccount) throws -> Bool {
        try environment.database.read { try FavouriteQueries($0).contains(userID: user.id, kind: kind, id: id) }
    }

    /// Keeps a restaurant or a dish (again changes nothing), or lets it go. An unknown restaurant, or a dish that is
    /// unknown or off the menu, is 404 when kept; past ``Favourites/limit`` it is `too_many_favourites`.
    public func set(_ kind: Favourites.Kind, id: String, favourite: Bool, for user: UserAccount) throws {
        let now = environment.clock.now()
        try environment.database.write { connection in
            let favourites = FavouriteQueries(connection)
            guard favourite else {
                try favourites.delete(userID: user.id, kind: kind, id: id)
                return
            }
            let catalog = CatalogQueries(connection)
            let exists =
                switch kind {
                case .restaurant: try catalog.restaurant(id: ID(id)) != nil
                case .dish: try !catalog.dishes(ids: [ID<Dish>(id)], includingArchived: false).isEmpty
                }
            guard exists else {
                throw kind == .dish ? OrderingError.dishNotFound : OrderingError.restaurantNotFound
            }
            guard try !favourites.contains(userID: user.id, kind: kind, id: id) else { return }
            guard try favourites.count(userID: user.id) < Favourites.limit else {
                throw OrderingError.tooManyFavourites
            }
            try favourites.insert(userID: user.id, kind: kind, id: id, at: now)
        }
    }
}
