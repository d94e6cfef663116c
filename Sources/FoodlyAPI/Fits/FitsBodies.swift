/// `FittingDishes` (in the OpenAPI document): what is left of the caller's daily target today, and the dishes that
/// fit it, best first.
public struct FittingDishes: Codable, Sendable, Equatable {
    /// The local date counted, `YYYY-MM-DD`.
    public var date: String
    /// The IANA time zone it is counted in.
    public var timeZone: String
    /// The caller's daily energy target, kcal.
    public var targetKcal: Int
    /// What the diary has for the day, kcal.
    public var eatenKcal: Double
    /// What the cart holds now, kcal.
    public var cartKcal: Double
    /// The target less the day and the cart, never below 0, kcal.
    public var leftKcal: Double
    /// Available dishes of at most `leftKcal`, best first.
    public var dishes: [DishSearchResult]

    /// Creates an answer.
    public init(
        date: String, timeZone: String, targetKcal: Int, eatenKcal: Double, cartKcal: Double, leftKcal: Double,
        dishes: [DishSearchResult]
    ) {
        self.date = date
        self.timeZone = timeZone
        self.targetKcal = targetKcal
        self.eatenKcal = eatenKcal
        self.cartKcal = cartKcal
        self.leftKcal = leftKcal
        self.dishes = dishes
    }
}

/// A lighter dish offered instead of a cart line (`GET /api/v1/cart/swaps`).
public struct CartSwap: Codable, Sendable, Equatable {
    /// The dish of the cart line.
    public var dishId: String
    /// Its name.
    public var name: String
    /// The line's quantity, which the swap keeps.
    public var quantity: Int
    /// The lighter dish.
    public var replacement: DishBody
    /// Energy the swap saves over the whole line, kcal.
    public var kcalLess: Double

    /// Creates a swap.
    public init(dishId: String, name: String, quantity: Int, replacement: DishBody, kcalLess: Double) {
        self.dishId = dishId
        self.name = name
        self.quantity = quantity
        self.replacement = replacement
        self.kcalLess = kcalLess
    }
}

/// `POST /api/v1/cart/items/{dishId}/swap`.
public struct CartSwapRequest: Codable, Sendable, Equatable {
    /// The dish that takes the line's place.
    public var replacementId: String

    /// Creates a request.
    public init(replacementId: String) {
        self.replacementId = replacementId
    }
}
