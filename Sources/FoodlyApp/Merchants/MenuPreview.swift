import FoodlyCore

/// What saving a dish would do, before it is saved: its Nutri-Score explained and the listing rule over the menu
/// with the dish in it (in place of the dish it edits).
public struct MenuPreview: Sendable {
    /// The checked draft.
    public let draft: MenuDishDraft
    /// Its Nutri-Score, each component's points and the moves to the next better grade.
    public let explanation: NutriScoreExplanation
    /// The listing rule over the menu as it would be.
    public let listing: ListingRule
    /// What the listing rule says about it, naming the dishes below B when it breaks.
    public let listingSummary: String
    /// Whether saving is refused because of the listing rule.
    public let breaksListing: Bool
}
