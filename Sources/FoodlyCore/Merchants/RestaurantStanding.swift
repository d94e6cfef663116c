import FoodlyShared
import Foundation

/// Where a restaurant stands, as an operator sees it: whether customers see it (and why not), what the listing
/// rule says of its menu, and whether it takes orders now (and why not).
public struct RestaurantStanding: Sendable, Equatable {
    /// Listed, suspended or without a dish.
    public let listing: ListingState
    /// Why it takes no new orders now; nil when it takes them (a suspended restaurant takes none, whatever this says).
    public let closedReason: ClosedReason?
    /// The listing rule over its menu (nil when its dishes were not read, as in lists).
    public let rule: ListingRule?
    /// The rule's sentence about the menu (nil with `rule`).
    public let ruleSummary: String?

    /// The standing of `restaurant` with `dishes` on its menu at `instant`.
    public init(_ restaurant: Restaurant, dishes: [ListingRule.Entry], at instant: Date) {
        let rule = ListingRule(dishes)
        self.init(restaurant, dishCount: dishes.count, rule: rule, summary: rule.summary(dishes), at: instant)
    }

    /// The standing of `restaurant` with `dishCount` dishes on its menu at `instant`, without the listing rule.
    public init(_ restaurant: Restaurant, dishCount: Int, at instant: Date) {
        self.init(restaurant, dishCount: dishCount, rule: nil, summary: nil, at: instant)
    }

    private init(_ restaurant: Restaurant, dishCount: Int, rule: ListingRule?, summary: String?, at instant: Date) {
        listing = RestaurantStanding.listing(restaurant, dishCount: dishCount)
        closedReason = restaurant.openState(at: instant).closedReason
        self.rule = rule
        ruleSummary = summary
    }

    /// Whether customers see it: not while suspended, nor with no dish on its menu.
    public static func listing(_ restaurant: Restaurant, dishCount: Int) -> ListingState {
        if restaurant.suspension != nil { return .suspended }
        return dishCount == 0 ? .noDishes : .listed
    }
}
