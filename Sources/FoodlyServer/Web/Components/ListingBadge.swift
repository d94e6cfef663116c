import FoodlyApp
import FoodlyCore
import FoodlyHTML
import FoodlyShared

/// Where a restaurant stands, in words for operators: "Listed · open", "Suspended", "No dishes yet · paused".
enum ListingBadge {
    /// The badge of `standing`.
    static func render(_ standing: RestaurantStanding) -> Node {
        let tone =
            switch standing.listing {
            case .listed: "badge-green"
            case .suspended: "badge-danger"
            case .noDishes: "badge-warm"
            }
        return span(.class("badge \(tone)"), .data("listing", standing.listing.rawValue)) { text(standing) }
    }

    /// The words of `standing`.
    static func text(_ standing: RestaurantStanding) -> String {
        let listing =
            switch standing.listing {
            case .listed: "Listed"
            case .suspended: "Suspended"
            case .noDishes: "Not listed: no dishes yet"
            }
        guard standing.listing != .suspended else { return listing }
        let open =
            switch standing.closedReason {
            case nil: "open"
            case .paused: "paused"
            case .closure: "closed for dates"
            case .hours: "outside its hours"
            }
        return "\(listing) · \(open)"
    }
}
