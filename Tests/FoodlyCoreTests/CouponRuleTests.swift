import FoodlyCore
import Foundation
import Testing

@Suite("Coupons: one test per rule, each refusal with its code")
struct CouponRuleTests {
    static let now = Date(timeIntervalSince1970: 1_800_000_000)
    static let restaurant = ID<Restaurant>("r1")

    static func use(
        subtotal: Int = 3000, restaurant: ID<Restaurant> = restaurant, at instant: Date = now, total: Int = 0,
        mine: Int = 0, orders: Int = 0
    ) -> CouponUse {
        CouponUse(
            subtotal: subtotal, restaurantID: restaurant, instant: instant, totalRedemptions: total,
            customerRedemptions: mine, customerOrders: orders)
    }

    static func coupon(_ change: (inout Coupon) -> Void = { _ in }) -> Coupon {
        var coupon = Coupon(code: " welcome10 ", description: "10% off", kind: .percent(basisPoints: 1000, cap: nil))
        change(&coupon)
        return coupon
    }

    @Test func codesAreCaseInsensitive() {
        #expect(Self.coupon().code == "WELCOME10")
        #expect(Coupon.normalized("Welcome10") == Self.coupon().code)
    }

    @Test func aPlainCouponIsAccepted() {
        #expect(Self.coupon().refusal(for: Self.use()) == nil)
    }

    @Test func notStartedUntilItsValidFrom() {
        let coupon = Self.coupon { $0.validFrom = Self.now.addingTimeInterval(60) }
        #expect(coupon.refusal(for: Self.use()) == .notStarted)
        #expect(coupon.refusal(for: Self.use(at: Self.now.addingTimeInterval(60))) == nil)
    }

    @Test func expiredFromItsValidUntil() {
        let coupon = Self.coupon { $0.validUntil = Self.now }
        #expect(coupon.refusal(for: Self.use()) == .expired)
        #expect(coupon.refusal(for: Self.use(at: Self.now.addingTimeInterval(-1))) == nil)
    }

    @Test func minimumSubtotal() {
        let coupon = Self.coupon { $0.minimumSubtotal = 2500 }
        #expect(coupon.refusal(for: Self.use(subtotal: 2499)) == .minimumNotMet)
        #expect(coupon.refusal(for: Self.use(subtotal: 2500)) == nil)
    }

    @Test func totalLimit() {
        let coupon = Self.coupon { $0.totalLimit = 1 }
        #expect(coupon.refusal(for: Self.use(total: 0)) == nil)
        #expect(coupon.refusal(for: Self.use(total: 1)) == .limitReached)
    }

    @Test func perCustomerLimit() {
        let coupon = Self.coupon { $0.perCustomerLimit = 2 }
        #expect(coupon.refusal(for: Self.use(total: 50, mine: 1)) == nil)
        #expect(coupon.refusal(for: Self.use(total: 50, mine: 2)) == .limitReached)
    }

    @Test func firstOrderOnly() {
        let coupon = Self.coupon { $0.firstOrderOnly = true }
        #expect(coupon.refusal(for: Self.use(orders: 0)) == nil)
        #expect(coupon.refusal(for: Self.use(orders: 1)) == .firstOrderOnly)
    }

    @Test func oneRestaurantOnly() {
        let coupon = Self.coupon { $0.restaurantID = ID("r2") }
        #expect(coupon.refusal(for: Self.use()) == .wrongRestaurant)
        #expect(coupon.refusal(for: Self.use(restaurant: ID("r2"))) == nil)
    }

    @Test func everyRefusalHasItsDocumentedCodeAndAMessage() {
        #expect(
            Set(CouponRefusal.allCases.map(\.rawValue)) == [
                "coupon_unknown", "coupon_expired", "coupon_not_started", "coupon_minimum_not_met",
                "coupon_limit_reached", "coupon_first_order_only", "coupon_wrong_restaurant",
            ])
        #expect(CouponRefusal.allCases.allSatisfy { !$0.message.isEmpty })
    }

    @Test func eachCouponSaysWhatItTakesOffInMoney() {
        func text(_ kind: Coupon.Kind, minimum: Int = 0) -> String {
            Coupon(code: "X", description: "anything", kind: kind, minimumSubtotal: minimum).valueText
        }
        #expect(text(.fixed(amount: 500)) == "$5.00 off")
        #expect(text(.percent(basisPoints: 1000, cap: 800)) == "10% off up to $8.00")
        #expect(text(.percent(basisPoints: 1250, cap: nil)) == "12.5% off")
        #expect(text(.freeDelivery, minimum: 2000) == "Free delivery on $20.00 or more")
    }
}
