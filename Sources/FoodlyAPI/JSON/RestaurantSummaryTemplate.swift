/// A `RestaurantSummary`'s JSON with the members that do not depend on the customer (name, categories, rating…)
/// written once, so a list only writes the four that do (delivery fee, distance, ETA, open now) per request.
///
/// With sorted keys the fixed members fall into three runs around the varying ones: `categories`, `cuisine` |
/// `deliveryFee`, `distanceKm`, `etaMinutes` | `id`, `imageUrl` | `isOpen` | `minimumOrder` … `ratingCount`. The
/// runs are kept in one buffer, each ending with the name of the varying member that follows it; the names between
/// the varying members are the same for every restaurant.
public struct RestaurantSummaryTemplate: Sendable {
    /// `{"categories":[…],"cuisine":"…","deliveryFee":` `},"id":"…","imageUrl":…,"isOpen":`
    /// `,"minimumOrder":…,"name":"…","nutriGrade":"…","rating":…,"ratingCount":…}`.
    private let text: [UInt8]
    /// Where the second run starts.
    private let idRun: Int
    /// Where the third run starts.
    private let minimumOrderRun: Int

    private static let distanceName = Array(#","distanceKm":"#.utf8)[...]
    private static let etaMaxName = Array(#","etaMinutes":{"max":"#.utf8)[...]
    private static let etaMinName = Array(#","min":"#.utf8)[...]

    /// Writes the fixed members of `summary`.
    public init(_ summary: RestaurantSummary) {
        var writer = JSONWriter(capacity: 256)
        writer.object { writer in
            writer.key("categories")
            writer.array(summary.categories) { writer, slug in writer.string(slug) }
            writer.key("cuisine")
            writer.string(summary.cuisine)
            writer.key("deliveryFee")
        }
        var text = Array(writer.bytes.dropLast())
        idRun = text.count
        writer = JSONWriter(capacity: 128)
        writer.object { writer in
            writer.key("id")
            writer.string(summary.id)
            writer.key("imageUrl")
            writer.string(summary.imageUrl)
            writer.key("isOpen")
        }
        text += [UInt8(ascii: "}"), UInt8(ascii: ",")] + writer.bytes.dropFirst().dropLast()
        minimumOrderRun = text.count
        writer = JSONWriter(capacity: 128)
        writer.object { writer in
            writer.key("minimumOrder")
            writer.int(summary.minimumOrder)
            writer.key("name")
            writer.string(summary.name)
            writer.key("nutriGrade")
            writer.string(summary.nutriGrade.rawValue)
            writer.key("rating")
            writer.double(summary.rating)
            writer.key("ratingCount")
            writer.int(summary.ratingCount)
        }
        text += [UInt8(ascii: ",")] + writer.bytes.dropFirst()
        self.text = text
    }

    /// Writes the whole summary with these customer-dependent members.
    public func write(
        deliveryFee: Int, distanceKm: Double?, etaMinutes: MinutesRange, isOpen: Bool, to writer: inout JSONWriter
    ) {
        writer.embed(text[..<idRun], startsValue: true, endsWithKey: true)
        writer.int(deliveryFee)
        writer.embed(RestaurantSummaryTemplate.distanceName, startsValue: false, endsWithKey: true)
        writer.double(distanceKm)
        writer.embed(RestaurantSummaryTemplate.etaMaxName, startsValue: false, endsWithKey: true)
        writer.int(etaMinutes.max)
        writer.embed(RestaurantSummaryTemplate.etaMinName, startsValue: false, endsWithKey: true)
        writer.int(etaMinutes.min)
        writer.embed(text[idRun..<minimumOrderRun], startsValue: false, endsWithKey: true)
        writer.bool(isOpen)
        writer.embed(text[minimumOrderRun...], startsValue: false, endsWithKey: false)
    }
}
