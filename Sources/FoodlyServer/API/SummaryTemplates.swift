import FoodlyAPI
import FoodlyApp
import FoodlyHTTP
import Synchronization

/// The fixed part of each restaurant's summary JSON, written once per catalog version and reused by every list
/// request (`RestaurantSummaryTemplate`); a newer catalog version starts afresh.
final class SummaryTemplates: Sendable {
    private let state = Mutex<(version: Int, templates: [String: RestaurantSummaryTemplate])>((-1, [:]))

    /// The page as JSON, byte for byte what `JSONEncoder` would write for `Page<RestaurantSummary>`.
    func page(_ listings: [RestaurantListing], nextCursor: String?, version: Int) -> Response {
        let entries = state.withLock { state in
            if state.version != version { state = (version, [:]) }
            return listings.map { listing in
                let id = listing.restaurant.id.rawValue
                let template =
                    state.templates[id]
                    ?? {
                        let made = RestaurantSummaryTemplate(RestaurantSummary(listing))
                        state.templates[id] = made
                        return made
                    }()
                return Entry(
                    template: template, deliveryFee: listing.deliveryFee,
                    distanceKm: RestaurantSummary.shownKm(listing.distanceKm),
                    eta: MinutesRange(min: listing.eta.min, max: listing.eta.max), isOpen: listing.isOpen)
            }
        }
        var writer = JSONWriter(capacity: 512 + 300 * listings.count)
        writer.object { writer in
            writer.key("items")
            writer.array(entries) { writer, entry in
                entry.template.write(
                    deliveryFee: entry.deliveryFee, distanceKm: entry.distanceKm, etaMinutes: entry.eta,
                    isOpen: entry.isOpen, to: &writer)
            }
            writer.key("nextCursor")
            writer.string(nextCursor)
        }
        return Response(status: 200, headers: ["Content-Type": "application/json"], body: writer.bytes)
    }

    /// One item of a page: the restaurant's template and the members that depend on the customer.
    private struct Entry {
        let template: RestaurantSummaryTemplate
        let deliveryFee: Int
        let distanceKm: Double?
        let eta: MinutesRange
        let isOpen: Bool
    }
}
