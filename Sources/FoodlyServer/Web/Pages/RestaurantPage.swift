import FoodlyApp
import FoodlyCore
import FoodlyHTML
import Foundation

/// A restaurant's page: header facts, the 2000 kcal line, lighter-first and "fits my day" switches, and the menu by
/// section with price, kcal, Nutri-Score, diet and allergen badges; dishes with an avoided allergen are flagged.
///
/// A guest (a shared link opened without an account) sees the same menu; each Add and the bar at the bottom ask
/// them to sign in and come back here.
struct RestaurantPage {
    let context: WebContext
    /// Whose page it is; nil for a guest.
    let user: UserAccount?
    let listing: RestaurantListing
    let dishes: [Dish]
    /// How the menu is ordered.
    let order: Order
    /// Leave out dishes with an avoided allergen.
    let hideAvoided: Bool
    /// For the Add forms.
    let csrf: CSRF
    /// The user's cart, for the cart bar; nil for a guest.
    let cart: CartQuote?
    /// Where an Add without JavaScript comes back to.
    let path: String
    /// What is left of the user's target today, when they have one and show calories.
    var left: DayLeft? = nil
    /// Whether the user keeps it among their favourites.
    var favourite = false
    /// The newest reviews with their replies, under the menu.
    var reviews: [RestaurantReview] = []

    /// The menu's orders, by their `order` query value.
    enum Order: String {
        /// As the restaurant lists it.
        case menu
        /// By kcal within each section.
        case lighter
        /// Only the dishes that fit what is left today (``DayLeft``), best first within each section.
        case fits
    }

    func render() -> Node {
        context.layout.page(
            title: listing.restaurant.name, activeTab: .home, content: content(), backLink: "/",
            showTabBar: user != nil, bottomBar: cart.map { CartBar(quote: $0).render() } ?? guest?.bar)
    }

    /// Where a guest signs in to come back to; nil for a signed-in user.
    private var guest: SignInReturn? {
        user == nil ? SignInReturn("/restaurants/\(listing.restaurant.id.rawValue)") : nil
    }

    @NodeBuilder
    private func content() -> [Node] {
        let restaurant = listing.restaurant
        header(.class("card restaurant-head")) {
            if let image = restaurant.imageURL {
                div(.class("card-media")) {
                    PictureImage(
                        url: image, name: restaurant.name, width: 640, height: 360, sizes: PictureImage.wide,
                        lazy: false
                    ).render()
                }
            }
            div(.class("restaurant-head-body")) {
                div(.class("restaurant-card-head")) {
                    div {
                        h2(.class("restaurant-name")) { restaurant.name }
                        p(.class("muted")) { restaurant.cuisine + " · " + restaurant.address }
                    }
                    CatalogBadges.nutri(restaurant.nutriGrade, large: true)
                    if user != nil {
                        FavouriteButton(
                            kind: .restaurant, id: restaurant.id.rawValue, name: restaurant.name, favourite: favourite,
                            csrf: csrf, anchor: "favourite", returnTo: "\(path)#favourite"
                        ).render()
                    }
                }
                p(.class("card-meta")) {
                    CatalogBadges.openState(listing.isOpen)
                    if !listing.isOpen { CatalogBadges.opening(restaurant, now: Date()) }
                    CatalogBadges.rating(restaurant)
                    CatalogBadges.deliveryFacts(listing)
                }
                p(.class("muted")) {
                    "Minimum order \(Money.format(listing.minimumOrder))"
                    if let free = restaurant.fees.freeDeliveryOver { " · free delivery over \(Money.format(free))" }
                }
            }
        }
        p(.id("cart-status"), .class("visually-hidden"), .role("status")) {}
        div(.class("menu-tools")) {
            if user.showsCalories {
                p(.class("kcal-note"), .id("kcal-note")) {
                    "Adults need around 2,000 kcal a day"
                    if let target = user?.dailyKcalTarget { "; your target is \(target.formatted()) kcal" }
                    "."
                }
            }
            if let left { p(.class("kcal-left"), .id("kcal-left")) { leftLine(left) } }
            ul(.class("chips"), .aria("label", "Menu order")) {
                li { chip("Menu order", order: .menu, hide: hideAvoided, current: shownOrder == .menu) }
                li { chip("Lighter first", order: .lighter, hide: hideAvoided, current: shownOrder == .lighter) }
                if left != nil {
                    li { chip("Fits my day", order: .fits, hide: hideAvoided, current: shownOrder == .fits) }
                }
                if !user.avoided.isEmpty {
                    li {
                        chip(
                            hideAvoided ? "Show all dishes" : "Hide my allergens", order: shownOrder,
                            hide: !hideAvoided, current: false)
                    }
                }
            }
        }
        let shown = sections()
        if shownOrder == .fits && shown.isEmpty {
            div(.class("empty-state"), .id("nothing-fits")) {
                h2 { "Nothing here fits what is left today" }
                p { "Every dish on this menu has more kcal than you have left." }
                a(.class("btn btn-secondary"), .href(link(order: .menu, hide: hideAvoided))) { "Show the whole menu" }
            }
        }
        for (name, sectionDishes) in shown {
            section(.class("section menu-section"), .aria("label", name)) {
                h2(.class("section-title")) { name }
                ul(.class("list")) {
                    for dish in sectionDishes {
                        li(.data("kcal", String(Int(dish.nutrition.kcal.rounded())))) {
                            DishRow(
                                dish: dish, user: user,
                                addForm: guest.map { $0.addLink(dish) }
                                    ?? AddToCartForm(dish: dish, csrf: csrf, returnPath: path).render()
                            ).render()
                        }
                    }
                }
            }
        }
        if !reviews.isEmpty {
            section(.class("section stack-sm"), .id("reviews"), .aria("labelledby", "reviews-title")) {
                h2(.class("section-title"), .id("reviews-title")) { "What customers say" }
                ul(.class("list-plain stack-sm")) {
                    for review in reviews {
                        li(.class("card")) {
                            ReviewText(review: review, clock: ClockTime(timeZone: restaurant.timeZone)).render()
                        }
                    }
                }
            }
        }
    }

