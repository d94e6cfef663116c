import FoodlyCore
import Foundation
import Testing

/// ``TipRaise``: a delivered card order's tip may be raised for 24 hours, never lowered, at most $100; an order paid
/// on delivery takes none afterwards.
@Suite("Tip after delivery rules")
struct TipRaiseTests {
    static let placedAt = LiveArrivalTests.placedAt

    static func delivered(tip: Int, afterMinutes minutes: Double = 40) -> Order {
        var order = LiveArrivalTests.order(.delivered, steps: [(.placed, 0), (.delivered, minutes)])
        order.pricing = PriceBreakdown(
            subtotal: 2500, discount: 0, deliveryFee: 199, serviceFee: 125, tax: 227, tip: tip, total: 3051 + tip)
        return order
    }

    @Test func theWindowIsTwentyFourHoursFromDelivery() {
        let order = Self.delivered(tip: 0)
        let delivered = Self.placedAt.addingTimeInterval(40 * 60)
        #expect(TipRaise.deadline(of: order) == delivered.addingTimeInterval(24 * 3600))
        #expect(TipRaise.refusal(300, for: order, byCard: true, at: delivered) == nil)
        #expect(TipRaise.refusal(300, for: order, byCard: true, at: delivered.addingTimeInterval(24 * 3600 - 1)) == nil)
        #expect(
            TipRaise.refusal(300, for: order, byCard: true, at: delivered.addingTimeInterval(24 * 3600))
                == .windowClosed)
    }

    @Test func neverBeforeDeliveryNeverLowerNeverAboveTheMost() {
        let now = Self.placedAt.addingTimeInterval(3600)
        for status in [OrderStatus.placed, .pickedUp, .cancelled, .rejected] {
            let order = LiveArrivalTests.order(status, steps: [(.placed, 0)])
            #expect(TipRaise.refusal(100, for: order, byCard: true, at: now) == .notDelivered, "\(status)")
            #expect(TipRaise.deadline(of: order) == nil)
        }
        let tipped = Self.delivered(tip: 400)
        #expect(TipRaise.refusal(399, for: tipped, byCard: true, at: now) == .lower(than: 400))
        #expect(TipRaise.refusal(400, for: tipped, byCard: true, at: now) == nil, "the same tip again is no change")
        #expect(TipRaise.refusal(10_000, for: tipped, byCard: true, at: now) == nil)
        #expect(TipRaise.refusal(10_001, for: tipped, byCard: true, at: now) == .outOfRange)
        #expect(TipRaise.refusal(-1, for: tipped, byCard: true, at: now) == .outOfRange)
        #expect(TipRaise.refusal(500, for: tipped, byCard: false, at: now) == .inPerson, "paid on delivery")
        #expect(TipRaise.refusal(400, for: tipped, byCard: false, at: now) == .inPerson)
    }

    @Test func theTotalFollowsTheTipAndNothingElseMoves() {
        let pricing = Self.delivered(tip: 200).pricing
        let raised = TipRaise.pricing(pricing, tip: 500)
        #expect(raised.tip == 500 && raised.total == pricing.total + 300)
        let unchanged: [Int] = [
            pricing.subtotal, pricing.discount, pricing.deliveryFee, pricing.serviceFee, pricing.tax,
        ]
        #expect([raised.subtotal, raised.discount, raised.deliveryFee, raised.serviceFee, raised.tax] == unchanged)
        let fresh = Pricing.breakdown(subtotal: 2500, deliveryFee: 199, taxRateBps: 863, tip: 500)
        #expect(
            TipRaise.pricing(Pricing.breakdown(subtotal: 2500, deliveryFee: 199, taxRateBps: 863), tip: 500) == fresh)
    }
}
