/// An option group as a merchant writes it, before `OptionRules.groups(from:existing:makeID:)` checks it; `id` names
/// a group (or option) the dish has already to keep it, nil for a new one.
public struct OptionGroupDraft: Sendable, Equatable {
    /// An option as written.
    public struct Option: Sendable, Equatable {
        /// The id of an option the group has already, nil for a new one.
        public var id: String?
        /// Name.
        public var name: String
        /// Price delta in cents.
        public var priceDelta: Int
        /// Nutrition delta per portion.
        public var nutrition: OptionNutrition
        /// The allergens it adds.
        public var allergens: [Allergen]
        /// The diets the dish no longer suits with it.
        public var unsuitableFor: [Diet]

        /// Creates an option draft.
        public init(
            id: String? = nil, name: String, priceDelta: Int, nutrition: OptionNutrition = .zero,
            allergens: [Allergen] = [], unsuitableFor: [Diet] = []
        ) {
            self.id = id
            self.name = name
            self.priceDelta = priceDelta
            self.nutrition = nutrition
            self.allergens = allergens
            self.unsuitableFor = unsuitableFor
        }
    }

    /// The id of a group the dish has already, nil for a new one.
    public var id: String?
    /// Name.
    public var name: String
    /// The fewest choices.
    public var minChoices: Int
    /// The most choices.
    public var maxChoices: Int
    /// The options, in menu order.
    public var options: [Option]

    /// Creates a group draft.
    public init(id: String? = nil, name: String, minChoices: Int, maxChoices: Int, options: [Option]) {
        self.id = id
        self.name = name
        self.minChoices = minChoices
        self.maxChoices = maxChoices
        self.options = options
    }
}
