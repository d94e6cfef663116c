import Foundation

/// A `RestaurantSummary`'s JSON with the members that do not depend on the customer (name, categories, rating…)
/// written once, so a list only writes the four that do (delivery fee, distance, ETA, open now) per request.
public struct RestaurantSummaryTemplate: Sendable {
    private let template: JSONTemplate

    /// Writes the fixed members of `summary`, in sorted order.
    public init(_ summary: RestaurantSummary) {
        var writer = JSONWriter(capacity: 256)
        writer.object { writer in
            writer.key("categories")
            writer.array(summary.categories) { writer, slug in writer.string(slug) }
            writer.key("closedReason")
            writer.hole()
            writer.key("cuisine")
            writer.string(summary.cuisine)
            writer.key("deliveryFee")
            writer.hole()
            writer.key("distanceKm")
            writer.hole()
            writer.key("etaMinutes")
            writer.object { writer in
                writer.key("max")
                writer.hole()
                writer.key("min")
                writer.hole()
            }
            writer.key("id")
            writer.string(summary.id)
            writer.key("imageUrl")
            writer.string(summary.imageUrl)
            writer.key("isOpen")
            writer.hole()
            writer.key("minimumOrder")
            writer.int(summary.minimumOrder)
            writer.key("name")
            writer.string(summary.name)
            writer.key("nutriGrade")
            writer.string(summary.nutriGrade.rawValue)
            writer.key("offersPickup")
            writer.bool(summary.offersPickup)
            writer.key("opensAt")
            writer.hole()
            writer.key("rating")
            writer.double(summary.rating)
            writer.key("ratingCount")
            writer.int(summary.ratingCount)
        }
        template = JSONTemplate(writer)
    }

    /// Writes the whole summary with these customer-dependent members.
    public func write(
        deliveryFee: Int, distanceKm: Double?, etaMinutes: MinutesRange, isOpen: Bool, closedReason: ClosedReason?,
        opensAt: Date?, to writer: inout JSONWriter
    ) {
        let members = ListingMembers(
            closedReason: closedReason, deliveryFee: deliveryFee, distanceKm: distanceKm, etaMinutes: etaMinutes,
            isOpen: isOpen, opensAt: opensAt)
        template.write(to: &writer, filling: members.fill)
    }
}
