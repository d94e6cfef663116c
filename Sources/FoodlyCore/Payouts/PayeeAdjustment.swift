import FoodlyShared
import Foundation

/// An operator's adjustment of what Foodly owes a restaurant or a courier, outside any order's own entries: a credit
/// for something that went wrong (a dish Foodly's mistake spoiled, a long wait at a closed door), or a deduction
/// (negative). Foodly bears it on its `adjustments` expense account; the payee's statement or earnings show it with
/// its reason, and the next payout pays it (a deduction larger than what is owed is carried, never paid as a
/// negative transfer).
public enum PayeeAdjustment {
    /// The largest adjustment either way, in cents ($10,000).
    public static let limit = 1_000_000
    /// The longest reason, in characters.
    public static let reasonLength = 200

    /// The entry of `amount` cents (positive: Foodly owes `payee` more) for `reason`; a zero or too large amount, or
    /// an empty, too long or multi-line reason, is an issue of its field (both named at once).
    public static func entry(
        _ amount: Int, reason: String, to payee: Payee, id: String, by actorID: ID<UserAccount>?, at time: Date
    ) throws -> LedgerEntry {
        let reason = reason.trimmingCharacters(in: .whitespaces)
        var issues: [FieldError] = []
        if amount == 0 || abs(amount) > limit {
            issues.append(
                FieldError(
                    field: "amount", code: "invalid",
                    message: "Enter an amount from \(Money.format(-limit)) to \(Money.format(limit)), not zero."))
        }
        if reason.isEmpty || reason.count > reasonLength
            || reason.unicodeScalars.contains(where: { CharacterSet.controlCharacters.contains($0) })
        {
            issues.append(
                FieldError(
                    field: "reason", code: "invalid",
                    message: "Say why in one line of at most \(reasonLength) characters; the payee reads it."))
        }
        try ValidationFailure.check(issues)
        return try LedgerEntry(
            id: id, event: .adjustment, orderID: nil, amount: abs(amount), reason: reason, actorID: actorID, at: time,
            postings: [.init(LedgerAccount(.adjustments), amount), .init(payee.payable, -amount)])
    }
}
