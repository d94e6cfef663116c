import FoodlyAPI
import FoodlyApp
import FoodlyCore
import FoodlyHTML

/// A dish's own page: its picture, price and Add form (options, how many, a note for the kitchen), the nutrition label per 100 g and per portion, the
/// Nutri-Score with each component's points, allergens under "Contains", diets and ingredients. A guest sees it all;
/// Add asks them to sign in and come back here.
struct DishPage {
    let context: WebContext
    /// Whose page it is; nil for a guest.
    let user: UserAccount?
    let dish: Dish
    let detail: DishDetail
    let csrf: CSRF
    /// The user's cart, for the cart bar; nil for a guest.
    let cart: CartQuote?
    /// Whether the user keeps it among their favourites.
    var favourite = false
    /// What a refused add asked for, kept in the form.
    var draft = DishAddForm.Draft()
    /// Why an add was refused.
    var addError: String?
    /// How many were just added from this page (`?added=`), said above the form.
    var added: Int?

    func render() -> Node {
        context.layout.page(
            title: dish.name, activeTab: .home, content: content(),
            backLink: "/restaurants/\(dish.restaurantID.rawValue)#dish-\(dish.id.rawValue)",
            showTabBar: user != nil, bottomBar: cart.map { CartBar(quote: $0).render() } ?? guest?.bar)
    }

    /// Where a guest signs in to come back to; nil for a signed-in user.
    private var guest: SignInReturn? {
        user == nil ? SignInReturn("/dishes/\(dish.id.rawValue)") : nil
    }

    @NodeBuilder
    private func content() -> [Node] {
        let avoided = dish.allergens.filter(user.avoided.contains)
        article(.class("card dish-head"), .aria("labelledby", "dish-title")) {
            if let image = dish.imageURL {
                div(.class("card-media")) {
                    PictureImage(
                        url: image, name: dish.name, width: 320, height: 240, sizes: PictureImage.wide, lazy: false
                    ).render()
                }
            }
            div(.class("stack dish-head-body")) {
                div(.class("restaurant-card-head")) {
                    h2(.class("restaurant-name"), .id("dish-title")) { dish.name }
                    if user != nil {
                        FavouriteButton(
                            kind: .dish, id: dish.id.rawValue, name: dish.name, favourite: favourite, csrf: csrf,
                            anchor: "favourite", returnTo: "/dishes/\(dish.id.rawValue)#favourite"
                        ).render()
                    }
                }
                p(.class("muted")) {
                    a(.href("/restaurants/\(dish.restaurantID.rawValue)")) { detail.restaurant.name }
                    " · \(dish.section)"
                }
                if !dish.description.isEmpty { p { dish.description } }
                CatalogBadges.dishFacts(dish, for: user)
                p(.id("cart-status"), .class("visually-hidden"), .role("status")) {}
                if let added, user != nil {
                    p(.class("notice notice-success"), .id("added-notice"), .role("status")) {
                        "Added \(added) × \(dish.name) to your cart. "
                        a(.href("/cart")) { "View cart" }
                    }
                }
                if dish.available, let guest {
                    guest.addLink(dish)
                } else if dish.available {
                    DishAddForm(
                        dish: dish, csrf: csrf, showCalories: user.showsCalories, draft: draft, error: addError,
                        avoided: Set(user.avoided)
                    ).render()
                } else {
                    p(.class("muted")) { "Sold out today" }
                }
            }
        }
        NutritionTable(detail: detail, user: user).render()
        NutriScorePanel(score: detail.nutriScore, maximum: detail.maximumPoints, category: detail.nutriScoreCategory)
            .render()
        section(.class("card stack"), .id("contains"), .aria("labelledby", "contains-title")) {
            h2(.class("section-title"), .id("contains-title")) { "Contains" }
            let optional = DishPage.optionAllergens(dish)
            if dish.allergens.isEmpty && optional.isEmpty {
                p { "None of the 14 allergens that EU law asks to be named." }
            } else if dish.allergens.isEmpty {
                p { "None of the 14 allergens that EU law asks to be named, unless you choose:" }
            } else {
                ul(.class("list-plain allergen-list")) {
                    for allergen in dish.allergens {
                        li {
                            strong { allergen.label }
                            if avoided.contains(allergen) { span(.class("badge badge-danger")) { "You avoid it" } }
                        }
                    }
                }
            }
            if !optional.isEmpty {
                ul(.class("list-plain allergen-list"), .id("option-allergens")) {
                    for (allergen, options) in optional {
                        li {
                            span {
                                strong { allergen.label }
                                " with " + options
                            }
                            if user.avoided.contains(allergen) {
                                span(.class("badge badge-danger")) { "You avoid it" }
                            }
                        }
                    }
                }
            }
            p(.class("muted")) { "Ask the restaurant if you have a severe allergy: kitchens handle many ingredients." }
        }
        if !dish.diets.isEmpty {
            section(.class("card stack"), .id("suits"), .aria("labelledby", "diets-title")) {
                h2(.class("section-title"), .id("diets-title")) { "Suits" }
                ul(.class("badges list-plain")) {
                    for diet in dish.diets { li(.class("badge badge-green")) { diet.label } }
                }
                let breaking = dish.diets.compactMap { diet in
                    let options = DishPage.options(of: dish) { dish.changes(with: $0).brokenDiets.contains(diet) }
                    return options.isEmpty ? nil : "Not \(diet.label.lowercased()) with \(options)."
                }
                if !breaking.isEmpty { p(.class("muted"), .id("diet-exceptions")) { breaking.joined(separator: " ") } }
            }
        }
        section(.class("card stack"), .id("ingredients"), .aria("labelledby", "ingredients-title")) {
            h2(.class("section-title"), .id("ingredients-title")) { "Ingredients" }
            p {
                detail.ingredients.isEmpty ? "The restaurant has not listed the ingredients yet." : detail.ingredients
            }
        }
    }

    /// The allergens the dish has only with some of its options, each with the names of those options.
    static func optionAllergens(_ dish: Dish) -> [(Allergen, String)] {
        Allergen.allCases.compactMap { allergen in
            let options = options(of: dish) { dish.changes(with: $0).addedAllergens.contains(allergen) }
            return options.isEmpty ? nil : (allergen, options)
        }
    }

    /// The names of the dish's options `matching` keeps, "Feta or Halloumi" (empty for none).
    private static func options(of dish: Dish, matching: (DishOption) -> Bool) -> String {
        dish.optionGroups.flatMap(\.options).filter(matching).map(\.name).joined(separator: " or ")
    }
}
