import FoodlyShared
import Foundation

/// Checks restaurants in the import format (docs/IMPORT-FORMAT.md) and turns them into `ImportedRestaurant` values.
///
/// Every bad field is reported at once, named by its JSON path (`menu[0].dishes[2].price`); nothing is
/// imported unless everything is valid. The listing rule refuses a restaurant whose available foods are less than
/// 75% graded A or B, naming each that is not; drinks, graded on their own stricter scale, do not count, except on a
/// menu of drinks only, which is judged on them.
public enum RestaurantImporter {
    /// The share of available dishes that must be graded A or B.
    public static let listingShare = ListingRule.share

    /// Validates one restaurant object; `path` prefixes field names (e.g. `[3]` inside a list).
    public static func restaurant(from json: JSONValue, path: String = "") throws -> ImportedRestaurant {
        let reader = FieldReader()
        let restaurant = read(json, path, reader)
        try ValidationFailure.check(reader.issues)
        guard let restaurant else {
            throw ValidationFailure([FieldError(field: path, code: "invalid", message: "Not a restaurant.")])
        }
        try checkListingRule(restaurant, path: path)
        return restaurant
    }

    /// Validates a single restaurant object or a non-empty list of them; issues from every restaurant are reported.
    public static func restaurants(from json: JSONValue) throws -> [ImportedRestaurant] {
        guard case .array(let items) = json else { return [try restaurant(from: json)] }
        guard !items.isEmpty else {
            throw ValidationFailure([FieldError(field: "", code: "required", message: "List at least one restaurant.")])
        }
        var result: [ImportedRestaurant] = []
        var issues: [FieldError] = []
        for (index, item) in items.enumerated() {
            do {
                result.append(try restaurant(from: item, path: "[\(index)]"))
            } catch let failure as ValidationFailure {
                issues += failure.issues
            }
        }
        try ValidationFailure.check(issues)
        return result
    }

    private static func checkListingRule(_ restaurant: ImportedRestaurant, path: String) throws {
        let placed = restaurant.menu.enumerated().flatMap { sectionIndex, section in
            section.dishes.enumerated().map { dishIndex, dish in
                (path: prefixed(path, "menu[\(sectionIndex)].dishes[\(dishIndex)]"), entry: dish.listingEntry)
            }
        }
        let entries = placed.map(\.entry)
        let rule = ListingRule(entries)
        guard !rule.holds else { return }
        let offenders = rule.offenders.map { index in
            FieldError(
                field: placed[index].path, code: "grade_\(entries[index].grade.rawValue.lowercased())",
                message: ListingRule.belowB(entries[index]))
        }
        let summary = FieldError(field: prefixed(path, "menu"), code: "listing_rule", message: rule.summary(entries))
        throw ValidationFailure([summary] + offenders)
    }

    static func prefixed(_ path: String, _ key: String) -> String {
        path.isEmpty ? key : (key.hasPrefix("[") ? path + key : "\(path).\(key)")
    }
}
