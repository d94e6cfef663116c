import FoodlyShared

/// What is left of a day's target ("fits my day"): the target less what the diary has for the day and what is in
/// the cart, never below 0; and which dishes fit it.
///
/// A dish fits when it is available and its kcal are at most what is left. With a protein target that is not yet
/// met, the dishes that fit are ranked by protein per kcal (the most protein for the energy first); otherwise they
/// keep the order they came in (menu or search order).
public struct DayLeft: Sendable, Equatable {
    /// The daily energy target, kcal.
    public let targetKcal: Int
    /// The daily protein target, g, when there is one.
    public let proteinTargetG: Double?
    /// What the diary has for the day.
    public let eaten: MealNutrition
    /// What the cart holds now.
    public let cart: MealNutrition

    /// Creates the day's balance.
    public init(targetKcal: Int, proteinTargetG: Double? = nil, eaten: MealNutrition, cart: MealNutrition) {
        self.targetKcal = targetKcal
        self.proteinTargetG = proteinTargetG
        self.eaten = eaten
        self.cart = cart
    }

    /// Energy still to eat today, kcal, rounded to a tenth: never below 0.
    public var leftKcal: Double {
        DayLeft.tenth(max(0, Double(targetKcal) - eaten.kcal - cart.kcal))
    }

    /// Protein still to eat today, g (never below 0); nil without a protein target.
    public var leftProteinG: Double? {
        proteinTargetG.map { DayLeft.tenth(max(0, $0 - eaten.proteinG - cart.proteinG)) }
    }

    /// Whether `dish` can be ordered now and has at most the kcal that are left.
    public func fits(_ dish: Dish) -> Bool {
        dish.available && dish.nutrition.kcal <= leftKcal
    }

    /// The dishes of `dishes` that fit, best first (see the type's description); stable.
    public func fitting(_ dishes: [Dish]) -> [Dish] {
        let fit = dishes.filter(fits)
        guard let protein = leftProteinG, protein > 0 else { return fit }
        return fit.enumerated().sorted { lhs, rhs in
            let left = DayLeft.proteinPerKcal(lhs.element)
            let right = DayLeft.proteinPerKcal(rhs.element)
            return left != right ? left > right : lhs.offset < rhs.offset
        }.map(\.element)
    }

    /// Grams of protein per kcal (a dish without energy counts as having none).
    private static func proteinPerKcal(_ dish: Dish) -> Double {
        dish.nutrition.kcal > 0 ? dish.nutrition.proteinG / dish.nutrition.kcal : 0
    }

    private static func tenth(_ value: Double) -> Double {
        (value * 10).rounded() / 10
    }
}
