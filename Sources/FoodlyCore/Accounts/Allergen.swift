/// The 14 allergens EU law requires food businesses to declare.
public enum Allergen: String, Sendable, Codable, CaseIterable {
    case gluten, crustaceans, eggs, fish, peanuts, soybeans, milk, nuts, celery, mustard, sesame, sulphites, lupin,
        molluscs

    /// The name shown to people.
    public var label: String {
        switch self {
        case .nuts: "Tree nuts"
        case .soybeans: "Soya"
        default: rawValue.prefix(1).uppercased() + rawValue.dropFirst()
        }
    }
}
