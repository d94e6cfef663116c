import FoodlyShared
import Foundation

/// What a restaurant charges and where it delivers, as an operator changes them: the import format's `fees`,
/// `taxRateBps`, `drinksTaxRateBps` and `deliveryRadiusKm`, read by the importer's own rules (docs/IMPORT-FORMAT.md).
/// The service fee is Foodly's, the same for every restaurant (`ServiceFee.standard`), so it is no restaurant's term.
public struct RestaurantTerms: Sendable, Equatable {
    /// The delivery fee's base and per-km part, in cents.
    public static let feeRange = 0...10_000
    /// The minimum order and the free-delivery threshold, in cents.
    public static let orderAmountRange = 0...1_000_000
    /// The sales tax, in basis points.
    public static let taxRateRange = 0...3000

    /// Delivery fees and the minimum order.
    public var fees: DeliveryFees
    /// Sales tax in basis points.
    public var taxRateBps: Int
    /// Sales tax on drinks where it differs, in basis points; nil: `taxRateBps`.
    public var drinksTaxRateBps: Int?
    /// Delivery radius (great-circle km) around the restaurant: the area shape the catalog uses.
    public var deliveryRadiusKm: Double

    /// Creates terms.
    public init(fees: DeliveryFees, taxRateBps: Int, drinksTaxRateBps: Int? = nil, deliveryRadiusKm: Double) {
        self.fees = fees
        self.taxRateBps = taxRateBps
        self.drinksTaxRateBps = drinksTaxRateBps
        self.deliveryRadiusKm = deliveryRadiusKm
    }

    /// The terms `restaurant` has now.
    public init(_ restaurant: Restaurant) {
        self.init(
            fees: restaurant.fees, taxRateBps: restaurant.taxRateBps, drinksTaxRateBps: restaurant.drinksTaxRateBps,
            deliveryRadiusKm: restaurant.deliveryRadiusKm)
    }

    /// These terms with `patch` applied: an object with any of `fees` (its members replace the ones given;
    /// `freeDeliveryOver: null` for never, any other `null` as if left out), `taxRateBps`, `drinksTaxRateBps` (`null`:
    /// as food) and `deliveryRadiusKm`, the whole read back by the importer's rules. Every bad or unknown field is
    /// reported at once, named by its JSON path; nothing is changed.
    public func applying(_ patch: JSONValue) throws -> RestaurantTerms {
        let reader = FieldReader()
        guard case .object(let members) = patch else {
            throw ValidationFailure([FieldError(field: "", code: "invalid", message: "Send an object.")])
        }
        for key in members.keys.sorted()
        where !["fees", "taxRateBps", "drinksTaxRateBps", "deliveryRadiusKm"].contains(key) {
            reader.fail(key, "unknown_field", "Change fees, taxRateBps, drinksTaxRateBps or deliveryRadiusKm.")
        }
        var fees: [String: JSONValue] = [
            "deliveryBase": .number(Double(self.fees.deliveryBase)),
            "deliveryPerKm": .number(Double(self.fees.deliveryPerKm)),
            "minimumOrder": .number(Double(self.fees.minimumOrder)),
        ]
        if let free = self.fees.freeDeliveryOver { fees["freeDeliveryOver"] = .number(Double(free)) }
        if case .object(let given)? = members["fees"] {
            for (key, value) in given where value != .null || key == "freeDeliveryOver" { fees[key] = value }
        }
        if fees["freeDeliveryOver"] == .null { fees["freeDeliveryOver"] = nil }
        /// A member sent, `null` read as left out.
        func given(_ key: String) -> JSONValue? { members[key] == .null ? nil : members[key] }
        let feesValue: JSONValue
        switch given("fees") {
        case .some(.object), .none: feesValue = .object(fees)
        case .some(let other): feesValue = other  // not an object: the importer's rules refuse it
        }
        let drinks: JSONValue =
            members["drinksTaxRateBps"] ?? drinksTaxRateBps.map { .number(Double($0)) } ?? .null
        let merged = JSONValue.object([
            "fees": feesValue, "taxRateBps": given("taxRateBps") ?? .number(Double(taxRateBps)),
            "drinksTaxRateBps": drinks, "deliveryRadiusKm": given("deliveryRadiusKm") ?? .number(deliveryRadiusKm),
        ])
        let readFees = RestaurantImporter.readFees(merged, "", reader)
        let radius = RestaurantImporter.readRadius(merged, "", reader)
        let tax = RestaurantImporter.readTaxRate(merged, "", reader)
        let drinksTax = RestaurantImporter.readDrinksTaxRate(merged, "", reader)
        try ValidationFailure.check(reader.issues)
        guard let readFees, let radius, let tax else {
            throw ValidationFailure([FieldError(field: "", code: "invalid", message: "Not terms.")])
        }
        return RestaurantTerms(
            fees: readFees, taxRateBps: tax, drinksTaxRateBps: drinksTax, deliveryRadiusKm: radius)
    }

    /// The terms as the audit log keeps them: cents, basis points and km as numbers.
    public var auditValues: [String: String] {
        [
            "delivery_base": String(fees.deliveryBase), "delivery_per_km": String(fees.deliveryPerKm),
            "free_delivery_over": fees.freeDeliveryOver.map(String.init) ?? "never",
            "minimum_order": String(fees.minimumOrder), "tax_rate_bps": String(taxRateBps),
            "drinks_tax_rate_bps": drinksTaxRateBps.map(String.init) ?? "as food",
            "delivery_radius_km": String(deliveryRadiusKm),
        ]
    }
}

extension RestaurantTermsPatch: CheckedBody {
    /// Reads and checks a patch by `RestaurantTerms.applying`'s rules: each value given in its range, no unknown
    /// field. The ranges do not depend on each other, so checking it against any terms finds the same issues.
    public static func checked(_ json: JSONValue) throws -> RestaurantTermsPatch {
        let any = RestaurantTerms(
            fees: DeliveryFees(deliveryBase: 0, deliveryPerKm: 0, freeDeliveryOver: nil, minimumOrder: 0),
            taxRateBps: 0, deliveryRadiusKm: 1)
        _ = try any.applying(json)
        return try JSONDecoder().decode(RestaurantTermsPatch.self, from: JSONEncoder().encode(json))
    }
}
