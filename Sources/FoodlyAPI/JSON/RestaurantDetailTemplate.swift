/// A `RestaurantDetail`'s JSON written once with everything but the members that depend on the customer
/// (delivery fee, distance, ETA, open now), which each restaurant page request fills in.
///
/// The members are written in sorted order, as `JSONEncoder` writes them; the varying values are cut out of the
/// text, so the text between two of them always ends with the key of the next.
public struct RestaurantDetailTemplate: Sendable {
    /// The JSON without the varying values.
    private let text: [UInt8]
    /// Where each varying value was cut out of `text`: fee, distance, ETA max, ETA min, open now.
    private let cuts: [Int]

    /// Writes the fixed members of `detail`.
    public init(_ detail: RestaurantDetail) {
        var writer = JSONWriter(capacity: 1024 + 700 * detail.menu.reduce(0) { $0 + $1.dishes.count })
        var holes: [Range<Int>] = []
        /// Writes a varying value (any placeholder will do) and notes where it lies.
        func vary(_ writer: inout JSONWriter, _ value: (inout JSONWriter) -> Void) {
            let start = writer.bytes.count
            value(&writer)
            holes.append(start..<writer.bytes.count)
        }
        let summary = detail.summary
        writer.object { writer in
            writer.key("address")
            writer.string(detail.address)
            writer.key("categories")
            writer.array(summary.categories) { writer, slug in writer.string(slug) }
            writer.key("cuisine")
            writer.string(summary.cuisine)
            writer.key("currency")
            writer.string(detail.currency)
            writer.key("deliveryFee")
            vary(&writer) { $0.int(0) }
            writer.key("deliveryRadiusKm")
            writer.double(detail.deliveryRadiusKm)
            writer.key("description")
            writer.string(detail.description)
            writer.key("distanceKm")
            vary(&writer) { $0.int(0) }
            writer.key("etaMinutes")
            writer.object { writer in
                writer.key("max")
                vary(&writer) { $0.int(0) }
                writer.key("min")
                vary(&writer) { $0.int(0) }
            }
            writer.key("freeDeliveryOver")
            if let free = detail.freeDeliveryOver { writer.int(free) } else { writer.null() }
            writer.key("id")
            writer.string(summary.id)
            writer.key("imageUrl")
            writer.string(summary.imageUrl)
            writer.key("isOpen")
            vary(&writer) { $0.bool(false) }
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
        var text: [UInt8] = []
        var cuts: [Int] = []
        var from = 0
        for hole in holes {
            text += writer.bytes[from..<hole.lowerBound]
            cuts.append(text.count)
            from = hole.upperBound
        }
        text += writer.bytes[from...]
        self.text = text
        self.cuts = cuts
    }

    /// Writes the whole detail with these customer-dependent members.
    public func write(
        deliveryFee: Int, distanceKm: Double?, etaMinutes: MinutesRange, isOpen: Bool, to writer: inout JSONWriter
    ) {
        writer.embed(text[..<cuts[0]], startsValue: true, endsWithKey: true)
        writer.int(deliveryFee)
        writer.embed(text[cuts[0]..<cuts[1]], startsValue: false, endsWithKey: true)
        writer.double(distanceKm)
        writer.embed(text[cuts[1]..<cuts[2]], startsValue: false, endsWithKey: true)
        writer.int(etaMinutes.max)
        writer.embed(text[cuts[2]..<cuts[3]], startsValue: false, endsWithKey: true)
        writer.int(etaMinutes.min)
        writer.embed(text[cuts[3]..<cuts[4]], startsValue: false, endsWithKey: true)
        writer.bool(isOpen)
        writer.embed(text[cuts[4]...], startsValue: false, endsWithKey: false)
    }
}

extension RestaurantDetail: JSONWritable {
    /// Every key in sorted order, with explicit nulls.
    public func write(to writer: inout JSONWriter) {
        RestaurantDetailTemplate(self).write(
            deliveryFee: summary.deliveryFee, distanceKm: summary.distanceKm, etaMinutes: summary.etaMinutes,
            isOpen: summary.isOpen, to: &writer)
    }
}
