/// A choice a dish offers ("Size", "Extras"): its options and how many of them a customer picks.
public struct OptionGroup: Sendable, Equatable {
    /// Opaque id.
    public let id: ID<OptionGroup>
    /// Name shown to customers.
    public var name: String
    /// The fewest options to pick (0: optional).
    public var minChoices: Int
    /// The most options to pick.
    public var maxChoices: Int
    /// The options, in menu order.
    public var options: [DishOption]

    /// Whether a customer must pick at least one.
    public var isRequired: Bool { minChoices > 0 }

    /// Creates a group.
    public init(id: ID<OptionGroup>, name: String, minChoices: Int, maxChoices: Int, options: [DishOption]) {
        self.id = id
        self.name = name
        self.minChoices = minChoices
        self.maxChoices = maxChoices
        self.options = options
    }
}
