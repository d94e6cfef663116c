/// How a bank account is reached: an IBAN (paid by SEPA credit transfer) or a US routing and account number (paid
/// by ACH, in a NACHA file).
public enum BankAccountKind: String, Sendable, Codable, CaseIterable {
    case iban
    case us
}
