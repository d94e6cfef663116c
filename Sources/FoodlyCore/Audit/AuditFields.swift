import FoodlyShared
import Foundation

/// How the audit log writes the values an action changed: short texts people read ("1250" cents, shown as "$12.50";
/// "Mon 11:00–22:00"),
/// and only the fields whose value differs.
public enum AuditFields {
    /// The fields of `before` and `after` whose values differ (a field one side lacks counts as differing).
    public static func changed(_ before: [String: String], _ after: [String: String]) -> (
        before: [String: String], after: [String: String]
    ) {
        let fields = Set(before.keys).union(after.keys).filter { before[$0] != after[$0] }
        return (before.filter { fields.contains($0.key) }, after.filter { fields.contains($0.key) })
    }

    /// The fields that log an amount of money, in cents: a dish's price, an order's refunded total, a restaurant's
    /// fees and minimum, a coupon's minimum subtotal.
    public static let moneyFields: Set<String> = [
        "price", "refunded", "delivery_base", "delivery_per_km", "free_delivery_over", "minimum_order",
        "minimum_subtotal",
    ]

    /// A logged value as people read it: money in dollars ("$9.50" for "950"; the log keeps the cents, as the API
    /// gives them), anything else as logged.
    public static func shown(_ value: String, of field: String) -> String {
        guard moneyFields.contains(field), let cents = Int(value) else { return value }
        return Money.format(cents)
    }

    /// A value's fields as the API names them (`price`, `nutrition.kcal`), each in short: numbers as written,
    /// lists joined by ", ", true and false as "yes" and "no"; a member left out is left out here too. Adding a
    /// field to a draft adds it to the audit record.
    public static func fields(of value: some Encodable) -> [String: String] {
        var fields: [String: String] = [:]
        func add(_ json: JSONValue, _ path: String) {
            switch json {
            case .null: break
            case .bool(let flag): fields[path] = flag ? "yes" : "no"
            case .number(let amount): fields[path] = number(amount)
            case .string(let text): fields[path] = text
            case .array(let items):
                fields[path] = items.map { item in
                    if case .string(let text) = item { return text }
                    if case .number(let amount) = item { return number(amount) }
                    return "…"
                }.joined(separator: ", ")
            case .object(let members):
                for (key, member) in members { add(member, path.isEmpty ? key : path + "." + key) }
            }
        }
        add((try? JSONValue(encoding: value)) ?? .null, "")
        return fields
    }

    /// A dish's option groups in short: "Size (3), Extras (4)", or "none".
    public static func options(_ groups: [OptionGroup]) -> String {
        groups.isEmpty ? "none" : groups.map { "\($0.name) (\($0.options.count))" }.joined(separator: ", ")
    }

    /// A menu's order in short: "Mains: Bowl, Wrap; Sides: Fries" (`names` gives each dish's name).
    public static func layout(_ sections: [MenuLayout.Section], names: [ID<Dish>: String]) -> String {
        sections.map { section in
            section.name + ": " + section.dishes.map { names[$0] ?? $0.rawValue }.joined(separator: ", ")
        }.joined(separator: "; ")
    }

    /// A week of opening hours, one day a line part: "Mon 11:00–15:00, 18:00–22:00; Tue closed; …".
    public static func hours(_ hours: OpeningHours) -> String {
        hours.days.enumerated().map { day, periods in
            let name = String(OpeningHours.dayNames[day].prefix(3))
            return name + " " + (periods.isEmpty ? "closed" : periods.map(OpeningHours.text).joined(separator: ", "))
        }.joined(separator: "; ")
    }

    /// A closure: "2027-01-01 to 2027-01-03 (Holidays)".
    public static func closure(_ closure: Closure) -> String {
        let dates = closure.first == closure.last ? closure.first.text : closure.first.text + " to " + closure.last.text
        return closure.reason.isEmpty ? dates : dates + " (" + closure.reason + ")"
    }

    /// Whether new orders are taken: "taking orders", "paused until 2027-01-01T12:30:00Z" or "paused until reopened".
    public static func pause(_ pause: RestaurantPause?, at now: Date) -> String {
        guard let pause, pause.holds(at: now) else { return "taking orders" }
        return pause.until.map { "paused until " + $0.formatted(.iso8601) } ?? "paused until reopened"
    }

    /// A number without a needless ".0": 12 → "12", 12.5 → "12.5".
    public static func number(_ value: Double) -> String {
        value.rounded() == value && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
