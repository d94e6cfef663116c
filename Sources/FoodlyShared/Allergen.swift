/// The 14 allergens EU law requires food businesses to declare.
public enum Allergen: String, Sendable, Codable, CaseIterable {
    case gluten, crustaceans, eggs, fish, peanuts, soybeans, milk, nuts, celery, mustard, sesame, sulphites, lupin,
        molluscs
}
