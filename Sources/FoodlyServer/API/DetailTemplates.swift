import FoodlyAPI
import FoodlyApp
import FoodlyHTTP
import Synchronization

/// The fixed JSON of restaurant pages (`RestaurantDetailTemplate`), by restaurant number, each kept until that
/// restaurant changes (its revision moves on). At most `capacity` are kept: when full, all are dropped and the
/// pages asked for again are written afresh.
final class DetailTemplates: Sendable {
    /// How many pages are kept (a page of a ten-dish menu is about 6 KB).
    static let capacity = 4_096
    private let state = Mutex<[Int: (revision: Int, template: RestaurantDetailTemplate)]>([:])

    /// The page as JSON, byte for byte what `JSONEncoder` would write for its `RestaurantDetail`.
    func response(_ page: CatalogRestaurant) -> Response {
        let template = cached(page) ?? made(page)
        let listing = page.listing
        var writer = JSONWriter(capacity: 1024 + 700 * page.dishes.count)
        template.write(
            deliveryFee: listing.deliveryFee, distanceKm: RestaurantSummary.shownKm(listing.distanceKm),
            etaMinutes: MinutesRange(min: listing.eta.min, max: listing.eta.max), isOpen: listing.isOpen,
            closedReason: listing.closed?.reason, opensAt: listing.closed?.opensAt, to: &writer)
        return Response(status: 200, headers: ["Content-Type": "application/json"], body: writer.bytes)
    }

    private func cached(_ page: CatalogRestaurant) -> RestaurantDetailTemplate? {
        guard let number = page.number else { return nil }
        return state.withLock { templates in
            guard let kept = templates[number], kept.revision == page.revision else { return nil }
            return kept.template
        }
    }

    private func made(_ page: CatalogRestaurant) -> RestaurantDetailTemplate {
        let template = RestaurantDetailTemplate(RestaurantDetail(page.listing, dishes: Array(page.dishes)))
        if let number = page.number {
            state.withLock { templates in
                if templates.count >= DetailTemplates.capacity { templates.removeAll(keepingCapacity: true) }
                templates[number] = (page.revision, template)
            }
        }
        return template
    }
}
