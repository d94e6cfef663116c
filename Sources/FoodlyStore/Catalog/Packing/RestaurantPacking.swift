import FoodlyCore
import Foundation

/// A restaurant in `ByteWriter`'s encoding, for the catalog file: every field, read back equal (opening hours and
/// closures in the store's own text, numbers and times bit for bit).
enum RestaurantPacking {
    /// Appends `restaurant`.
    static func write(_ restaurant: Restaurant, to writer: inout ByteWriter) {
        writer.id(restaurant.id.rawValue)
        for text in [
            restaurant.name, restaurant.cuisine, restaurant.description, restaurant.phone, restaurant.address,
            restaurant.region, restaurant.timeZone.identifier, HoursCodec.encode(restaurant.openingHours),
            ClosuresCodec.encode(restaurant.closures),
        ] {
            writer.string(text)
        }
        writer.unsigned(UInt64(restaurant.categories.count))
        for category in restaurant.categories { writer.string(category) }
        writer.optionalString(restaurant.imageURL)
        writer.fixedDouble(restaurant.location.latitude)
        writer.fixedDouble(restaurant.location.longitude)
        writer.fixedDouble(restaurant.deliveryRadiusKm)
        writer.unsigned(UInt64(restaurant.zones.count))
        for zone in restaurant.zones {
            writer.string(zone.name)
            writer.unsigned(UInt64(zone.polygon.count))
            for ring in zone.polygon {
                writer.unsigned(UInt64(ring.count))
                for position in ring { for value in position { writer.fixedDouble(value) } }
            }
            writer.signed(zone.deliveryFee)
            writer.signed(zone.minimumOrder)
        }
        writer.signed(restaurant.prepMinutes)
        let fees = restaurant.fees
        writer.signed(fees.deliveryBase)
        writer.signed(fees.deliveryPerKm)
        writer.signed(fees.freeDeliveryOver ?? -1)
        writer.byte(fees.freeDeliveryOver == nil ? 0 : 1)
        writer.signed(fees.minimumOrder)
        writer.signed(restaurant.taxRateBps)
        writer.signed(restaurant.drinksTaxRateBps ?? -1)
        writer.byte(restaurant.offersPickup ? 1 : 0)
        writer.byte(restaurant.rating == nil ? 0 : 1)
        writer.fixedDouble(restaurant.rating ?? 0)
        writer.signed(restaurant.ratingCount)
        writer.string(restaurant.nutriGrade.rawValue)
        writer.byte(restaurant.pause == nil ? 0 : restaurant.pause?.until == nil ? 1 : 2)
        writer.fixedDouble(restaurant.pause?.until?.timeIntervalSinceReferenceDate ?? 0)
        writer.byte(restaurant.suspension == nil ? 0 : 1)
        writer.fixedDouble(restaurant.suspension?.since.timeIntervalSinceReferenceDate ?? 0)
        writer.string(restaurant.suspension?.reason ?? "")
    }

    /// Reads a restaurant `write` appended.
    static func read(_ reader: inout ByteReader) -> Restaurant {
        let id = ID<Restaurant>(reader.id())
        let name = reader.string()
        let cuisine = reader.string()
        let description = reader.string()
        let phone = reader.string()
        let address = reader.string()
        let region = reader.string()
        let zone = TimeZoneCache.zone(reader.string())
        let hours = HoursCodec.decode(reader.string())
        let closures = ClosuresCodec.decode(reader.string())
        let categories = CategoryListCache.shared((0..<reader.count()).map { _ in reader.string() })
        let imageURL = reader.optionalString()
        let location = GeoPoint(latitude: reader.fixedDouble(), longitude: reader.fixedDouble())
        let radius = reader.fixedDouble()
        let zones = (0..<reader.count()).map { _ in
            // Arguments are read in the order written.
            DeliveryZone(
                name: reader.string(),
                polygon: (0..<reader.count()).map { _ in
                    (0..<reader.count()).map { _ in [reader.fixedDouble(), reader.fixedDouble()] }
                }, deliveryFee: reader.signed(), minimumOrder: reader.signed())
        }
        let prepMinutes = reader.signed()
        let base = reader.signed()
        let perKm = reader.signed()
        let freeOver = reader.signed()
        let hasFreeOver = reader.byte() == 1
        let fees = DeliveryFees(
            deliveryBase: base, deliveryPerKm: perKm, freeDeliveryOver: hasFreeOver ? freeOver : nil,
            minimumOrder: reader.signed())
        let taxRateBps = reader.signed()
        let drinksTaxRateBps = reader.signed()
        let offersPickup = reader.byte() == 1
        let hasRating = reader.byte() == 1
        let rating = reader.fixedDouble()
        let ratingCount = reader.signed()
        let grade = NutriGrade(rawValue: reader.string()) ?? .c
        let pauseKind = reader.byte()
        let pausedUntil = Date(timeIntervalSinceReferenceDate: reader.fixedDouble())
        let suspended = reader.byte() == 1
        let since = Date(timeIntervalSinceReferenceDate: reader.fixedDouble())
        let reason = reader.string()
        return Restaurant(
            id: id, name: name, cuisine: cuisine, description: description, phone: phone, categories: categories,
            imageURL: imageURL, address: address, region: region, location: location, deliveryRadiusKm: radius,
            zones: zones,
            timeZone: zone, prepMinutes: prepMinutes, openingHours: hours, fees: fees, taxRateBps: taxRateBps,
            drinksTaxRateBps: drinksTaxRateBps < 0 ? nil : drinksTaxRateBps, offersPickup: offersPickup,
            rating: hasRating ? rating : nil, ratingCount: ratingCount, nutriGrade: grade, closures: closures,
            pause: pauseKind == 0 ? nil : RestaurantPause(until: pauseKind == 2 ? pausedUntil : nil),
            suspension: suspended ? RestaurantSuspension(since: since, reason: reason) : nil)
    }
}
