/// A US account's type, which decides the ACH transaction code.
public enum BankAccountType: String, Sendable, Codable, CaseIterable {
    case checking
    case savings
}
