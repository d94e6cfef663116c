import FoodlyShared
import Foundation

/// Where a payee's money goes, checked: the holder's name and either an IBAN with its bank's BIC (paid in a SEPA
/// credit-transfer file) or a US routing and account number (paid in a NACHA file). It is stored only sealed
/// (`BankVault`); pages show `masked`.
public struct BankAccount: Sendable, Equatable, Codable {
    /// How the account is reached.
    public enum Route: Sendable, Equatable, Codable {
        /// A SEPA account.
        case iban(IBAN, bic: String)
        /// A US account; `companyID` is the ACH company identification, kept for Foodly's own account only.
        case us(RoutingNumber, account: String, type: BankAccountType, companyID: String?)
    }

    /// The longest holder name a SEPA file carries.
    public static let maxHolderLength = 70

    /// The holder's name.
    public let holder: String
    /// The account.
    public let route: Route

    /// Creates an account (the values are checked already).
    public init(holder: String, route: Route) {
        self.holder = holder
        self.route = route
    }

    /// The account `draft` describes, or every problem with it (fields named as in the draft). `forPlatform` asks
    /// for a US account's ACH company identification, which only the account Foodly pays from needs.
    public init(_ draft: BankAccountDraft, forPlatform: Bool = false) throws {
        var issues: [FieldError] = []
        func issue(_ field: String, _ message: String) {
            issues.append(FieldError(field: field, code: "invalid", message: message))
        }
        let holder = draft.holder.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        if holder.isEmpty {
            issues.append(FieldError(field: "holder", code: "required", message: "Enter the account holder's name."))
        } else if let problem = Text.lineIssue(holder, "holder", limit: Self.maxHolderLength) {
            issues.append(problem)
        }
        var route: Route?
        switch BankAccountKind(rawValue: draft.kind) {
        case .iban:
            var iban: IBAN?
            do {
                iban = try IBAN(draft.iban ?? "")
            } catch {
                issue("iban", (draft.iban ?? "").isEmpty ? "Enter the IBAN." : error.message)
            }
            let bic = (draft.bic ?? "").filter { $0 != " " }.uppercased()
            if !IBAN.isBIC(bic) { issue("bic", "Enter the bank's BIC: 8 or 11 letters and digits.") }
            if let iban, issues.isEmpty { route = .iban(iban, bic: bic) }
        case .us:
            let routing = RoutingNumber(draft.routingNumber ?? "")
            if routing == nil { issue("routingNumber", "Enter the bank's 9-digit ABA routing number.") }
            let account = (draft.accountNumber ?? "").filter { $0 != " " && $0 != "-" }
            if !(4...17).contains(account.count) || !account.allSatisfy({ $0.isASCII && $0.isNumber }) {
                issue("accountNumber", "Enter the account number: 4 to 17 digits.")
            }
            let type = BankAccountType(rawValue: draft.accountType ?? "")
            if type == nil { issue("accountType", "Choose checking or savings.") }
            var companyID: String?
            if forPlatform {
                let id = (draft.companyId ?? "").trimmingCharacters(in: .whitespaces)
                if id.count != 10 || !id.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }) {
                    issue("companyId", "Enter the 10-character ACH company identification your bank gave Foodly.")
                }
                companyID = id.uppercased()
            }
            if let routing, let type, issues.isEmpty {
                route = .us(routing, account: account, type: type, companyID: companyID)
            }
        case nil:
            issue("kind", "Choose an IBAN or a US account.")
        }
        try ValidationFailure.check(issues)
        guard let route else {
            throw ValidationFailure([FieldError(field: "", code: "invalid", message: "No account.")])
        }
        self.init(holder: holder, route: route)
    }

    /// Which file pays it.
    public var kind: BankAccountKind {
        switch route {
        case .iban: .iban
        case .us: .us
        }
    }

    /// Enough to recognise the account, too little to use it: "DE89 •••• 3000", "Checking •••• 6789".
    public var masked: String {
        switch route {
        case .iban(let iban, _): iban.masked
        case .us(_, let account, let type, _): "\(type == .checking ? "Checking" : "Savings") •••• \(account.suffix(4))"
        }
    }
}
