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

        /// Creates a choice.
        public init(optionID: ID<DishOption>, group: String, name: String, priceDelta: Int, kcal: Double) {
            self.optionID = optionID
            self.group = group
            self.name = name
            self.priceDelta = priceDelta
            self.kcal = kcal
        }
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
