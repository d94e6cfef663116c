/// Diet tags a dish can carry and a person can follow.
public enum Diet: String, Sendable, Codable, CaseIterable {
    case vegan, vegetarian
    case glutenFree = "gluten_free"
    case dairyFree = "dairy_free"
    case lowCarb = "low_carb"
    case keto
    case highProtein = "high_protein"
    case lowCalorie = "low_calorie"
}
