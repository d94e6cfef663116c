import FoodlyApp
import FoodlyCore
import FoodlyHTML
import Foundation

/// A restaurant's page: header facts, the 2000 kcal line, a lighter-first switch, and the menu by section
/// with price, kcal, Nutri-Score, diet and allergen badges; dishes with an avoided allergen are flagged.
struct RestaurantPage {
    let context: WebContext
    let user: UserAccount
    let listing: RestaurantListing
    let dishes: [Dish]
    /// Order dishes by kcal within each section.
    let lighterFirst: Bool
    /// Leave out dishes with an avoided allergen.
    let hideAvoided: Bool
    /// For the Add forms.
    let csrf: CSRF
    /// The user's cart, for the cart bar.
    let cart: CartQuote
    /// Where an Add without JavaScript comes back to.
    let path: String

    func render() -> Node {
        context.layout.page(
            title: listing.restaurant.name, activeTab: .home, content: content(), backLink: "/",
            bottomBar: CartBar(quote: cart).render())
    }

    @NodeBuilder
    private func content() -> [Node] {
        let restaurant = listing.restaurant
        header(.class("card restaurant-head")) {
            if let image = restaurant.imageURL {
                div(.class("card-media")) { img(.src(image), .alt(""), .attr("width", "640"), .attr("height", "360")) }
            }
            div(.class("restaurant-head-body")) {
                div(.class("restaurant-card-head")) {
                    div {
                        h2(.class("restaurant-name")) { restaurant.name }
                        p(.class("muted")) { restaurant.cuisine + " · " + restaurant.address }
                    }
                    CatalogBadges.nutri(restaurant.nutriGrade, large: true)
                }
                p(.class("card-meta")) {
                    CatalogBadges.openState(listing.isOpen)
                    if !listing.isOpen { CatalogBadges.opening(restaurant, now: Date()) }
                    CatalogBadges.rating(restaurant)
                    CatalogBadges.deliveryFacts(listing)
                }
                p(.class("muted")) {
                    "Minimum order \(Money.format(restaurant.fees.minimumOrder))"
                    if let free = restaurant.fees.freeDeliveryOver { " · free delivery over \(Money.format(free))" }
                }
            }
        }
        p(.id("cart-status"), .class("visually-hidden"), .role("status")) {}
        div(.class("menu-tools")) {
            if user.showCalories {
                p(.class("kcal-note"), .id("kcal-note")) {
                    "Adults need around 2,000 kcal a day"
                    if let target = user.dailyKcalTarget { "; your target is \(target.formatted()) kcal" }
                    "."
                }
            }
            ul(.class("chips"), .aria("label", "Menu order")) {
                li { chip("Menu order", lighter: false, hide: hideAvoided, current: !lighterFirst) }
                li { chip("Lighter first", lighter: true, hide: hideAvoided, current: lighterFirst) }
                if !user.avoidAllergens.isEmpty {
                    li {
                        chip(
                            hideAvoided ? "Show all dishes" : "Hide my allergens", lighter: lighterFirst,
                            hide: !hideAvoided, current: false)
                    }
                }
            }
        }
        for (name, sectionDishes) in sections() {
            section(.class("section menu-section"), .aria("label", name)) {
                h2(.class("section-title")) { name }
                ul(.class("list")) {
                    for dish in sectionDishes {
                        li(.data("kcal", String(Int(dish.nutrition.kcal.rounded())))) {
                            DishRow(
                                dish: dish, user: user,
                                addForm: AddToCartForm(dish: dish, csrf: csrf, returnPath: path).render()
                            ).render()
                        }
                    }
                }
            }
        }
    }

    private func sections() -> [(String, [Dish])] {
        var result: [(String, [Dish])] = []
        let avoided = Set(user.avoidAllergens)
        for dish in dishes where !(hideAvoided && !avoided.isDisjoint(with: dish.allergens)) {
            if result.last?.0 == dish.section {
                result[result.count - 1].1.append(dish)
            } else {
                result.append((dish.section, [dish]))
            }
        }
        guard lighterFirst else { return result }
        return result.map { name, dishes in (name, dishes.sorted { $0.nutrition.kcal < $1.nutrition.kcal }) }
    }

    private func chip(_ label: String, lighter: Bool, hide: Bool, current: Bool) -> Node {
        var query: [String] = []
        if lighter { query.append("order=lighter") }
        if hide { query.append("hide=avoided") }
        let href =
            "/restaurants/\(listing.restaurant.id.rawValue)" + (query.isEmpty ? "" : "?" + query.joined(separator: "&"))
        return a(.class("chip"), .href(href), current ? .aria("current", "page") : .bool("aria-current", false)) {
            label
        }
    }
}
