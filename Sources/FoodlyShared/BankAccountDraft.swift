/// Bank details as a payee types them in the merchant portal, the courier's profile or the console (Foodly's own
/// account), before the rules check them: an IBAN with its BIC, or a US routing and account number. Only the fields
/// of the chosen `kind` are read.
public struct BankAccountDraft: Codable, Sendable, Equatable {
    /// `iban` or `us`.
    public var kind: String
    /// The account holder's name as the bank knows it.
    public var holder: String
    /// For `iban`: the IBAN, spaces allowed.
    public var iban: String?
    /// For `iban`: the bank's BIC (8 or 11 characters).
    public var bic: String?
    /// For `us`: the ABA routing number (9 digits).
    public var routingNumber: String?
    /// For `us`: the account number (4–17 digits).
    public var accountNumber: String?
    /// For `us`: `checking` or `savings`.
    public var accountType: String?
    /// For Foodly's own US account only: the company identification its bank gave it for ACH files (10 characters).
    public var companyId: String?

    /// Creates a draft.
    public init(
        kind: String, holder: String, iban: String? = nil, bic: String? = nil, routingNumber: String? = nil,
        accountNumber: String? = nil, accountType: String? = nil, companyId: String? = nil
    ) {
        self.kind = kind
        self.holder = holder
        self.iban = iban
        self.bic = bic
        self.routingNumber = routingNumber
        self.accountNumber = accountNumber
        self.accountType = accountType
        self.companyId = companyId
    }
}
