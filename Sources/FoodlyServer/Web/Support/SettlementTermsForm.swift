import FoodlyCore
import FoodlyShared

/// The console's form for the settlement terms: percents and dollars as operators type them, read into
/// ``SettlementTerms`` (basis points and cents). Field names are the terms' own, so their rules' issues land on
/// their inputs.
struct SettlementTermsForm {
    /// The inputs: name, label, hint, and whether the value is a percent (else dollars).
    static let fields: [(name: String, label: String, hint: String, percent: Bool)] = [
        ("commissionBps", "Commission (%)", "Of food sales, for restaurants without one of their own; e.g. 15.", true),
        ("courierBasePay", "Courier pay per delivery ($)", "For example 3.00.", false),
        ("courierPayPerKm", "Courier pay per km ($)", "Restaurant to door, straight line; e.g. 0.80.", false),
        ("cardFeeBps", "Card fee (%)", "What the card processor keeps of each charge; e.g. 2.9.", true),
        ("cardFeeFixed", "Card fee per charge ($)", "For example 0.30.", false),
    ]

    /// The values as typed, by field name.
    var values: [String: String]
    /// The refused fields.
    var issues: [FieldError] = []

    /// The form showing `terms`.
    init(_ terms: SettlementTerms) {
        values = [
            "commissionBps": Self.percent(terms.commissionBps), "courierBasePay": Money.decimal(terms.courierBasePay),
            "courierPayPerKm": Money.decimal(terms.courierPayPerKm), "cardFeeBps": Self.percent(terms.cardFeeBps),
            "cardFeeFixed": Money.decimal(terms.cardFeeFixed),
        ]
    }

    /// The values posted.
    init(_ post: WebForm) {
        values = [:]
        for field in Self.fields { values[field.name] = String((post[field.name] ?? "").prefix(20)) }
    }

    /// The terms the values make; a value that is no number is an issue of its field.
    func terms() throws -> SettlementTerms {
        var numbers: [String: Int] = [:]
        var issues: [FieldError] = []
        for field in Self.fields {
            // `exactly`: a number too large for an Int (1e300) is refused, not a crash.
            if case .number(let value)? = FormNumber.json(values[field.name] ?? "", scale: 100),
                let exact = Int(exactly: value)
            {
                numbers[field.name] = exact
            } else {
                issues.append(
                    FieldError(field: field.name, code: "wrong_type", message: "Enter a number such as 2.50."))
            }
        }
        try ValidationFailure.check(issues)
        return SettlementTerms(
            commissionBps: numbers["commissionBps"] ?? 0, courierBasePay: numbers["courierBasePay"] ?? 0,
            courierPayPerKm: numbers["courierPayPerKm"] ?? 0, cardFeeBps: numbers["cardFeeBps"] ?? 0,
            cardFeeFixed: numbers["cardFeeFixed"] ?? 0)
    }

    /// Basis points as a percent to type (`15`, `2.9`).
    static func percent(_ bps: Int) -> String { AuditFields.number(Double(bps) / 100) }
}
