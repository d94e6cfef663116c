/// What a catalog change did, as the change log records it.
public enum CatalogChangeKind: String, Sendable, CaseIterable {
    /// A restaurant joined, with its menu.
    case restaurantAdded = "restaurant_added"
    /// A restaurant's own details changed (name, hours, fees, area…).
    case restaurantEdited = "restaurant_edited"
    /// A review's stars were added to a restaurant's rating.
    case reviewAdded = "review_added"
    /// A dish was added to a menu.
    case dishAdded = "dish_added"
    /// A dish's details or price changed.
    case dishEdited = "dish_edited"
    /// A dish sold out or came back.
    case dishAvailability = "dish_availability"
    /// A dish was taken off its menu for good.
    case dishArchived = "dish_archived"
    /// A menu's sections and dishes were put in another order or sections renamed.
    case menuArranged = "menu_arranged"
    /// Anything may have changed (a whole-database copy): every process loads the catalog afresh.
    case reload
}
