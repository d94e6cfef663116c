import FoodlyApp
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
        "location.latitude", "location.longitude", "location.pick", "deliveryRadiusKm", "timeZone", "prepMinutes",
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
    /// the tax rate's basis points on the percent input, the coordinates on the address they are found from.
    static func field(of issue: FieldError) -> String {
        let base = issue.field.split(separator: "[").first.map(String.init) ?? issue.field
        switch base {
        case "taxRateBps": return "taxRate"
        case "location.latitude", "location.longitude": return "location.address"
        default: return base.hasPrefix("openingHours") ? "openingHours" : base
        }
    }

    /// The fields in the order the form shows them, for the error summary.
    static let order = [
        "name", "cuisine", "description", "categories", "phone", "contactEmail", "location.address",
        "deliveryRadiusKm", "timeZone", "fees.deliveryBase", "fees.deliveryPerKm", "fees.minimumOrder", "taxRate",
        "prepMinutes", "openingHours",
    ]

    /// `issues` as the form shows them: on their inputs (``field(of:)``), in the form's order, and a missing place
    /// as one issue asking to find the address.
    static func shown(_ issues: [FieldError]) -> [FieldError] {
        var shown: [FieldError] = []
        for issue in issues {
            let field = field(of: issue)
            let moved =
                field == "location.address" && issue.field != "location.address"
                ? FieldError(field: field, code: "required", message: findMessage)
                : FieldError(field: field, code: issue.code, message: issue.message)
            if !shown.contains(moved) { shown.append(moved) }
        }
        let position = { (issue: FieldError) in order.firstIndex(of: issue.field) ?? order.count }
        return shown.enumerated().sorted { (position($0.element), $0.offset) < (position($1.element), $1.offset) }
            .map(\.element)
    }

    /// What a missing or unpicked address is told.
    static let findMessage = "Find the restaurant's address and pick it from the list."

    /// The known address the form's pick names (`location.pick`: an id, or an id and a house number placed beside
    /// it, `12:2000`), written into the address and coordinates; the form unchanged without a pick.
    mutating func applyPick(_ addresses: AddressService) throws {
        let parts = self["location.pick"].split(separator: ":", maxSplits: 1).map(String.init)
        guard let id = parts.first.flatMap(Int64.init) else { return }
        let known =
            parts.count == 2 ? try addresses.placed(parts[1], nextTo: id) : try addresses.known(id)
        guard let known else { return }
        values["location.address"] = [known.line1, known.city, known.postcode].compactMap { $0 }.joined(separator: ", ")
        values["location.latitude"] = String(known.latitude)
        values["location.longitude"] = String(known.longitude)
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
