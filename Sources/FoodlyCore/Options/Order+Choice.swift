extension Order.Item {
    /// An option chosen on an order line, kept as text and deltas so a later menu edit does not change the order.
    public struct Choice: Sendable, Equatable, Codable {
        /// The option's id then (a reorder looks it up again).
        public var optionID: ID<DishOption>
        /// Its group's name then ("Size").
        public var group: String
        /// Its name then ("Large").
        public var name: String
        /// What it added to the price, in cents.
        public var priceDelta: Int
        /// What it added in kcal.
        public var kcal: Double
        /// The allergens it added, for the kitchen and the customer.
        public var allergens: [Allergen]

        /// Creates a choice.
        public init(
            optionID: ID<DishOption>, group: String, name: String, priceDelta: Int, kcal: Double,
            allergens: [Allergen] = []
        ) {
            self.optionID = optionID
            self.group = group
            self.name = name
            self.priceDelta = priceDelta
            self.kcal = kcal
            self.allergens = allergens
        }

        private enum CodingKeys: String, CodingKey {
            case optionID, group, name, priceDelta, kcal, allergens
        }

        /// Reads a choice; one stored before options carried allergens has none.
        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            optionID = try container.decode(ID<DishOption>.self, forKey: .optionID)
            group = try container.decode(String.self, forKey: .group)
            name = try container.decode(String.self, forKey: .name)
            priceDelta = try container.decode(Int.self, forKey: .priceDelta)
            kcal = try container.decode(Double.self, forKey: .kcal)
            allergens = try container.decodeIfPresent([Allergen].self, forKey: .allergens) ?? []
        }
    }

    /// The allergens the line's choices add to the dish, in the EU list's order (none without options).
    public var choiceAllergens: [Allergen] {
        let added = Set(options.flatMap(\.allergens))
        return Allergen.allCases.filter(added.contains)
    }

    /// The line's choices as people read them: "Size: Large; Extras: Feta, Olives" (empty without options).
    public var optionsText: String {
        var groups: [(String, [String])] = []
        for choice in options {
            if let last = groups.indices.last, groups[last].0 == choice.group {
                groups[last].1.append(choice.name)
            } else {
                groups.append((choice.group, [choice.name]))
            }
        }
        return groups.map { "\($0.0): \($0.1.joined(separator: ", "))" }.joined(separator: "; ")
    }
}
