import FoodlyApp
import FoodlyCore
import FoodlyHTML
import Foundation

/// A tappable restaurant card for lists: picture, name, cuisine, Nutri-Score, rating, distance, fee, ETA, open state,
/// and how many of its dishes fit what is left of the day's target, when that is counted.
struct RestaurantCard {
    let listing: RestaurantListing
    /// How many of its dishes fit what is left today; nil when not counted.
    var fitting: Int? = nil

    func render() -> Node {
        let restaurant = listing.restaurant
        return a(
            .class("card restaurant-card"), .href("/restaurants/\(restaurant.id.rawValue)"),
            .data("categories", restaurant.categories.joined(separator: " "))
        ) {
            if let image = restaurant.imageURL {
                div(.class("card-media")) {
                    PictureImage(
                        url: image, name: restaurant.name, width: 640, height: 360, sizes: PictureImage.thumbnail
                    ).render()
                }
            }
            div(.class("restaurant-card-body")) {
                div(.class("restaurant-card-head")) {
                    div {
                        h3(.class("card-title")) { restaurant.name }
                        p(.class("muted")) { restaurant.cuisine }
                    }
                    CatalogBadges.nutri(restaurant.nutriGrade)
                }
                p(.class("card-meta")) {
                    CatalogBadges.openState(listing.isOpen)
                    CatalogBadges.rating(restaurant)
                    CatalogBadges.deliveryFacts(listing)
                    if let fitting, fitting > 0 {
                        span(.class("fits-line")) { fitting == 1 ? "1 dish fits today" : "\(fitting) dishes fit today" }
                    }
                }
                if !listing.isOpen, let notice = ClosedNotice.sentence(restaurant, at: Date()) {
                    p(.class("muted closed-notice")) { notice }
                }
            }
        }
    }
}
