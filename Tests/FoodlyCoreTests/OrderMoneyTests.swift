import FoodlyCore
import Foundation
import Testing

/// The ledger's sums, what ends a cancelled or rejected order, when a refund fits, and amounts typed in dollars.
@Suite("Order money")
struct OrderMoneyTests {
    static func line(_ kind: LedgerKind, _ amount: Int, _ reason: String = "x") -> LedgerLine {
        LedgerLine(
            id: ID(UUID().uuidString), orderID: ID("order"), kind: kind, amount: amount, reason: reason,
            at: Date(timeIntervalSince1970: 0))
    }

    @Test func chargesAndRefundsAddUpToWhatIsLeft() {
        let money = OrderMoney(lines: [
            Self.line(.charge, 2_000), Self.line(.charge, 300), Self.line(.refund, 500), Self.line(.refund, 250),
        ])
        #expect(money.charged == 2_300 && money.refunded == 750 && money.remaining == 1_550)
        #expect(OrderMoney(lines: []).remaining == 0)
    }

    @Test func aRefundFitsInWhatIsLeftToTheCent() {
        let money = OrderMoney(lines: [Self.line(.charge, 1_000), Self.line(.refund, 400)])
        #expect(money.refusal(of: 600) == nil)
        #expect(money.refusal(of: 1) == nil)
        #expect(money.refusal(of: 601) == "At most $6.00 is left to refund on this order.")
        let spent = OrderMoney(lines: [Self.line(.charge, 1_000), Self.line(.refund, 1_000)])
        #expect(spent.refusal(of: 1) == "Nothing is left to refund on this order.")
    }

    @Test func cancelledAndRejectedOrdersGetTheRestBackOthersNothing() {
        let money = OrderMoney(lines: [Self.line(.charge, 1_000), Self.line(.refund, 300)])
        #expect(money.closingRefund(for: .cancelled)?.amount == 700)
        #expect(money.closingRefund(for: .cancelled)?.reason == "cancelled")
        #expect(money.closingRefund(for: .rejected)?.reason == "rejected")
        for status in OrderStatus.allCases where status != .cancelled && status != .rejected {
            #expect(money.closingRefund(for: status) == nil, "\(status)")
        }
        let spent = OrderMoney(lines: [Self.line(.charge, 1_000), Self.line(.refund, 1_000)])
        #expect(spent.closingRefund(for: .cancelled) == nil, "nothing left, no line")
    }

    @Test func aRefundNeedsACentAndAReason() {
        #expect(OrderMoney.refundIssues(amount: 1, reason: "Cold").isEmpty)
        #expect(OrderMoney.refundIssues(amount: 0, reason: "Cold").map(\.field) == ["amount"])
        #expect(OrderMoney.refundIssues(amount: -1, reason: " ").map(\.field) == ["amount", "reason"])
        #expect(Reason.issues(String(repeating: "é", count: 500)).isEmpty)
        #expect(Reason.issues(String(repeating: "é", count: 501)).map(\.code) == ["too_long"])
        #expect(Reason.issues("\n").map(\.code) == ["required"])
    }

    @Test func operatorsCancelOnlyOrdersThatHaveNotEnded() {
        let cancellable = OrderStatus.allCases.filter(\.isCancellableByOperator)
        #expect(cancellable == [.scheduled, .placed, .accepted, .preparing, .ready, .pickedUp])
    }

    @Test func dollarsTypedBecomeCents() {
        let read: [String: Int?] = [
            "12": 1_200, "12.5": 1_250, "12.50": 1_250, "$0.01": 1, " 3.07 ": 307, "0": 0, "9999999.99": 999_999_999,
            "12.505": nil, "-3": nil, "ten": nil, "": nil, "12.": nil, ".5": nil, "1,50": nil, "12345678": nil,
            "١٢": nil, "1e3": nil,
        ]
        for (text, cents) in read { #expect(Money.cents(dollars: text) == cents, "\(text)") }
    }
}
