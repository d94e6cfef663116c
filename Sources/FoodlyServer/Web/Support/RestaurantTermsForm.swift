import FoodlyCore
import FoodlyHTTP
import FoodlyShared
import Foundation

/// The console's form for a restaurant's terms: fees in dollars, the tax rate in percent and the delivery radius in
/// km, sent as the patch `RestaurantTerms.applying` reads. Field names are its JSON paths (the tax rates' are
/// `taxRate` and `drinksTaxRate`, in percent), so its issues land on their inputs.
struct RestaurantTermsForm {
    /// The inputs: name, label and hint.
    static let fields: [(name: String, label: String, hint: String)] = [
        ("fees.deliveryBase", "Delivery fee ($)", "Charged on every delivery, for example 1.99."),
        ("fees.deliveryPerKm", "Per km ($)", "Added for each km of the trip, for example 0.50."),
        ("fees.freeDeliveryOver", "Free delivery from ($)", "A subtotal from which delivery is free; empty for never."),
        ("fees.minimumOrder", "Minimum order ($)", "The smallest subtotal it takes; 0 for none."),
        ("taxRate", "Sales tax (%)", "For example 8.625."),
        ("drinksTaxRate", "Sales tax on drinks (%)", "Where drinks are taxed at another rate; empty for the same."),
        ("deliveryRadiusKm", "Delivers within (km)", "Straight-line distance from the restaurant."),
    ]

    /// The values as typed, by field name.
    var values: [String: String]

    /// The form showing `terms`.
    init(_ terms: RestaurantTerms) {
        let fees = terms.fees
        values = [
            "fees.deliveryBase": Money.decimal(fees.deliveryBase),
            "fees.deliveryPerKm": Money.decimal(fees.deliveryPerKm),
            "fees.freeDeliveryOver": fees.freeDeliveryOver.map(Money.decimal) ?? "",
            "fees.minimumOrder": Money.decimal(fees.minimumOrder),
            "taxRate": AuditFields.number(Double(terms.taxRateBps) / 100),
            "drinksTaxRate": terms.drinksTaxRateBps.map { AuditFields.number(Double($0) / 100) } ?? "",
            "deliveryRadiusKm": AuditFields.number(terms.deliveryRadiusKm),
        ]
    }

    /// The values posted.
    init(_ posted: Parameters) {
        values = [:]
        for field in RestaurantTermsForm.fields { values[field.name] = String((posted[field.name] ?? "").prefix(40)) }
    }

    /// The patch the values make: every term given (an empty free-delivery threshold is never, an empty drinks rate
    /// the same as food; any other empty value is refused as no number).
    var patch: JSONValue {
        func typed(_ name: String, scale: Double? = nil) -> JSONValue {
            FormNumber.json(values[name] ?? "", scale: scale) ?? .string("")
        }
        var fees: [String: JSONValue] = [:]
        for key in ["deliveryBase", "deliveryPerKm", "minimumOrder"] { fees[key] = typed("fees." + key, scale: 100) }
        /// `name` typed, `null` when left empty.
        func optional(_ name: String, scale: Double) -> JSONValue {
            (values[name] ?? "").trimmingCharacters(in: .whitespaces).isEmpty ? .null : typed(name, scale: scale)
        }
        fees["freeDeliveryOver"] = optional("fees.freeDeliveryOver", scale: 100)
        return .object([
            "fees": .object(fees), "taxRateBps": typed("taxRate", scale: 100),
            "drinksTaxRateBps": optional("drinksTaxRate", scale: 100), "deliveryRadiusKm": typed("deliveryRadiusKm"),
        ])
    }

    /// An issue as the form shows it: on its input, with bounds in dollars or percent as they are typed.
    static func shown(_ issue: FieldError) -> FieldError {
        let field = ["taxRateBps": "taxRate", "drinksTaxRateBps": "drinksTaxRate"][issue.field] ?? issue.field
        var shown = FieldError(field: field, code: issue.code, message: issue.message)
        if issue.code == "wrong_type" { shown.message = "Enter a number such as 2.50, without a thousands separator." }
        guard issue.code == "out_of_range" else { return shown }
        switch field {
        case "fees.deliveryBase", "fees.deliveryPerKm": shown.message = dollars(RestaurantTerms.feeRange)
        case "fees.freeDeliveryOver", "fees.minimumOrder": shown.message = dollars(RestaurantTerms.orderAmountRange)
        case "taxRate", "drinksTaxRate":
            let range = RestaurantTerms.taxRateRange
            shown.message =
                "Enter a rate from \(ConsoleRestaurantsPage.percent(range.lowerBound)) to \(ConsoleRestaurantsPage.percent(range.upperBound))."
        default: break
        }
        return shown
    }

    private static func dollars(_ cents: ClosedRange<Int>) -> String {
        "Enter an amount from \(Money.format(cents.lowerBound)) to \(Money.format(cents.upperBound))."
    }
}
