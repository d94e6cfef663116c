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

    /// The draft as it is sent and stored, read back with ``read(_:)``.
    public var request: RestaurantApplicationRequest {
        RestaurantApplicationRequest(restaurant: details.draft, contactEmail: contactEmail)
    }
}

extension RestaurantApplicationRequest: CheckedBody {
    /// Reads and checks an application by the importer's own rules (`RestaurantApplicationDraft.read`).
    public static func checked(_ json: JSONValue) throws -> RestaurantApplicationRequest {
        try RestaurantApplicationDraft.read(json).request
    }
}
