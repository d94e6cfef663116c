import Foundation

/// A `RestaurantDetail`'s JSON written once with everything but the members that depend on the customer
/// (delivery fee, distance, ETA, open now), which each restaurant page request fills in.
///
/// The members are written in sorted order, as `JSONEncoder` writes them, the varying ones as holes of a
/// `JSONTemplate`.
public struct RestaurantDetailTemplate: Sendable {
    private let template: JSONTemplate

    /// Writes the fixed members of `detail`.
    public init(_ detail: RestaurantDetail) {
        var writer = JSONWriter(capacity: 1024 + 700 * detail.menu.reduce(0) { $0 + $1.dishes.count })
        let summary = detail.summary
        writer.object { writer in
            writer.key("address")
            writer.string(detail.address)
            writer.key("categories")
            writer.array(summary.categories) { writer, slug in writer.string(slug) }
            writer.key("closedReason")
            writer.hole()
            writer.key("cuisine")
            writer.string(summary.cuisine)
            writer.key("currency")
            writer.string(detail.currency)
            writer.key("deliveryFee")
            writer.hole()
            writer.key("deliveryRadiusKm")
            writer.double(detail.deliveryRadiusKm)
            writer.key("description")
            writer.string(detail.description)
            writer.key("distanceKm")
            writer.hole()
            writer.key("etaMinutes")
            writer.object { writer in
                writer.key("max")
                writer.hole()
                writer.key("min")
                writer.hole()
            }
            writer.key("freeDeliveryOver")
            if let free = detail.freeDeliveryOver { writer.int(free) } else { writer.null() }
            writer.key("id")
            writer.string(summary.id)
            writer.key("imageUrl")
            writer.string(summary.imageUrl)
            writer.key("isOpen")
            writer.hole()
            writer.key("latitude")
            writer.double(detail.latitude)
            writer.key("longitude")
            writer.double(detail.longitude)
            writer.key("menu")
            writer.array(detail.menu) { writer, section in
                writer.object { writer in
                    writer.key("dishes")
                    writer.array(section.dishes) { writer, dish in dish.write(to: &writer) }
                    writer.key("section")
                    writer.string(section.section)
                }
            }
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
            writer.key("phone")
            writer.string(detail.phone)
            writer.key("prepMinutes")
            writer.int(detail.prepMinutes)
            writer.key("rating")
            writer.double(summary.rating)
            writer.key("ratingCount")
            writer.int(summary.ratingCount)
            writer.key("timeZone")
            writer.string(detail.timeZone)
        }
        template = JSONTemplate(writer)
    }

    /// Writes the whole detail with these customer-dependent members.
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

extension RestaurantDetail: JSONWritable {
    /// Every key in sorted order, with explicit nulls.
    public func write(to writer: inout JSONWriter) {
        RestaurantDetailTemplate(self).write(
            deliveryFee: summary.deliveryFee, distanceKm: summary.distanceKm, etaMinutes: summary.etaMinutes,
            isOpen: summary.isOpen, closedReason: summary.closedReason, opensAt: summary.opensAt, to: &writer)
    }
}
