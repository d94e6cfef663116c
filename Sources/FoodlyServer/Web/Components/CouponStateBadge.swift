import FoodlyCore
import FoodlyHTML

/// Where a coupon stands, as a badge: green while usable, warm before its start, red once ended or used up.
struct CouponStateBadge {
    let state: CouponState

    func render() -> Node {
        switch state {
        case .active: span(.class("badge badge-green")) { "Active" }
        case .scheduled: span(.class("badge badge-warm")) { "Scheduled" }
        case .usedUp: span(.class("badge badge-danger")) { "Used up" }
        case .expired: span(.class("badge badge-danger")) { "Ended" }
        }
    }
}
