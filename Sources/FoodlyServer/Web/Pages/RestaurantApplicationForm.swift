import FoodlyCore
import FoodlyHTTP
import FoodlyShared
import Foundation

/// The restaurant application form's values as typed, and the import-format object they are sent as (read by
/// `RestaurantApplicationRequest.checked`, the API's own rules). Field names are the JSON paths, so the draft's issues
/// land on their inputs; fees are typed in dollars and the tax rate in percent.
struct RestaurantApplicationForm {
    /// The text fields, by JSON path.
    static let textFields = [
        "name", "cuisine", "description", "phone", "contactEmail", "categories", "location.address",
        "location.latitude", "location.longitude", "deliveryRadiusKm", "timeZone", "prepMinutes",
        "fees.deliveryBase", "fees.deliveryPerKm", "fees.minimumOrder", "taxRate",
    ]

    /// The values, by field name (opening hours as `openingHours.mon.opens` and `…closes`).
    var values: [String: String] = ["timeZone": "America/Los_Angeles", "prepMinutes": "20"]

    init() {}

    /// The values posted.
    init(_ fields: Parameters) {
        values = [:]
        let hours = OpeningHours.dayKeys.flatMap { ["openingHours.\($0).opens", "openingHours.\($0).closes"] }
        for name in RestaurantApplicationForm.textFields + hours {
            values[name] = String((fields[name] ?? "").prefix(600))
        }
    }

    /// The value of `name`, empty when none.
    subscript(name: String) -> String { values[name] ?? "" }

    /// The field an issue belongs to on this form: a category or an opening period is shown on its whole input,
    /// the tax rate's basis points on the percent input.
    static func field(of issue: FieldError) -> String {
        let base = issue.field.split(separator: "[").first.map(String.init) ?? issue.field
        return base == "taxRateBps" ? "taxRate" : base
    }

    /// The application the form's values make, checked; every bad field is named by its JSON path.
    func request() throws -> RestaurantApplicationRequest {
        try RestaurantApplicationRequest.checked(json)
    }

    /// The form's values as the application's JSON object, numbers read as typed (`FormNumber`).
    private var json: JSONValue {
        var object: [String: JSONValue] = [:]
        for name in ["name", "cuisine", "phone", "contactEmail", "timeZone"] where !self[name].isEmpty {
            object[name] = .string(self[name])
        }
        object["description"] = .string(self["description"])
        let categories = self["categories"].split(separator: ",").map {
            $0.trimmingCharacters(in: .whitespaces).lowercased()
        }.filter { !$0.isEmpty }
        object["categories"] = .array(categories.map(JSONValue.string))
        var location: [String: JSONValue] = [:]
        if !self["location.address"].isEmpty { location["address"] = .string(self["location.address"]) }
        location["latitude"] = number("location.latitude")
        location["longitude"] = number("location.longitude")
        object["location"] = .object(location)
        object["deliveryRadiusKm"] = number("deliveryRadiusKm")
        object["prepMinutes"] = number("prepMinutes")
        object["taxRateBps"] = number("taxRate", scale: 100)
        var fees: [String: JSONValue] = [:]
        for key in ["deliveryBase", "deliveryPerKm", "minimumOrder"] {
            fees[key] = number("fees." + key, scale: 100)
        }
        object["fees"] = .object(fees)
        var hours: [String: JSONValue] = [:]
        for day in OpeningHours.dayKeys {
            let opens = self["openingHours.\(day).opens"]
            let closes = self["openingHours.\(day).closes"]
            hours[day] = .array(opens.isEmpty && closes.isEmpty ? [] : [.array([.string(opens), .string(closes)])])
        }
        object["openingHours"] = .object(hours)
        return .object(object)
    }

    /// The number typed in `name` (`FormNumber.json`).
    private func number(_ name: String, scale: Double? = nil) -> JSONValue? {
        FormNumber.json(self[name], scale: scale)
    }
}
