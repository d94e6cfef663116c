import FoodlyApp
import FoodlyCore
import FoodlyHTML
import Foundation

/// The Search tab: one search box with category, diet, calorie, heat, pickup and order filters (and "fits my day" for users with a
/// daily target who show calories), and the results below.
///
/// A plain GET form, so it works without JavaScript; `app.js` refreshes `#search-results` as the user types.
struct SearchPage {
    /// What the page shows under the form.
    enum Outcome {
        /// Nothing typed yet.
        case prompt
        /// The query was refused (too long, unknown filter): the reason.
        case refused(String)
        /// What was found.
        case found(SearchResults)
    }

    let context: WebContext
    let user: UserAccount
    /// The raw form values, echoed back into the fields.
    let values: [String: String]
    let categories: [(slug: String, name: String)]
    let outcome: Outcome
    /// What is left of the user's target today, when they have one and show calories.
    var left: DayLeft? = nil
    /// The customer's cart, for the cart bar.
    var cart: CartQuote? = nil

    /// Calorie caps offered in the filter.
    static let kcalChoices = [300, 500, 700]
    /// Searches suggested before anything is typed.
    static let suggestions = ["avocado", "quinoa", "soup", "vegan bowl", "smoothie"]

    func render() -> Node {
        context.layout.page(
            title: "Search", activeTab: .search, content: content(), bottomBar: cart.flatMap(CartBar.shown))
    }

    @NodeBuilder
    private func content() -> [Node] {
        form(
            .class("form search-form"), .method("get"), .action("/search"), .role("search"),
            .data("live-search", "#search-results")
        ) {
            div(.class("field")) {
                label(.for("search-q")) { "Dishes, restaurants or cuisines" }
                input(
                    .id("search-q"), .type("search"), .name("q"), .value(values["q"] ?? ""), .attr("maxlength", "100"),
                    .attr("autocomplete", "off"), .attr("enterkeyhint", "search"),
                    .placeholder("Try “avocado” or “creme brulee”"))
            }
            div(.class("filter-row")) {
                filter("category", "Category", [("", "All")] + categories.map { ($0.slug, $0.name) })
                filter("diet", "Diet", [("", "Any")] + Diet.allCases.map { ($0.rawValue, $0.label) })
                if user.showCalories {
                    filter(
                        "maxKcal", "Calories",
                        [("", "Any")] + SearchPage.kcalChoices.map { ("\($0)", "Up to \($0) kcal") })
                }
                filter("maxSpicy", "Heat", [("", "Any")] + SearchPage.heatChoices)
                filter(
                    "sort", "Order",
                    [
                        ("relevance", "Best match"), ("lighter", "Lighter first"), ("time", "Fastest delivery"),
                        ("fee", "Lowest delivery fee"), ("rating", "Top rated"),
                    ])
            }
            label(.class("check fits-check")) {
                input(
                    .type("checkbox"), .id("search-pickup"), .name("pickup"), .value("true"),
                    .bool("checked", values["pickup"] == "true"))
                span {
                    "Pickup"
                    span(.class("muted")) { " · collect it at the counter, no delivery fee" }
                }
            }
            if let left {
                label(.class("check fits-check")) {
                    input(
                        .type("checkbox"), .id("search-fits"), .name("fits"), .value("today"),
                        .bool("checked", values["fits"] == "today"))
                    span {
                        "Fits my day"
                        span(.class("muted")) { " · " + WebContext.leftLine(left) }
                    }
                }
            }
            button(.class("btn btn-primary btn-block search-submit"), .type("submit")) { "Search" }
        }
        section(.id("search-results"), .class("search-results"), .aria("live", "polite"), .aria("label", "Results")) {
            results()
        }
    }

    private func filter(_ name: String, _ title: String, _ choices: [(value: String, label: String)]) -> Node {
        div(.class("field")) {
            label(.for("search-\(name)")) { title }
            select(.id("search-\(name)"), .name(name)) {
                for choice in choices {
                    option(.value(choice.value), .bool("selected", (values[name] ?? "") == choice.value)) {
                        choice.label
                    }
                }
            }
        }
    }

    @NodeBuilder
    private func results() -> [Node] {
        switch outcome {
        case .prompt:
            div(.class("empty-state")) {
                h2 { "What are you hungry for?" }
                p { "Search every dish and restaurant that delivers to you. Small typos are fine." }
                ul(.class("chips chips-wrap list-plain"), .aria("label", "Suggestions")) {
                    for word in SearchPage.suggestions { li { a(.class("chip"), .href(link(query: word))) { word } } }
                }
            }
        case .refused(let reason):
            div(.class("empty-state"), .role("alert")) {
                h2 { "We could not search for that" }
                p { reason }
            }
        case .found(let results) where results.isEmpty:
            div(.class("empty-state")) {
                h2 {
                    (values["q"] ?? "").isEmpty
                        ? "Nothing matches these filters" : "No results for “\(values["q"] ?? "")”"
                }
                if hasFilters {
                    p { "A filter may hide what you want." }
                    a(.class("btn btn-secondary"), .href(link(query: values["q"] ?? ""))) { "Search without filters" }
                } else {
                    p { "Check the spelling, or try a shorter or more general word, like “bowl” or “soup”." }
                }
            }
        case .found(let results):
            if !results.dishes.isEmpty {
                h2(.class("section-title")) { "Dishes" }
                ul(.class("stack list-plain")) {
                    for result in results.dishes { li { dishCard(result) } }
                }
            }
            if !results.restaurants.isEmpty {
                h2(.class("section-title")) { "Restaurants" }
                ul(.class("stack list-plain")) {
                    for listing in results.restaurants { li { RestaurantCard(listing: listing).render() } }
                }
            }
        }
    }

    private func dishCard(_ result: SearchResults.DishResult) -> Node {
        let dish = result.dish
        let restaurant = result.restaurant.restaurant
        return a(
            .class("card search-dish"), .href("/restaurants/\(restaurant.id.rawValue)#dish-\(dish.id.rawValue)")
        ) {
            div(.class("search-dish-body")) {
                h3(.class("card-title")) { dish.name }
                p(.class("muted")) { "at \(restaurant.name)" }
                p(.class("meta-line")) {
                    CatalogBadges.price(dish.price)
                    if user.showCalories { CatalogBadges.kcal(dish.nutrition.kcal) }
                    CatalogBadges.nutri(dish.nutriGrade)
                }
            }
            if let image = dish.imageURL {
                PictureImage(
                    url: image, name: dish.name, width: 320, height: 240, sizes: PictureImage.thumbnail,
                    extra: [.class("dish-picture")]
                ).render()
            }
        }
    }

    /// The form fields that narrow the results.
    static let filters = ["category", "diet", "maxKcal", "maxSpicy", "pickup", "fits"]

    /// The heat filter's choices: the hottest a dish may be.
    static let heatChoices =
        [("0", CatalogBadges.heatNames[0])]
        + (1..<Dish.spicyLevels.upperBound).map { (String($0), CatalogBadges.heatNames[$0] + " at most") }

    private var hasFilters: Bool {
        SearchPage.filters.contains { !(values[$0] ?? "").isEmpty }
    }

    /// `/search?q=…` for `query`, no filters.
    private func link(query: String) -> String {
        let allowed = CharacterSet(charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")
        return "/search?q=" + (query.addingPercentEncoding(withAllowedCharacters: allowed) ?? "")
    }
}
