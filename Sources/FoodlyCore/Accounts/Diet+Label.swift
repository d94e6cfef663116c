import FoodlyShared

extension Diet {
    /// The name shown to people.
    public var label: String {
        switch self {
        case .vegan: "Vegan"
        case .vegetarian: "Vegetarian"
        case .glutenFree: "Gluten-free"
        case .dairyFree: "Dairy-free"
        case .lowCarb: "Low-carb"
        case .keto: "Keto"
        case .highProtein: "High-protein"
        case .lowCalorie: "Low-calorie"
        }
    }
}
