import FoodlyShared
import Foundation

extension RestaurantImporter {
    /// Reads every field of a restaurant, recording issues; nil when something required is missing.
    static func read(_ json: JSONValue, _ path: String, _ reader: FieldReader) -> ImportedRestaurant? {
        let details = readDetails(json, path, reader)
        let menu = readMenu(json, path, reader)
        guard var details, let menu else { return nil }
        details.menu = menu
        return details
    }

    /// Reads a restaurant's own fields (everything but its menu, which is left empty), recording issues; nil when
    /// something required is missing.
    static func readDetails(_ json: JSONValue, _ path: String, _ reader: FieldReader) -> ImportedRestaurant? {
        let name = reader.string(json, "name", path, maxLength: 100)
        let cuisine = reader.string(json, "cuisine", path, maxLength: 60)
        let description = reader.string(json, "description", path, maxLength: 500, allowEmpty: true, multiline: true)
        let phoneText = reader.string(json, "phone", path, maxLength: 32)
        let phone = phoneText.flatMap(PhoneNumber.normalize)
        if phoneText != nil && phone == nil {
            reader.fail(prefixed(path, "phone"), "invalid_phone", "Use an E.164 phone number, like +14155550100.")
        }
        let categories = readCategories(json, path, reader)
        let imageURL = readImageURL(json, "imageUrl", path, reader)
        let location = reader.value(json, "location", path)
        let locationPath = prefixed(path, "location")
        let address = location.flatMap { reader.string($0, "address", locationPath, maxLength: 200) }
        let latitude = location.flatMap { reader.number($0, "latitude", locationPath, range: -90...90) }
        let longitude = location.flatMap { reader.number($0, "longitude", locationPath, range: -180...180) }
        let radius = readRadius(json, path, reader)
        let region = readRegion(json, path, reader)
        let timeZoneName = reader.string(json, "timeZone", path, maxLength: 64)
        let timeZone = timeZoneName.flatMap(TimeZone.init(identifier:))
        if timeZoneName != nil && timeZone == nil {
            reader.fail(
                prefixed(path, "timeZone"), "unknown_time_zone", "Use an IANA time zone, like America/Los_Angeles.")
        }
        let prepMinutes = reader.integer(json, "prepMinutes", path, range: 1...180)
        let hours = readOpeningHours(json, path, reader)
        let fees = readFees(json, path, reader)
        let taxRateBps = readTaxRate(json, path, reader)
        let drinksTaxRateBps = readDrinksTaxRate(json, path, reader)
        let offersPickup = json["offersPickup"].flatMap { $0 == .null ? nil : reader.bool(json, "offersPickup", path) }
        guard let name, let cuisine, let description, let phone, let address, let latitude, let longitude, let radius,
            let timeZone, let prepMinutes, let hours, let fees, let taxRateBps
        else { return nil }
        return ImportedRestaurant(
            name: name, cuisine: cuisine, description: description, phone: phone, categories: categories,
            imageURL: imageURL, address: address, region: region,
            location: GeoPoint(latitude: latitude, longitude: longitude),
            deliveryRadiusKm: radius, timeZone: timeZone, prepMinutes: prepMinutes, openingHours: hours, fees: fees,
            taxRateBps: taxRateBps, drinksTaxRateBps: drinksTaxRateBps, offersPickup: offersPickup ?? false, menu: [])
    }

    /// The optional `region`: a `RegionName`, `RegionName.default` when left out or null.
    private static func readRegion(_ json: JSONValue, _ path: String, _ reader: FieldReader) -> String {
        guard let value = json["region"], value != .null else { return RegionName.default }
        guard let name = reader.string(json, "region", path, maxLength: RegionName.maxLength) else {
            return RegionName.default
        }
        if !RegionName.isValid(name) {
            reader.fail(
                prefixed(path, "region"), "invalid_region", "Use a lowercase slug like \"san-francisco\".")
        }
        return name
    }

    private static func readCategories(_ json: JSONValue, _ path: String, _ reader: FieldReader) -> [String] {
        guard let items = reader.array(json, "categories", path, maxCount: ImportedRestaurant.maxCategories) else {
            return []
        }
        var slugs: [String] = []
        var kept: Set<String> = []
        for (index, item) in items.enumerated() {
            if case .string(let slug) = item, !slug.isEmpty, Text.length(slug) <= 40,
                slug.allSatisfy({ ($0.isLetter && $0.isLowercase && $0.isASCII) || $0.isNumber || $0 == "-" })
            {
                if kept.insert(slug).inserted { slugs.append(slug) }
            } else {
                reader.fail(
                    prefixed(path, "categories[\(index)]"), "invalid_slug", "Use a lowercase slug like \"bowls\".")
            }
        }
        if items.isEmpty { reader.fail(prefixed(path, "categories"), "required", "Give at least one category.") }
        return slugs
    }

