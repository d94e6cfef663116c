import FoodlyShared

extension Allergen {
    /// The name shown to people.
    public var label: String {
        switch self {
        case .nuts: "Tree nuts"
        case .soybeans: "Soya"
        default: rawValue.prefix(1).uppercased() + rawValue.dropFirst()
        }
    }
}
