import FoodlyApp
import FoodlyCore
import FoodlyHTML
import Foundation

/// Small pieces shared by catalog pages: Nutri-Score badges, open/closed, price, kcal, diet and allergen badges.
enum CatalogBadges {
    /// A Nutri-Score grade badge with a text alternative.
    static func nutri(_ grade: NutriGrade, large: Bool = false) -> Node {
        span(
            .class("nutri nutri-\(grade.rawValue.lowercased())" + (large ? " nutri-lg" : "")),
            .title("Nutri-Score \(grade.rawValue)")
        ) {
            span(.class("visually-hidden")) { "Nutri-Score " }
            grade.rawValue
        }
    }

    /// "Open" or "Closed".
    static func openState(_ isOpen: Bool) -> Node {
        span(.class(isOpen ? "badge badge-green" : "badge badge-danger")) { isOpen ? "Open" : "Closed" }
    }

    /// Why a closed restaurant is closed and when it opens: "Opens tomorrow at 11:00", "Paused by the restaurant ·
    /// taking orders again at 19:30", "Closed for Christmas · opens Mon 12 Jan at 11:00".
    static func opening(_ restaurant: Restaurant, now: Date) -> Node {
        span(.class("opens"), .id("opens")) { ClosedNotice.sentence(restaurant, at: now) ?? "" }
    }

    /// A price in dollars.
    static func price(_ cents: Int) -> Node {
        span(.class("price")) { Money.format(cents) }
    }

    /// Energy in kcal.
    static func kcal(_ kcal: Double) -> Node {
        span(.class("kcal")) { "\(Int(kcal.rounded())) kcal" }
    }

    /// A dish's price, kcal (unless `user` hides calories) and Nutri-Score, and the allergens `user` avoids in it.
    @NodeBuilder
    static func dishFacts(_ dish: Dish, for user: UserAccount?) -> [Node] {
        p(.class("meta-line")) {
            price(dish.price)
            if user.showsCalories { kcal(dish.nutrition.kcal) }
            nutri(dish.nutriGrade)
            if dish.spicyLevel > 0 { heat(dish.spicyLevel) }
        }
        let avoided = dish.allergens.filter(user.avoided.contains)
        if !avoided.isEmpty {
            p(.class("badge badge-danger")) {
                "Contains " + avoided.map { $0.label.lowercased() }.joined(separator: ", ") + ", which you avoid"
            }
        }
    }

    /// How hot a dish is, in words: "Not spicy", "Mild", "Medium", "Hot" (`Dish.spicyLevels`).
    static let heatNames = ["Not spicy", "Mild", "Medium", "Hot"]

    /// One chilli for each level of heat, named in words for screen readers and on hover.
    static func heat(_ level: Int) -> Node {
        let name = heatNames[min(max(level, 0), heatNames.count - 1)]
        return span(.class("heat"), .title(name)) {
            span(.class("visually-hidden")) { name }
            for _ in 0..<level { Icon.chilli.node() }
        }
    }

    /// Distance, delivery fee and ETA of a listing, for the meta line under a name.
    @NodeBuilder
    static func deliveryFacts(_ listing: RestaurantListing) -> [Node] {
        if let distance = listing.distanceKm {
            span { String(format: "%.1f km", distance) }
        }
        span { listing.deliveryFee == 0 ? "Free delivery" : "\(Money.format(listing.deliveryFee)) delivery" }
        span { "\(listing.eta.min)–\(listing.eta.max) min" }
    }

    /// The rating, or "New" before any review.
    static func rating(_ restaurant: Restaurant) -> Node {
        guard let rating = restaurant.rating else { return span(.class("muted")) { "New" } }
        return span(
            .aria(
                "label",
                String(format: "Rated %.1f out of 5 from ", rating) + Text.counted(restaurant.ratingCount, "review"))
        ) {
            String(format: "★ %.1f", rating)
            span(.class("muted")) { " (\(restaurant.ratingCount))" }
        }
    }
}
