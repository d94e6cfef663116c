/// A `RestaurantSummary`'s JSON with the members that do not depend on the customer (name, categories, rating…)
/// written once, so a list only writes the four that do (delivery fee, distance, ETA, open now) per request.
///
/// With sorted keys the fixed members fall into three runs around the varying ones: `categories`, `cuisine` |
/// `deliveryFee`, `distanceKm`, `etaMinutes` | `id`, `imageUrl` | `isOpen` | `minimumOrder` … `ratingCount`.
public struct RestaurantSummaryTemplate: Sendable {
    /// `{"categories":[…],"cuisine":"…"`.
    private let head: [UInt8]
    /// `,"id":"…","imageUrl":…`.
    private let middle: [UInt8]
    /// `,"minimumOrder":…,"name":"…","nutriGrade":"…","rating":…,"ratingCount":…}`.
    private let tail: [UInt8]

    /// Writes the fixed members of `summary`.
    public init(_ summary: RestaurantSummary) {
        var writer = JSONWriter(capacity: 256)
        writer.object { writer in
            writer.key("categories")
            writer.array(summary.categories) { writer, slug in writer.string(slug) }
            writer.key("cuisine")
            writer.string(summary.cuisine)
        }
        head = Array(writer.bytes.dropLast())
        writer = JSONWriter(capacity: 128)
        writer.object { writer in
            writer.key("id")
            writer.string(summary.id)
            writer.key("imageUrl")
            writer.string(summary.imageUrl)
        }
        middle = RestaurantSummaryTemplate.continuation(writer.bytes, closes: false)
        writer = JSONWriter(capacity: 128)
        writer.object { writer in
            writer.key("minimumOrder")
            writer.int(summary.minimumOrder)
            writer.key("name")
            writer.string(summary.name)
            writer.key("nutriGrade")
            writer.string(summary.nutriGrade)
            writer.key("rating")
            writer.double(summary.rating)
            writer.key("ratingCount")
            writer.int(summary.ratingCount)
        }
        tail = RestaurantSummaryTemplate.continuation(writer.bytes, closes: true)
    }

    /// Writes the whole summary with these customer-dependent members.
    public func write(
        deliveryFee: Int, distanceKm: Double?, etaMinutes: MinutesRange, isOpen: Bool, to writer: inout JSONWriter
    ) {
        writer.embed(head, startsValue: true)
        writer.key("deliveryFee")
        writer.int(deliveryFee)
        writer.key("distanceKm")
        writer.double(distanceKm)
        writer.key("etaMinutes")
        etaMinutes.write(to: &writer)
        writer.embed(middle, startsValue: false)
        writer.key("isOpen")
        writer.bool(isOpen)
        writer.embed(tail, startsValue: false)
    }

    /// `{"a":1}` → `,"a":1` (and the closing brace kept when `closes`).
    private static func continuation(_ object: [UInt8], closes: Bool) -> [UInt8] {
        [UInt8(ascii: ",")] + object.dropFirst().dropLast() + (closes ? [UInt8(ascii: "}")] : [])
    }
}
