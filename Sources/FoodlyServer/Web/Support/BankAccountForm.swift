import FoodlyCore
import FoodlyHTML
import FoodlyShared

/// The bank-details fields of the kitchen's, the courier's and the console's forms: which kind of account, the
/// holder, then an IBAN with its BIC or a US routing and account number (both groups shown, so the form works
/// without JavaScript; only the chosen one is read). Stored details are never put back in the fields: a page shows
/// them masked, and a refused post shows what was typed.
struct BankAccountForm {
    /// What was typed (empty for a new form, the kind of account on file or, with none, a US one in a city that
    /// counts in dollars).
    var draft = BankAccountDraft(kind: BankAccountKind.us.rawValue, holder: "")
    /// The refused fields.
    var issues: [FieldError] = []

    /// A new form, for an account of `kind` (the one on file, when there is one).
    init(kind: BankAccountKind? = nil) {
        draft.kind = (kind ?? (Money.currency == "USD" ? .us : .iban)).rawValue
    }

    /// The values of a post, each cut to what the fields take.
    init(_ post: WebForm) {
        let value = { (name: String, limit: Int) in String((post[name] ?? "").prefix(limit)) }
        draft = BankAccountDraft(
            kind: value("kind", 8), holder: value("holder", BankAccount.maxHolderLength * 2), iban: value("iban", 64),
            bic: value("bic", 16), routingNumber: value("routingNumber", 16), accountNumber: value("accountNumber", 24),
            accountType: value("accountType", 16), companyId: value("companyId", 16))
    }

    /// The fields; `forPlatform` adds the ACH company identification Foodly's own US account needs.
    func render(forPlatform: Bool = false) -> Node {
        let fields = FormField(issues: issues)
        let kind = BankAccountKind(rawValue: draft.kind) ?? .us
        return div(.class("stack-sm")) {
            fields.summary(labels: Self.labels)
            fieldset(.class("field"), .id(FormField.id("kind"))) {
                legend(.class("field-label")) { "Kind of account" }
                div(.class("chip-choices")) {
                    for (value, name) in [(BankAccountKind.us, "US bank account"), (.iban, "IBAN (Europe)")] {
                        label(.class("check")) {
                            input(
                                .type("radio"), .name("kind"), .value(value.rawValue), .bool("checked", value == kind))
                            span { name }
                        }
                    }
                }
            }
            fields.input(
                "holder", label: Self.labels["holder"]!, value: draft.holder, autocomplete: "name",
                hint: "As your bank writes it.", required: true,
                extra: [.attr("maxlength", "\(BankAccount.maxHolderLength)")])
            fieldset(.class("field stack-sm"), .id("bank-us"), .data("bank-kind", BankAccountKind.us.rawValue)) {
                legend(.class("field-label")) { "US bank account" }
                fields.input(
                    "routingNumber", label: Self.labels["routingNumber"]!, value: draft.routingNumber,
                    hint: "The 9 digits at the bottom left of a check.",
                    extra: [.attr("inputmode", "numeric"), .attr("maxlength", "9")])
                fields.input(
                    "accountNumber", label: Self.labels["accountNumber"]!, value: draft.accountNumber,
                    extra: [.attr("inputmode", "numeric"), .attr("maxlength", "17"), .attr("autocomplete", "off")])
                div(.class("field")) {
                    label(.for(FormField.id("accountType"))) { Self.labels["accountType"]! }
                    select(.id(FormField.id("accountType")), .name("accountType")) {
                        for type in BankAccountType.allCases {
                            option(.value(type.rawValue), .bool("selected", draft.accountType == type.rawValue)) {
                                type == .checking ? "Checking" : "Savings"
                            }
                        }
                    }
                    fields.errorList(issues.filter { $0.field == "accountType" }, id: FormField.id("accountType"))
                }
                if forPlatform {
                    fields.input(
                        "companyId", label: Self.labels["companyId"]!, value: draft.companyId,
                        hint: "The 10 characters your bank gave Foodly for ACH files.",
                        extra: [.attr("maxlength", "10")])
                }
            }
            fieldset(.class("field stack-sm"), .id("bank-iban"), .data("bank-kind", BankAccountKind.iban.rawValue)) {
                legend(.class("field-label")) { "IBAN account" }
                fields.input(
                    "iban", label: Self.labels["iban"]!, value: draft.iban, hint: "Like DE89 3704 0044 0532 0130 00.",
                    extra: [
                        .attr("maxlength", "42"), .attr("autocapitalize", "characters"), .attr("spellcheck", "false"),
                    ])
                fields.input(
                    "bic", label: Self.labels["bic"]!, value: draft.bic, hint: "8 or 11 characters, like COBADEFFXXX.",
                    extra: [
                        .attr("maxlength", "11"), .attr("autocapitalize", "characters"), .attr("spellcheck", "false"),
                    ])
            }
        }
    }

    /// How the error summary names each field.
    static let labels = [
        "kind": "Kind of account", "holder": "Account holder", "iban": "IBAN", "bic": "BIC",
        "routingNumber": "Routing number", "accountNumber": "Account number", "accountType": "Account type",
        "companyId": "ACH company identification",
    ]
}
