import FoodlyCore

/// A restaurant's menu as its staff see it in the editor: sections in order with their dishes (sold-out ones
/// included), whether the caller may edit, and where the listing rule stands.
public struct MenuOverview: Sendable {
    /// The restaurant.
    public let restaurant: Restaurant
    /// The caller's role there.
    public let role: StaffRole
    /// Sections in menu order, each with its dishes in order.
    public let sections: [(name: String, dishes: [Dish])]
    /// The listing rule over the menu.
    public let listing: ListingRule
    /// What the listing rule says, naming the dishes below B when it breaks.
    public let listingSummary: String

    /// Creates the overview of `dishes` (in menu order).
    public init(restaurant: Restaurant, role: StaffRole, dishes: [Dish]) {
        self.restaurant = restaurant
        self.role = role
        var sections: [(name: String, dishes: [Dish])] = []
        for dish in dishes {
            if let index = sections.firstIndex(where: { $0.name == dish.section }) {
                sections[index].dishes.append(dish)
            } else {
                sections.append((dish.section, [dish]))
            }
        }
        self.sections = sections
        let entries = dishes.map(\.listingEntry)
        self.listing = ListingRule(entries)
        self.listingSummary = listing.summary(entries)
    }

    /// Whether the caller edits the menu (owners and managers).
    public var canEdit: Bool { StaffRules.editsMenu(role) }

    /// Every dish, in menu order.
    public var dishes: [Dish] { sections.flatMap(\.dishes) }

    /// The layout as it is now.
    public var layout: [MenuLayout.Section] {
        sections.map { MenuLayout.Section(name: $0.name, dishes: $0.dishes.map(\.id)) }
    }
}
