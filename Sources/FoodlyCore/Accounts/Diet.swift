/// Diet tags a dish can carry and a person can follow.
public enum Diet: String, Sendable, Codable, CaseIterable {
    case vegan, vegetarian
    case glutenFree = "gluten_free"
    case dairyFree = "dairy_free"
    case lowCarb = "low_carb"
    case keto
    case highProtein = "high_protein"
    case lowCalorie = "low_calorie"

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
