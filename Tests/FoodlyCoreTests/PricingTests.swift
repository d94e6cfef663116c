import FoodlyCore
import Foundation
import Testing

@Suite("Pricing: one rounding rule, every line of the breakdown")
struct PricingTests {
    struct Row: CustomTestStringConvertible, Sendable {
        let name: String
        let subtotal: Int
        let deliveryFee: Int
        let coupon: Coupon?
        let taxRateBps: Int
        let tip: Int
        let expected: PriceBreakdown

        var testDescription: String { name }
    }

    static let tenPercent = Coupon(code: "ten", description: "10% off", kind: .percent(basisPoints: 1000, cap: nil))
    static let tenPercentCapped = Coupon(
        code: "TENCAP", description: "10% off, at most $3", kind: .percent(basisPoints: 1000, cap: 300))
    static let fiveOff = Coupon(code: "FIVE", description: "$5 off", kind: .fixed(amount: 500))
    static let freeDelivery = Coupon(code: "FREEDEL", description: "Free delivery", kind: .freeDelivery)

    /// Expected figures worked out by hand: service fee 5% within $0.99–$4.99, tax on subtotal − discount +
    /// service fee, half-up to the cent.
    static let rows: [Row] = [
        Row(
            name: "no coupon, no tip", subtotal: 2500, deliveryFee: 299, coupon: nil, taxRateBps: 863, tip: 0,
            // service 125; tax 8.63% of 2625 = 226.5375 → 227
            expected: .init(
                subtotal: 2500, discount: 0, deliveryFee: 299, serviceFee: 125, tax: 227, tip: 0, total: 3151)),
        Row(
            name: "tax under half a cent rounds down", subtotal: 1000, deliveryFee: 0, coupon: nil,
            taxRateBps: 50, tip: 0,
            // service max(99, 50) = 99; tax 0.5% of 1099 = 5.495 → 5
            expected: .init(subtotal: 1000, discount: 0, deliveryFee: 0, serviceFee: 99, tax: 5, tip: 0, total: 1104)),
        Row(
            name: "an exact half cent rounds up", subtotal: 2000, deliveryFee: 0, coupon: nil, taxRateBps: 250, tip: 0,
            // service 5% of 2000 = 100; tax 2.5% of 2100 = 52.5 → 53
            expected: .init(
                subtotal: 2000, discount: 0, deliveryFee: 0, serviceFee: 100, tax: 53, tip: 0, total: 2153)),
        Row(
            name: "service fee at its minimum", subtotal: 1000, deliveryFee: 199, coupon: nil, taxRateBps: 0, tip: 0,
            expected: .init(
                subtotal: 1000, discount: 0, deliveryFee: 199, serviceFee: 99, tax: 0, tip: 0, total: 1298)),
        Row(
            name: "service fee at its maximum", subtotal: 20_000, deliveryFee: 0, coupon: nil, taxRateBps: 0, tip: 0,
            expected: .init(
                subtotal: 20_000, discount: 0, deliveryFee: 0, serviceFee: 499, tax: 0, tip: 0, total: 20_499)),
        Row(
            name: "percent coupon rounds half up", subtotal: 1255, deliveryFee: 0, coupon: tenPercent, taxRateBps: 0,
            tip: 0,
            // 10% of 1255 = 125.5 → 126
            expected: .init(
                subtotal: 1255, discount: 126, deliveryFee: 0, serviceFee: 99, tax: 0, tip: 0, total: 1228)),
        Row(
            name: "percent coupon capped", subtotal: 5000, deliveryFee: 0, coupon: tenPercentCapped, taxRateBps: 0,
            tip: 0,
            expected: .init(
                subtotal: 5000, discount: 300, deliveryFee: 0, serviceFee: 250, tax: 0, tip: 0, total: 4950)),
        Row(
            name: "fixed coupon larger than the subtotal", subtotal: 300, deliveryFee: 199, coupon: fiveOff,
            taxRateBps: 863, tip: 0,
            // discount 300 (all of it); tax 8.63% of 0 + 99 = 8.5437 → 9
            expected: .init(
                subtotal: 300, discount: 300, deliveryFee: 199, serviceFee: 99, tax: 9, tip: 0, total: 307)),
        Row(
            name: "free delivery by coupon", subtotal: 2500, deliveryFee: 350, coupon: freeDelivery, taxRateBps: 0,
            tip: 0,
            expected: .init(
                subtotal: 2500, discount: 0, deliveryFee: 0, serviceFee: 125, tax: 0, tip: 0, total: 2625)),
        Row(
            name: "tip is added as given", subtotal: 2500, deliveryFee: 0, coupon: nil, taxRateBps: 0, tip: 375,
            expected: .init(
                subtotal: 2500, discount: 0, deliveryFee: 0, serviceFee: 125, tax: 0, tip: 375, total: 3000)),
        Row(
            name: "tax base is subtotal − discount + service fee", subtotal: 4000, deliveryFee: 250, coupon: fiveOff,
            taxRateBps: 1000, tip: 100,
            // service 200; tax 10% of 3500 + 200 = 370
            expected: .init(
                subtotal: 4000, discount: 500, deliveryFee: 250, serviceFee: 200, tax: 370, tip: 100, total: 4420)),
        Row(
            name: "empty order costs nothing but delivery", subtotal: 0, deliveryFee: 0, coupon: fiveOff,
            taxRateBps: 863, tip: 0,
            expected: .init(subtotal: 0, discount: 0, deliveryFee: 0, serviceFee: 0, tax: 0, tip: 0, total: 0)),
    ]

    @Test(arguments: PricingTests.rows)
    func breakdown(_ row: Row) {
        let result = Pricing.breakdown(
            subtotal: row.subtotal, deliveryFee: row.deliveryFee, coupon: row.coupon, taxRateBps: row.taxRateBps,
            tip: row.tip)
        #expect(result == row.expected)
        #expect(
            result.total
                == result.subtotal - result.discount + result.deliveryFee + result.serviceFee + result.tax + result.tip)
    }

    @Test func freeDeliveryByThresholdComesFromTheRestaurantsFees() {
        let fees = DeliveryFees(deliveryBase: 199, deliveryPerKm: 50, freeDeliveryOver: 3000, minimumOrder: 1000)
        #expect(fees.fee(distanceKm: 4, subtotal: 2999) == 299)
        #expect(fees.fee(distanceKm: 4, subtotal: 3000) == 0)
    }

    @Test(arguments: [0, 1, 99, 1_000, 12_345, 99_999])
    func theTotalIsNeverNegativeAndDiscountNeverExceedsTheSubtotal(_ subtotal: Int) {
        for coupon in [Self.tenPercent, Self.tenPercentCapped, Self.fiveOff, Self.freeDelivery] {
            let result = Pricing.breakdown(subtotal: subtotal, deliveryFee: 0, coupon: coupon, taxRateBps: 863)
            #expect(result.total >= 0)
            #expect(result.discount <= subtotal)
        }
    }

    @Test func halfUpRoundingOfPercentages() {
        #expect(Money.percent(1255, basisPoints: 1000) == 126)  // 125.5
        #expect(Money.percent(1254, basisPoints: 1000) == 125)  // 125.4
        #expect(Money.percent(1, basisPoints: 5000) == 1)  // 0.5
        #expect(Money.percent(0, basisPoints: 863) == 0)
    }
}
