/// What a line of an order's money ledger records.
public enum LedgerKind: String, Sendable, Codable, CaseIterable {
    /// The customer billed: the order's total when it is placed, a tip added after delivery.
    case charge
    /// Money given back, or taken off the bill before it is paid.
    case refund
}
