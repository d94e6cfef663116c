import FoodlyCore
import FoodlyShared
import Foundation

extension CouponDraft {
    /// The coupon, or every problem with the draft (field names as in the API body).
    func coupon() throws -> Coupon {
        var issues: [FieldError] = []
        func issue(_ field: String, _ message: String) {
            issues.append(FieldError(field: field, code: "invalid", message: message))
        }
        let code = Coupon.normalized(self.code)
        if !(3...32).contains(Text.length(code))
            || !code.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") })
        {
            issue("code", "Use 3–32 letters, digits, - or _.")
        }
        let description = self.description.trimmingCharacters(in: .whitespacesAndNewlines)
        if !(1...120).contains(Text.length(description)) { issue("description", "Describe it in 1–120 characters.") }
        var kind = Coupon.Kind.freeDelivery
        switch CouponKind(rawValue: self.kind) {
        case .percent:
            if let percentOff, (1...100).contains(percentOff) {
                kind = .percent(basisPoints: percentOff * 100, cap: cap)
            } else {
                issue("percentOff", "Give a percent from 1 to 100.")
            }
            if let cap, cap < 1 { issue("cap", "The cap must be at least $0.01.") }
        case .fixed:
            if let amount, (1...100_000).contains(amount) {
                kind = .fixed(amount: amount)
            } else {
                issue("amount", "Give an amount from $0.01 to $1,000.00.")
            }
        case .freeDelivery:
            break
        case nil:
            issue("kind", "Use percent, fixed or free_delivery.")
        }
        if let minimumSubtotal, !(0...10_000_000).contains(minimumSubtotal) {
            issue("minimumSubtotal", "Use an amount from $0.00 to $100,000.00.")
        }
        for (field, value) in [("totalLimit", totalLimit), ("perCustomerLimit", perCustomerLimit)] {
            if let value, !(1...10_000_000).contains(value) { issue(field, "Use a whole number from 1 to 10000000.") }
        }
        if let validFrom, let validUntil, validUntil <= validFrom { issue("validUntil", "End after the start.") }
        try ValidationFailure.check(issues)
        return Coupon(
            code: code, description: description, kind: kind, minimumSubtotal: minimumSubtotal ?? 0,
            validFrom: validFrom, validUntil: validUntil, totalLimit: totalLimit, perCustomerLimit: perCustomerLimit,
            firstOrderOnly: firstOrderOnly ?? false, restaurantID: restaurantId.map { ID($0) })
    }
}

extension CouponDraft {
    /// The draft a stored coupon would be made from, so a change is checked by the same rules as a new coupon.
    public init(_ coupon: Coupon) {
        var draft = CouponDraft(
            code: coupon.code, description: coupon.description, kind: CouponKind.freeDelivery.rawValue,
            minimumSubtotal: coupon.minimumSubtotal, validFrom: coupon.validFrom, validUntil: coupon.validUntil,
            totalLimit: coupon.totalLimit, perCustomerLimit: coupon.perCustomerLimit,
            firstOrderOnly: coupon.firstOrderOnly, restaurantId: coupon.restaurantID?.rawValue)
        switch coupon.kind {
        case .percent(let basisPoints, let cap):
            (draft.kind, draft.percentOff, draft.cap) = (CouponKind.percent.rawValue, basisPoints / 100, cap)
        case .fixed(let amount):
            (draft.kind, draft.amount) = (CouponKind.fixed.rawValue, amount)
        case .freeDelivery:
            break
        }
        self = draft
    }
}
