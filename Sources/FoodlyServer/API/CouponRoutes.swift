import FoodlyAPI
import FoodlyApp
import FoodlyCore

/// The console's coupons in the API (operators only): listed with their use, shown with their redemptions, their
/// validity and limits changed, ended. Creating one is `createCoupon` (OrderingRoutes).
struct CouponRoutes {
    let coupons: CouponService
    let clock: any WallClock

    func register(in api: inout APIRouter) {
        let (coupons, clock) = (self.coupons, self.clock)
        api.handle(Endpoints.adminCoupons) { _ in
            let now = clock.now()
            return CouponOverviewsBody(coupons: try coupons.coupons().map { CouponOverviewBody($0, at: now) })
        }
        api.handle(Endpoints.adminCoupon) { call in
            let (overview, redemptions) = try coupons.coupon(call.path.id)
            return CouponDetailBody(
                coupon: CouponOverviewBody(overview, at: clock.now()),
                redemptions: redemptions.map(CouponRedemptionBody.init))
        }
        api.handle(Endpoints.setCouponTerms) { call in
            CouponOverviewBody(
                try coupons.setTerms(call.path.id, call.body, by: call.caller.account), at: clock.now())
        }
        api.handle(Endpoints.expireCoupon) { call in
            CouponOverviewBody(try coupons.expire(call.path.id, by: call.caller.account), at: clock.now())
        }
    }
}
