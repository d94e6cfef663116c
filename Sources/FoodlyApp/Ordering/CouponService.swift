import FoodlyCore
import FoodlyShared
import FoodlyStore
import Foundation

/// Coupons for operators (the console, the API, the CLI, the demo seed): created, listed with their redemptions,
/// their validity and limits changed, ended at once. Every change is in the audit log, in its own transaction.
public struct CouponService: Sendable {
    /// The most coupons listed, and the most redemptions shown with one.
    public static let maxListed = 200

    private let environment: AppEnvironment

    /// Creates the service.
    public init(environment: AppEnvironment) {
        self.environment = environment
    }

    /// Checks and stores a coupon; a code in use is `coupon_exists`, an unknown restaurant a validation issue.
    @discardableResult
    public func create(_ draft: CouponDraft, by actor: AuditEntry.Actor) throws -> Coupon {
        let coupon = try draft.coupon()
        let now = environment.clock.now()
        do {
            try environment.database.write { connection in
                try CouponQueries(connection).insert(coupon, at: now)
                try environment.audit(
                    .couponCreated, by: actor, on: CouponService.subject(coupon), restaurant: coupon.restaurantID,
                    after: CouponService.terms(of: coupon).merging(["description": coupon.description]) { $1 },
                    at: now, connection)
            }
        } catch StoreError.uniqueViolation {
            throw OrderingError(
                kind: .conflict, code: "coupon_exists", message: "A coupon with this code already exists.")
        } catch StoreError.foreignKeyViolation {
            throw ValidationFailure([
                FieldError(field: "restaurantId", code: "unknown", message: "There is no such restaurant.")
            ])
        }
        return coupon
    }

    /// Every coupon with its redemptions, newest first.
    public func coupons() throws -> [CouponOverview] {
        try environment.database.read { try CouponQueries($0).overviews(limit: CouponService.maxListed) }
    }

    /// The coupon with `code` and its newest redemptions.
    public func coupon(_ code: String) throws -> (overview: CouponOverview, redemptions: [CouponRedemption]) {
        try environment.database.read { connection in
            let coupons = CouponQueries(connection)
            guard let overview = try coupons.overview(code: code) else { throw CouponService.notFound }
            return (overview, try coupons.redemptionList(code: code, limit: CouponService.maxListed))
        }
    }

    /// Replaces the coupon's validity and limits, by the rules a new coupon's obey; the total limit may not go
    /// below the redemptions so far.
    public func setTerms(_ code: String, _ terms: CouponTerms, by user: UserAccount) throws -> CouponOverview {
        try change(code, by: user, action: .couponChanged) { overview, _ in
            var draft = CouponDraft(overview.coupon)
            draft.minimumSubtotal = terms.minimumSubtotal
            draft.validFrom = terms.validFrom
            draft.validUntil = terms.validUntil
            draft.totalLimit = terms.totalLimit
            draft.perCustomerLimit = terms.perCustomerLimit
            let changed = try draft.coupon()
            if let limit = changed.totalLimit, limit < overview.redemptions {
                throw ValidationFailure([
                    FieldError(
                        field: "totalLimit", code: "invalid",
                        message: "It was used \(overview.redemptions) times already; the limit cannot be lower.")
                ])
            }
            return changed
        }
    }

    /// Ends the coupon now (no order can use it from now on); an ended one is `coupon_expired`.
    public func expire(_ code: String, by user: UserAccount) throws -> CouponOverview {
        try change(code, by: user, action: .couponExpired) { overview, now in
            guard overview.state(at: now) != .expired else {
                throw OrderingError(kind: .conflict, code: "coupon_expired", message: "This coupon has already ended.")
            }
            var ended = overview.coupon
            ended.validUntil = now
            if let from = ended.validFrom, from > now { ended.validFrom = nil }
            return ended
        }
    }

    private func change(
        _ code: String, by user: UserAccount, action: AuditAction,
        _ rewrite: (CouponOverview, Date) throws -> Coupon
    ) throws -> CouponOverview {
        let now = environment.clock.now()
        return try environment.database.write { connection in
            let coupons = CouponQueries(connection)
            guard var overview = try coupons.overview(code: code) else { throw CouponService.notFound }
            let changed = try rewrite(overview, now)
            try coupons.updateTerms(changed)
            let (before, after) = AuditFields.changed(
                CouponService.terms(of: overview.coupon), CouponService.terms(of: changed))
            try environment.audit(
                action, by: .account(user, as: .operator), on: CouponService.subject(changed),
                restaurant: changed.restaurantID, before: before, after: after, at: now, connection)
            overview.coupon = changed
            return overview
        }
    }

    /// The validity and limits as the audit log shows them (a missing one is "none").
    private static func terms(of coupon: Coupon) -> [String: String] {
        let text = { (value: Int?) in value.map(String.init) ?? "none" }
        return [
            "minimum_subtotal": String(coupon.minimumSubtotal),
            "valid_from": coupon.validFrom.map(StoreTime.text) ?? "none",
            "valid_until": coupon.validUntil.map(StoreTime.text) ?? "none",
            "total_limit": text(coupon.totalLimit), "per_customer_limit": text(coupon.perCustomerLimit),
        ]
    }

    private static func subject(_ coupon: Coupon) -> AuditEntry.Subject {
        AuditEntry.Subject(kind: .coupon, id: coupon.code, label: coupon.code)
    }

    private static let notFound = OrderingError(kind: .notFound, code: "not_found", message: "There is no such coupon.")
}
