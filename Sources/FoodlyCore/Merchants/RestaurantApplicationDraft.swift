import FoodlyShared

/// What a restaurant owner applies with, checked: the restaurant's own fields in the import format
/// (docs/IMPORT-FORMAT.md, read by the importer's own rules, so nothing is checked twice) without a menu, and the
/// address Foodly writes to about the application.
public struct RestaurantApplicationDraft: Sendable, Equatable {
    /// The restaurant as it will be created, with an empty menu (the menu is written after approval).
    public var details: ImportedRestaurant
    /// Where Foodly writes about the application.
    public var contactEmail: String

    /// Creates a draft.
    public init(details: ImportedRestaurant, contactEmail: String) {
        self.details = details
        self.contactEmail = contactEmail
    }

    /// Checks an application object: the import format's restaurant fields but `menu`, which an application may
    /// not carry, and `contactEmail`. Every bad field is reported at once, named by its JSON path.
    public static func read(_ json: JSONValue) throws -> RestaurantApplicationDraft {
        let reader = FieldReader()
        let details = RestaurantImporter.readDetails(json, "", reader)
        if let menu = json["menu"], menu != .null {
            reader.fail("menu", "not_allowed", "Leave the menu out: it is written once the restaurant is approved.")
        }
        var contactEmail: String?
        if case .object = json {
            let text = reader.string(json, "contactEmail", "", maxLength: AccountRules.maxEmailLength)
            if let text {
                let issues = AccountRules.emailIssues(text, field: "contactEmail")
                for issue in issues { reader.fail(issue.field, issue.code, issue.message) }
                if issues.isEmpty { contactEmail = AccountRules.normalizedEmail(text) }
            }
        }
        try ValidationFailure.check(reader.issues)
        guard let details, let contactEmail else {
            throw ValidationFailure([FieldError(field: "", code: "invalid", message: "Not an application.")])
        }
        return RestaurantApplicationDraft(details: details, contactEmail: contactEmail)
    }

    /// The draft in the import format (the restaurant's fields and `contactEmail`), as it is stored and read back
    /// with ``read(_:)``.
    public var json: JSONValue {
        let restaurant = details
        var hours: [String: JSONValue] = [:]
        for (day, periods) in zip(OpeningHours.dayKeys, restaurant.openingHours.days) {
            hours[day] = .array(
                periods.map { .array([.string(OpeningHours.text($0.opens)), .string(OpeningHours.text($0.closes))]) })
        }
        var fees: [String: JSONValue] = [
            "deliveryBase": .number(Double(restaurant.fees.deliveryBase)),
            "deliveryPerKm": .number(Double(restaurant.fees.deliveryPerKm)),
            "minimumOrder": .number(Double(restaurant.fees.minimumOrder)),
        ]
        if let free = restaurant.fees.freeDeliveryOver { fees["freeDeliveryOver"] = .number(Double(free)) }
        var object: [String: JSONValue] = [
            "name": .string(restaurant.name), "cuisine": .string(restaurant.cuisine),
            "description": .string(restaurant.description), "phone": .string(restaurant.phone),
            "categories": .array(restaurant.categories.map(JSONValue.string)),
            "location": .object([
                "address": .string(restaurant.address), "latitude": .number(restaurant.location.latitude),
                "longitude": .number(restaurant.location.longitude),
            ]),
            "region": .string(restaurant.region), "deliveryRadiusKm": .number(restaurant.deliveryRadiusKm),
            "timeZone": .string(restaurant.timeZone.identifier),
            "prepMinutes": .number(Double(restaurant.prepMinutes)), "openingHours": .object(hours),
            "fees": .object(fees), "taxRateBps": .number(Double(restaurant.taxRateBps)),
            "contactEmail": .string(contactEmail),
        ]
        if let imageURL = restaurant.imageURL { object["imageUrl"] = .string(imageURL) }
        return .object(object)
    }
}