    /// The order shown: "fits my day" only when there is a target to count from.
    private var shownOrder: Order {
        order == .fits && left == nil ? .menu : order
    }

    private func sections() -> [(String, [Dish])] {
        var result: [(String, [Dish])] = []
        let avoided = Set(user.avoided)
        for dish in dishes where !(hideAvoided && !avoided.isDisjoint(with: dish.allergens)) {
            if result.last?.0 == dish.section {
                result[result.count - 1].1.append(dish)
            } else {
                result.append((dish.section, [dish]))
            }
        }
        switch shownOrder {
        case .menu:
            return result
        case .lighter:
            return result.map { name, dishes in (name, dishes.sorted { $0.nutrition.kcal < $1.nutrition.kcal }) }
        case .fits:
            guard let left else { return result }
            return result.map { name, dishes in (name, left.fitting(dishes)) }.filter { !$0.1.isEmpty }
        }
    }

    /// "1,240 kcal left today", with how many dishes fit it when only those are shown (and some do).
    private func leftLine(_ left: DayLeft) -> String {
        let line = WebContext.leftLine(left)
        guard shownOrder == .fits else { return line + "." }
        let fitting = left.fitting(dishes).count
        let count = dishes.count
        guard fitting > 0 else { return line + "." }
        return line + " · \(fitting) of \(count) \(count == 1 ? "dish fits" : "dishes fit")."
    }

    private func chip(_ label: String, order: Order, hide: Bool, current: Bool) -> Node {
        a(
            .class("chip"), .href(link(order: order, hide: hide)),
            current ? .aria("current", "page") : .bool("aria-current", false)
        ) {
            label
        }
    }

    /// This page in `order`, with or without the dishes of avoided allergens.
    private func link(order: Order, hide: Bool) -> String {
        var query: [String] = []
        if order != .menu { query.append("order=\(order.rawValue)") }
        if hide { query.append("hide=avoided") }
        return "/restaurants/\(listing.restaurant.id.rawValue)"
            + (query.isEmpty ? "" : "?" + query.joined(separator: "&"))
    }
}
