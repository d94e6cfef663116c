import FoodlyCore
import FoodlyHTML

/// One dish on a menu: name, description, price and kcal, Nutri-Score, diet and allergen badges.
struct DishRow {
    let dish: Dish
    /// Whose menu it is; nil for a guest.
    let user: UserAccount?
    /// The Add button, for dishes that can be ordered.
    var addForm: Node? = nil

    func render() -> Node {
        let avoided = dish.allergens.filter(user.avoided.contains)
        return article(
            .class("dish" + (dish.available ? "" : " is-unavailable") + (avoided.isEmpty ? "" : " is-flagged")),
            .id("dish-\(dish.id.rawValue)"), .aria("label", dish.name)
        ) {
            div(.class("dish-body")) {
                h3(.class("dish-name")) { a(.href("/dishes/\(dish.id.rawValue)")) { dish.name } }
                if !dish.description.isEmpty { p(.class("dish-description muted")) { dish.description } }
                CatalogBadges.dishFacts(dish, for: user)
                if !dish.diets.isEmpty {
                    ul(.class("badges list-plain"), .aria("label", "Suits")) {
                        for diet in dish.diets { li(.class("badge badge-green")) { diet.label } }
                    }
                }
                let others = dish.allergens.filter { !avoided.contains($0) }
                if !others.isEmpty {
                    p(.class("allergens")) {
                        span(.class("allergens-label")) { "Contains:" }
                        " " + others.map(\.label).joined(separator: ", ")
                    }
                }
                if !dish.available { p(.class("muted")) { "Sold out today" } }
                if dish.available, let addForm { addForm }
            }
            if let image = dish.imageURL {
                PictureImage(
                    url: image, name: dish.name, width: 320, height: 240, sizes: PictureImage.thumbnail,
                    extra: [.class("dish-picture")]
                ).render()
            }
        }
    }
}
