import FoodlyCore
import FoodlyHTML
import Foundation

/// The console's coupon fields: read from a post into a `CouponDraft` or `CouponTerms` (a number that is not one is
/// an issue of its field; the coupon rules judge the rest), and drawn with their values and issues. Dates are whole
/// days in the operator's zone: valid from the start of the first, until the end of the last.
struct CouponForm {
    /// The typed values by field name.
    var values: [String: String]
    var issues: [FieldError] = []

    /// The whole-number fields, the money fields (typed in dollars, like the rest of the console: "5" is $5.00), and
    /// the date fields.
    static let numbers = ["percentOff", "totalLimit", "perCustomerLimit"]
    static let amounts = ["cap", "amount", "minimumSubtotal"]
    static let dates = ["validFrom", "validUntil"]

    /// Fixed values (a new coupon's defaults).
    init(values: [String: String]) {
        self.values = values
    }

    /// The values of a post.
    init(_ post: WebForm) {
        var values: [String: String] = [:]
        for name in ["code", "description", "kind", "firstOrderOnly"] + CouponForm.numbers + CouponForm.amounts
            + CouponForm.dates
        {
            values[name] = String((post[name] ?? "").prefix(200))
        }
        self.values = values
    }

    /// The values of a stored coupon.
    init(_ coupon: Coupon, in zone: TimeZone) {
        let draft = CouponDraft(coupon)
        let text = { (value: Int?) in value.map(String.init) ?? "" }
        let money = { (cents: Int?) in cents.map(Money.decimal) ?? "" }
        values = [
            "code": draft.code, "description": draft.description, "kind": draft.kind,
            "percentOff": text(draft.percentOff), "cap": money(draft.cap), "amount": money(draft.amount),
            "minimumSubtotal": coupon.minimumSubtotal == 0 ? "" : money(coupon.minimumSubtotal),
            "totalLimit": text(draft.totalLimit), "perCustomerLimit": text(draft.perCustomerLimit),
            "validFrom": coupon.validFrom.map { DiaryDate($0, in: zone).text } ?? "",
            "validUntil": coupon.validUntil.map { DiaryDate($0.addingTimeInterval(-1), in: zone).text } ?? "",
        ]
    }

    /// The new coupon the values describe; a field that is not a number or a date throws its issue.
    mutating func draft(in zone: TimeZone) throws -> CouponDraft {
        let terms = try terms(in: zone, keeping: nil)
        return CouponDraft(
            code: values["code"] ?? "", description: values["description"] ?? "", kind: values["kind"] ?? "",
            percentOff: number("percentOff"), cap: cents("cap"), amount: cents("amount"),
            minimumSubtotal: terms.minimumSubtotal, validFrom: terms.validFrom, validUntil: terms.validUntil,
            totalLimit: terms.totalLimit, perCustomerLimit: terms.perCustomerLimit,
            firstOrderOnly: values["firstOrderOnly"] == "on")
    }

    /// The validity and limits the values describe. A day left as `stored` shows it keeps the stored instant (a
    /// coupon made through the API may start or end within a day).
    mutating func terms(in zone: TimeZone, keeping stored: Coupon?) throws -> CouponTerms {
        issues = []
        for name in CouponForm.numbers where !(values[name] ?? "").isEmpty && number(name) == nil {
            issues.append(FieldError(field: name, code: "invalid", message: "Give a whole number."))
        }
        for name in CouponForm.amounts where !(values[name] ?? "").isEmpty && cents(name) == nil {
            issues.append(
                FieldError(field: name, code: "invalid", message: "Give an amount in dollars, like 5 or 4.50."))
        }
        for name in CouponForm.dates where !(values[name] ?? "").isEmpty && DiaryDate(values[name] ?? "") == nil {
            issues.append(FieldError(field: name, code: "invalid", message: "Give a date (YYYY-MM-DD)."))
        }
        try ValidationFailure.check(issues)
        let shown = stored.map { CouponForm($0, in: zone).values } ?? [:]
        let typed = values
        let kept = { (name: String) in stored != nil && typed[name] == shown[name] }
        return CouponTerms(
            minimumSubtotal: cents("minimumSubtotal"),
            validFrom: kept("validFrom")
                ? stored?.validFrom : DiaryDate(values["validFrom"] ?? "")?.start(in: zone),
            validUntil: kept("validUntil")
                ? stored?.validUntil : DiaryDate(values["validUntil"] ?? "")?.adding(days: 1).start(in: zone),
            totalLimit: number("totalLimit"), perCustomerLimit: number("perCustomerLimit"))
    }

    private func number(_ name: String) -> Int? {
        Int((values[name] ?? "").trimmingCharacters(in: .whitespaces))
    }

    /// The cents of a money field typed in dollars.
    private func cents(_ name: String) -> Int? {
        Money.cents(dollars: values[name] ?? "")
    }

    /// A money input: dollars, with the decimal keypad on phones.
    private static func amount(_ field: FormField, _ name: String, _ label: String, _ value: String?, hint: String)
        -> Node
    {
        field.input(
            name, label: label, value: value, hint: hint,
            extra: [.attr("inputmode", "decimal"), .attr("placeholder", "0.00")])
    }

    /// The validity and limit inputs.
    func termFields() -> [Node] {
        let field = FormField(issues: issues)
        return [
            CouponForm.amount(
                field, "minimumSubtotal", "Minimum subtotal ($)", values["minimumSubtotal"], hint: "Empty for none."),
            field.input(
                "validFrom", label: "First day", value: values["validFrom"], type: "date", hint: "Empty: from now."),
            field.input(
                "validUntil", label: "Last day", value: values["validUntil"], type: "date", hint: "Empty: no end."),
            field.input(
                "totalLimit", label: "Orders in all", value: values["totalLimit"], type: "number",
                hint: "Empty: no limit."),
            field.input(
                "perCustomerLimit", label: "Orders per customer", value: values["perCustomerLimit"], type: "number",
                hint: "Empty: no limit."),
        ]
    }

    /// The inputs of a new coupon: code, description, kind and its value, first orders only, then the terms.
    func newCouponFields() -> [Node] {
        let field = FormField(issues: issues)
        let kindID = FormField.id("kind")
        let kindErrors = issues.filter { $0.field == "kind" }
        return [
            field.input(
                "code", label: "Code", value: values["code"], hint: "3–32 letters, digits, - or _.", required: true),
            field.input(
                "description", label: "What it gives", value: values["description"], required: true,
                extra: [.attr("maxlength", "120")]),
            div(.class("field")) {
                label(.for(kindID)) { "Kind" }
                select(.id(kindID), .name("kind")) {
                    for (kind, text) in [
                        ("percent", "Percent off"), ("fixed", "Amount off"), ("free_delivery", "Free delivery"),
                    ] {
                        option(.value(kind), .bool("selected", values["kind"] == kind)) { text }
                    }
                }
                field.errorList(kindErrors, id: kindID)
            },
            field.input(
                "percentOff", label: "Percent off", value: values["percentOff"], type: "number",
                hint: "For percent off: 1–100."),
            CouponForm.amount(field, "cap", "At most ($)", values["cap"], hint: "For percent off; empty for no cap."),
            CouponForm.amount(
                field, "amount", "Amount off ($)", values["amount"], hint: "For amount off: up to $1,000."),
            label(.class("check")) {
                FoodlyHTML.input(
                    .type("checkbox"), .name("firstOrderOnly"), .value("on"),
                    .bool("checked", values["firstOrderOnly"] == "on"))
                span { "First orders only" }
            },
        ] + termFields()
    }
}
