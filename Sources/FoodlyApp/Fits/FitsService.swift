import FoodlyCore
import FoodlyStore
import Foundation

/// "Fits my day": what is left of the customer's daily target today in a time zone (the target less the diary's
/// day and the cart, ``DayLeft``), and the dishes of a restaurant or a search that fit it. Without a target there
/// is nothing to count from: `target_required`.
public struct FitsService: Sendable {
    private let environment: AppEnvironment
    private let diary: DiaryService
    private let carts: CartService
    private let catalog: CatalogService
    private let search: SearchService
    private let targets: TargetService

    /// Creates the service.
    public init(environment: AppEnvironment) {
        self.environment = environment
        diary = DiaryService(environment: environment)
        carts = CartService(environment: environment)
        catalog = CatalogService(environment: environment)
        search = SearchService(environment: environment)
        targets = TargetService(environment: environment)
    }

    /// Today's date in `timeZone` and what is left of the customer's target on it.
    public func today(for user: UserAccount, in timeZone: TimeZone) throws -> (date: DiaryDate, left: DayLeft) {
        guard let target = user.dailyKcalTarget else { throw FitsError.targetRequired }
        let date = DiaryDate(environment.clock.now(), in: timeZone)
        let day = try diary.day(date, for: user, in: timeZone)
        let eaten = MealNutrition(kcal: day.kcal, proteinG: day.proteinG, carbsG: day.carbsG, fatG: day.fatG)
        let left = DayLeft(
            targetKcal: target, proteinTargetG: try targets.target(for: user).target.map { Double($0.proteinG) },
            eaten: eaten,
            cart: try carts.cart(for: user).nutrition)
        return (date, left)
    }

    /// A restaurant's dishes that fit what is left today, best first; nil when there is no such restaurant.
    public func restaurant(_ id: ID<Restaurant>, for user: UserAccount, in timeZone: TimeZone) throws
        -> (date: DiaryDate, left: DayLeft, listing: RestaurantListing, dishes: [Dish])?
    {
        guard let (listing, dishes) = try catalog.restaurant(id, from: nil) else { return nil }
        let (date, left) = try today(for: user, in: timeZone)
        return (date, left, listing, left.fitting(dishes))
    }

    /// What `query` finds, keeping to dishes that fit what is left today (and its own `maxKcal`), best first.
    public func search(_ query: SearchQuery, for user: UserAccount, in timeZone: TimeZone) throws
        -> (date: DiaryDate, left: DayLeft, results: SearchResults)
    {
        let (date, left) = try today(for: user, in: timeZone)
        var fitting = query
        fitting.maxKcal = min(query.maxKcal ?? left.leftKcal, left.leftKcal)
        let found = try search.search(fitting)
        let order = left.fitting(found.dishes.map(\.dish)).map(\.id)
        let byID = Dictionary(found.dishes.map { ($0.dish.id, $0) }, uniquingKeysWith: { first, _ in first })
        return (date, left, SearchResults(restaurants: found.restaurants, dishes: order.compactMap { byID[$0] }))
    }

    /// How many dishes of each restaurant fit what is left (restaurants none of whose dishes fit are left out).
    public func fittingCounts(_ restaurants: [ID<Restaurant>], left: DayLeft) throws -> [ID<Restaurant>: Int] {
        let wanted = Set(restaurants)
        var counts: [ID<Restaurant>: Int] = [:]
        for menu in try catalog.snapshot().menus {
            let owner = menu.dishes.restaurantID
            guard wanted.contains(owner) else { continue }
            let fitting = menu.dishes.count(where: left.fits)
            if fitting > 0 { counts[owner] = fitting }
        }
        return counts
    }
}
