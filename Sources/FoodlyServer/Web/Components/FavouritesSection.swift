import FoodlyApp
import FoodlyCore
import FoodlyHTML
import Foundation

/// Home's Favourites: the restaurants and dishes the customer keeps, each with its heart to let it go; a dish that is
/// sold out or off the menu says so (and links nowhere once off the menu), as does a suspended restaurant and its
/// dishes (whose pages are not shown). An empty list says how to add one.
struct FavouritesSection {
    let list: FavouriteList
    let csrf: CSRF
    let now: Date

    func render() -> Node {
        section(.class("section"), .id("favourites"), .aria("labelledby", "favourites-title")) {
            h2(.id("favourites-title"), .class("section-title")) { "Your favourites" }
            if list.isEmpty {
                p(.class("muted"), .id("favourites-empty")) {
                    "No favourites yet. Tap the heart on a restaurant or a dish to find it here again."
                }
            } else {
                ul(.class("list favourite-list")) {
                    for restaurant in list.restaurants { li { restaurantRow(restaurant) } }
                    for entry in list.dishes { li { dishRow(entry) } }
                }
            }
        }
    }

    private func restaurantRow(_ restaurant: Restaurant) -> Node {
        if restaurant.suspension != nil {
            return div(.class("favourite-row")) {
                div(.class("favourite-link")) {
                    strong { restaurant.name }
                    span(.class("muted block")) { "\(restaurant.cuisine) · Not taking orders for now" }
                }
                heart(.restaurant, id: restaurant.id.rawValue, name: restaurant.name)
            }
        }
        return div(.class("favourite-row")) {
            a(.class("favourite-link"), .href("/restaurants/\(restaurant.id.rawValue)")) {
                strong { restaurant.name }
                span(.class("muted block")) {
                    "\(restaurant.cuisine) · \(restaurant.isOpen(at: now) ? "Open now" : "Closed now")"
                }
            }
            heart(.restaurant, id: restaurant.id.rawValue, name: restaurant.name)
        }
    }

    private func dishRow(_ entry: FavouriteList.DishEntry) -> Node {
        let facts = "\(entry.restaurant.name) · \(Money.format(entry.dish.price))"
        return div(.class("favourite-row")) {
            if entry.archived || entry.suspended {
                div(.class("favourite-link")) {
                    strong { entry.dish.name }
                    span(.class("muted block")) {
                        "\(entry.restaurant.name) · "
                            + (entry.archived ? "No longer on the menu" : "Not taking orders for now")
                    }
                }
            } else {
                a(.class("favourite-link"), .href("/dishes/\(entry.dish.id.rawValue)")) {
                    strong { entry.dish.name }
                    span(.class("muted block")) { entry.dish.available ? facts : "\(facts) · Sold out today" }
                }
            }
            heart(.dish, id: entry.dish.id.rawValue, name: entry.dish.name)
        }
    }

    private func heart(_ kind: Favourites.Kind, id: String, name: String) -> Node {
        FavouriteButton(
            kind: kind, id: id, name: name, favourite: true, csrf: csrf,
            anchor: "favourites-\(kind.rawValue)-\(id)", returnTo: "/#favourites"
        ).render()
    }
}
