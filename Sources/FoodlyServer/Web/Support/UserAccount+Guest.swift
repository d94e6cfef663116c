import FoodlyCore

/// What a catalog page shows someone who may not be signed in: a guest (nil) sees calories, as a new account does,
/// and avoids nothing.
extension UserAccount? {
    /// Whether kcal are shown.
    var showsCalories: Bool { self?.showCalories ?? true }
    /// The allergens they avoid.
    var avoided: [Allergen] { self?.avoidAllergens ?? [] }
}
