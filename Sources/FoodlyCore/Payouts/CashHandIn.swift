import Foundation

/// Cash a courier collected at the door and hands in to Foodly (at its office, or by depositing it): it leaves
/// what they hold and enters Foodly's bank, so a courier who collected cash can be paid again. At most what they
/// hold, and at least a cent.
public enum CashHandIn {
    /// The entry of `amount` cents handed in by `courier`, who holds `held`; an amount outside 1…`held` is an issue
    /// of `amount`.
    public static func entry(
        _ amount: Int, id: String, from courier: ID<Courier>, held: Int, by actorID: ID<UserAccount>?, at time: Date
    ) throws -> LedgerEntry {
        guard amount > 0, amount <= held else {
            throw ValidationFailure([
                FieldError(
                    field: "amount", code: "invalid",
                    message: held > 0
                        ? "Enter an amount from $0.01 to \(Money.format(held)), the cash they hold."
                        : "This courier holds no cash.")
            ])
        }
        return try LedgerEntry(
            id: id, event: .cashHandedIn, orderID: nil, amount: amount, reason: "cash handed in", actorID: actorID,
            at: time, postings: [.init(.bank, amount), .init(.cash(courier), -amount)])
    }
}
