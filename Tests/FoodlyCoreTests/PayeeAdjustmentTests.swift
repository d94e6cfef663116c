import FoodlyCore
import Foundation
import Testing

/// An operator's adjustment of what a payee is owed: one balanced entry on Foodly's adjustments account, refused
/// with every bad field named.
@Suite("Payee adjustments")
struct PayeeAdjustmentTests {
    let now = Date(timeIntervalSince1970: 1_800_000_000)

    @Test func aCreditAndADeductionMoveThePayableAndFoodlysExpenseAlike() throws {
        for (amount, payee) in [(1250, Payee.restaurant(ID("r1"))), (-200, .courier(ID("c1")))] {
            let entry = try PayeeAdjustment.entry(
                amount, reason: "  A bag our courier dropped ", to: payee, id: "a", by: nil, at: now)
            #expect(entry.event == .adjustment && entry.amount == abs(amount) && entry.orderID == nil)
            #expect(entry.reason == "A bag our courier dropped", "trimmed")
            #expect(entry.postings.map(\.amount).reduce(0, +) == 0)
            #expect(entry.postings.first { $0.account == payee.payable }?.amount == -amount)
            #expect(LedgerShares([payee.payable: -amount, LedgerAccount(.adjustments): amount]).reconciles)
        }
    }

    @Test(arguments: [
        (0, "Why", ["amount"]), (1_000_001, "Why", ["amount"]), (-1_000_001, "Why", ["amount"]),
        (500, "", ["reason"]), (500, "Two\nlines", ["reason"]), (500, String(repeating: "a", count: 201), ["reason"]),
        (0, " ", ["amount", "reason"]),
    ])
    func badAdjustmentsNameTheirFields(amount: Int, reason: String, fields: [String]) {
        #expect {
            try PayeeAdjustment.entry(amount, reason: reason, to: .courier(ID("c1")), id: "a", by: nil, at: now)
        } throws: { error in
            (error as? ValidationFailure)?.issues.map(\.field) == fields
        }
        #expect(
            (try? PayeeAdjustment.entry(
                1_000_000, reason: String(repeating: "a", count: 200), to: .courier(ID("c1")), id: "a", by: nil,
                at: now)) != nil, "the limits themselves are taken")
    }
}