    static func readImageURL(_ json: JSONValue, _ key: String, _ path: String, _ reader: FieldReader) -> String? {
        guard let url = reader.optionalString(json, key, path, maxLength: 300) else { return nil }
        guard url.hasPrefix("/static/") || url.hasPrefix("https://") else {
            reader.fail(prefixed(path, key), "invalid_url", "Use a /static/… path or an https:// URL.")
            return nil
        }
        return url
    }

    private static func readOpeningHours(_ json: JSONValue, _ path: String, _ reader: FieldReader) -> OpeningHours? {
        guard let value = reader.value(json, "openingHours", path) else { return nil }
        let hoursPath = prefixed(path, "openingHours")
        guard case .object(let members) = value else {
            reader.fail(hoursPath, "wrong_type", "Expected an object of days.")
            return nil
        }
        for key in members.keys where !OpeningHours.dayKeys.contains(key) {
            reader.fail("\(hoursPath).\(key)", "unknown_day", "Days are mon, tue, wed, thu, fri, sat and sun.")
        }
        var days: [[OpeningHours.Period]] = []
        for day in OpeningHours.dayKeys {
            var periods: [OpeningHours.Period] = []
            // The hours' rules name a day past `maxPeriodsPerDay`; a list far past it is refused unread.
            let items = reader.array(value, day, hoursPath, required: false, maxCount: 100) ?? []
            for (index, item) in items.enumerated() {
                let periodPath = "\(hoursPath).\(day)[\(index)]"
                guard case .array(let pair) = item, pair.count == 2, case .string(let opens) = pair[0],
                    case .string(let closes) = pair[1], let start = OpeningHours.minutes(opens),
                    let end = OpeningHours.minutes(closes), start < 1440, end > 0, start != end
                else {
                    reader.fail(
                        periodPath, "invalid_period", "Use [\"HH:MM\", \"HH:MM\"], e.g. [\"11:00\", \"15:00\"].")
                    continue
                }
                periods.append(OpeningHours.Period(opens: start, closes: end))
            }
            days.append(periods)
        }
        return OpeningHours(days: days)
    }

    /// `deliveryRadiusKm`: 0.1 km up to `ImportedRestaurant.maxDeliveryRadiusKm` (also for `RestaurantTerms`).
    static func readRadius(_ json: JSONValue, _ path: String, _ reader: FieldReader) -> Double? {
        reader.number(json, "deliveryRadiusKm", path, range: 0.1...ImportedRestaurant.maxDeliveryRadiusKm)
    }

    /// `taxRateBps`: `RestaurantTerms.taxRateRange` basis points (also for `RestaurantTerms`).
    static func readTaxRate(_ json: JSONValue, _ path: String, _ reader: FieldReader) -> Int? {
        reader.integer(json, "taxRateBps", path, range: RestaurantTerms.taxRateRange)
    }

    /// The optional `drinksTaxRateBps`: `RestaurantTerms.taxRateRange` basis points, nil when left out or null
    /// (also for `RestaurantTerms`).
    static func readDrinksTaxRate(_ json: JSONValue, _ path: String, _ reader: FieldReader) -> Int? {
        guard let value = json["drinksTaxRateBps"], value != .null else { return nil }
        return reader.integer(json, "drinksTaxRateBps", path, range: RestaurantTerms.taxRateRange)
    }

    /// `fees`: the delivery fees and the minimum order, in cents (also for `RestaurantTerms`).
    static func readFees(_ json: JSONValue, _ path: String, _ reader: FieldReader) -> DeliveryFees? {
        guard let fees = reader.value(json, "fees", path) else { return nil }
        let feesPath = prefixed(path, "fees")
        let base = reader.integer(fees, "deliveryBase", feesPath, range: RestaurantTerms.feeRange)
        let perKm = reader.integer(fees, "deliveryPerKm", feesPath, range: RestaurantTerms.feeRange)
        let freeOver = reader.integer(
            fees, "freeDeliveryOver", feesPath, range: RestaurantTerms.orderAmountRange, required: false)
        let minimum = reader.integer(fees, "minimumOrder", feesPath, range: RestaurantTerms.orderAmountRange)
        guard let base, let perKm, let minimum else { return nil }
        return DeliveryFees(deliveryBase: base, deliveryPerKm: perKm, freeDeliveryOver: freeOver, minimumOrder: minimum)
    }
}
