import FoodlyCore
import FoodlyShared
import FoodlyStore
import Foundation

/// Creating coupons (admins, the CLI, the demo seed).
public struct CouponService: Sendable {
    private let environment: AppEnvironment
    private let store: SQLCouponStore

    /// Creates the service.
    public init(environment: AppEnvironment) {
        self.environment = environment
        store = SQLCouponStore(database: environment.database)
    }

    /// Checks and stores a coupon; a code in use is `coupon_exists`, an unknown restaurant a validation issue.
    @discardableResult
    public func create(_ draft: CouponDraft) throws -> Coupon {
        let coupon = try draft.coupon()
        do {
            try store.insert(coupon, at: environment.clock.now())
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
}
