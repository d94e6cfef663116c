import FoodlyApp
import FoodlyCore
import FoodlyHTML
import Foundation

/// The Home tab: a greeting, where we deliver, what is left of the day's target, category chips that filter, chips
/// that sort (recommended, nearest, fastest, lowest fee, top rated), and the restaurants nearby, each with how many of
/// its dishes fit what is left; the customer's favourites, and a heart on each card.
struct HomePage {
    let context: WebContext
    let user: UserAccount
    let categories: [(slug: String, name: String)]
    let selectedCategory: String?
    /// How the restaurants are ordered.
    var sort: RestaurantSort = .popular
    let listings: [RestaurantListing]
    /// The customer's cart: where lists are seen from (its delivery address) and the cart bar.
    let cart: CartQuote
    /// What is left of the user's target today, when they have one and show calories.
    var left: DayLeft? = nil
    /// How many dishes of each listed restaurant fit `left`.
    var fitting: [ID<Restaurant>: Int] = [:]
    /// The user's favourites, with the form token for their hearts.
    var favourites: (list: FavouriteList, csrf: CSRF)? = nil

    func render() -> Node {
        context.layout.page(
            title: "Home", activeTab: .home, content: content(), bottomBar: CartBar.shown(cart))
    }

    @NodeBuilder
    private func content() -> [Node] {
        section(.class("greeting"), .aria("labelledby", "greeting")) {
            h2(.id("greeting"), .class("greeting-title")) { "Hi, \(user.firstName)" }
            if let address = cart.address {
                p(.class("muted")) { "Delivering to \(address.line1)" }
            } else {
                p(.class("muted")) { "Showing restaurants near the centre of \(Neighbourhood.city)." }
            }
            if let left { p(.class("kcal-left"), .id("kcal-left")) { WebContext.leftLine(left) + "." } }
        }
        if user.role == .staff || user.role == .courier {
            a(.class("card notice-card"), .href(user.role == .staff ? "/kitchen" : "/courier"), .id("work-screen")) {
                span(.class("icon-tile")) { (user.role == .staff ? Icon.kitchen : Icon.courier).node() }
                span {
                    strong { user.role == .staff ? "Open the kitchen screen" : "Open your deliveries" }
                    span(.class("muted block")) {
                        user.role == .staff
                            ? "Incoming orders and the menu." : "Pick-ups, drop-offs and your duty status."
                    }
                }
            }
        }
        if cart.address == nil {
            a(.class("card notice-card"), .href("/profile/addresses/new?return=home"), .id("add-address")) {
                span(.class("icon-tile icon-tile-warm")) { Icon.pin.node() }
                span {
                    strong { "Add your delivery address" }
                    span(.class("muted block")) { "So we can show restaurants that deliver to you." }
                }
            }
        }
        if let favourites { FavouritesSection(list: favourites.list, csrf: favourites.csrf, now: Date()).render() }
        nav(.aria("label", "Categories")) {
            ul(.class("chips category-chips")) {
                li { chip(name: "All", slug: nil) }
                for category in categories {
                    li { chip(name: category.name, slug: category.slug) }
                }
            }
        }
        nav(.aria("label", "Sort restaurants"), .id("sort")) {
            ul(.class("chips sort-chips")) {
                li(.class("chips-label"), .aria("hidden", "true")) { "Sort by" }
                for (order, name) in HomePage.sorts { li { sortChip(name: name, order: order) } }
            }
        }
        section(.class("section"), .aria("labelledby", "popular")) {
            h2(.id("popular"), .class("section-title")) {
                let kind = selectedCategory.map { CatalogService.categoryName($0) + " " } ?? ""
                switch sort {
                case .popular: "Popular \(kind)near you"
                case .distance: "Nearest \(kind)restaurants"
                case .time: "Fastest \(kind)delivery to you"
                case .fee: "Lowest delivery fee first"
                case .rating: "Top rated \(kind)near you"
                }
            }
            if listings.isEmpty {
                div(.class("empty-state")) {
                    h2 { "No restaurants here yet" }
                    p {
                        selectedCategory == nil
                            ? "None of our restaurants deliver to this address yet."
                            : "No restaurant in this category delivers to you. Try all categories."
                    }
                    if selectedCategory != nil { a(.class("btn btn-secondary"), .href("/")) { "Show all" } }
                }
            } else {
                ul(.class("stack list-plain")) {
                    for listing in listings {
                        li(.class(favourites == nil ? "" : "has-favourite")) {
                            RestaurantCard(
                                listing: listing, fitting: left == nil ? nil : fitting[listing.restaurant.id] ?? 0
                            ).render()
                            heart(listing.restaurant)
                        }
                    }
                }
            }
        }
    }

    /// The heart beside a listed restaurant's card.
    private func heart(_ restaurant: Restaurant) -> Node? {
        favourites.map { favourites in
            let anchor = "favourite-restaurant-\(restaurant.id.rawValue)"
            return FavouriteButton(
                kind: .restaurant, id: restaurant.id.rawValue, name: restaurant.name,
                favourite: favourites.list.restaurants.contains { $0.id == restaurant.id }, csrf: favourites.csrf,
                anchor: anchor, returnTo: "/#\(anchor)"
            ).render()
        }
    }

    /// The orders offered, with their chips' names.
    static let sorts: [(RestaurantSort, String)] = [
        (.popular, "Recommended"), (.distance, "Nearest"), (.time, "Fastest"), (.fee, "Lowest fee"),
        (.rating, "Top rated"),
    ]

    /// Home with `category` and `order` (the defaults left out), scrolled to `anchor`.
    private func link(category: String?, order: RestaurantSort, anchor: String?) -> String {
        var query: [String] = []
        if let category { query.append("category=\(category)") }
        if order != .popular { query.append("sort=\(order.rawValue)") }
        return "/" + (query.isEmpty ? "" : "?" + query.joined(separator: "&")) + (anchor.map { "#\($0)" } ?? "")
    }

    private func chip(name: String, slug: String?) -> Node {
        // The fragment brings the chosen chip into view in its row even without JavaScript (see `.category-chips` in app.css).
        a(
            .class("chip"), .id("category-\(slug ?? "all")"),
            .href(link(category: slug, order: sort, anchor: slug.map { "category-\($0)" })),
            slug == selectedCategory ? .aria("current", "page") : .bool("aria-current", false)
        ) { name }
    }

    private func sortChip(name: String, order: RestaurantSort) -> Node {
        a(
            .class("chip"), .id("sort-\(order.rawValue)"),
            .href(link(category: selectedCategory, order: order, anchor: "sort")),
            order == sort ? .aria("current", "page") : .bool("aria-current", false)
        ) { name }
    }
}
