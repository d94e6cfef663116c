import FoodlyAPI
import FoodlyApp
import FoodlyHTTP
import Synchronization

/// The fixed part of each restaurant's summary JSON, written the first time the restaurant is listed and reused by
/// every later list request (`RestaurantSummaryTemplate`), by restaurant number, until that restaurant changes
/// (its catalog revision moves on).
final class SummaryTemplates: Sendable {
    private let state = Mutex<[(revision: Int, template: RestaurantSummaryTemplate)?]>([])

    /// The page as JSON, byte for byte what `JSONEncoder` would write for `Page<RestaurantSummary>`.
    func page(_ page: RestaurantListPage, nextCursor: String?) -> Response {
        let templates = state.withLock { templates in
            let count = page.restaurantCount
            if templates.count < count { templates += Array(repeating: nil, count: count - templates.count) }
            return page.entries.map { entry in
                let revision = page.revision(entry)
                if let kept = templates[entry.number], kept.revision == revision { return kept.template }
                let made = RestaurantSummaryTemplate(RestaurantSummary(page.listing(entry)))
                templates[entry.number] = (revision, made)
                return made
            }
        }
        var writer = JSONWriter(capacity: 512 + 300 * templates.count)
        writer.object { writer in
            writer.key("items")
            writer.array(zip(templates, page.entries)) { writer, item in
                let (template, entry) = item
                template.write(
                    deliveryFee: entry.deliveryFee, distanceKm: RestaurantSummary.shownKm(entry.distanceKm),
                    etaMinutes: MinutesRange(min: entry.eta.min, max: entry.eta.max), isOpen: entry.isOpen,
                    closedReason: entry.closed?.reason, opensAt: entry.closed?.opensAt, to: &writer)
            }
            writer.key("nextCursor")
            writer.string(nextCursor)
        }
        return Response(status: 200, headers: ["Content-Type": "application/json"], body: writer.bytes)
    }
}
