import FoodlyApp
import FoodlyCore
import FoodlyHTML
import Foundation

/// One coupon in the console: what it gives and where it stands, the form changing its validity and limits,
/// Expire now, and the orders that used it.
struct CouponPage {
    let console: ConsoleLayout
    let csrf: CSRF
    let overview: CouponOverview
    let redemptions: [CouponRedemption]
    let now: Date
    /// Times in the operator's zone.
    let time: ClockTime
    let fields: CouponForm
    /// A refused Expire, shown at the top.
    var refusal: String?
    /// What the page says after a change (`?done=`).
    var notice: String?

    /// What the page says after a change.
    static let notices = [
        "created": "The coupon is created.", "changed": "The validity and limits are saved.",
        "expired": "The coupon has ended; no order can use it now.",
    ]

    func render() -> Node {
        let coupon = overview.coupon
        let path = "/admin/coupons/\(coupon.code)"
        let state = overview.state(at: now)
        return console.page(
            title: "Coupon \(coupon.code)", section: .coupons,
            content: [
                div(.class("stack")) {
                    if let notice { p(.class("notice notice-success"), .role("status")) { notice } }
                    if let refusal { p(.class("notice notice-danger"), .role("alert")) { refusal } }
                    section(.class("card stack"), .aria("labelledby", "coupon-heading")) {
                        h2(.id("coupon-heading")) { coupon.description }
                        dl(.class("facts")) {
                            dt { "Takes off" }
                            dd(.id("coupon-value")) { coupon.valueText }
                            dt { "State" }
                            dd(.id("coupon-state")) { CouponStateBadge(state: state).render() }
                            dt { "Valid" }
                            dd { CouponsPage.validity(coupon, time) }
                            dt { "Used" }
                            dd { CouponsPage.use(overview) }
                            dt { "Created" }
                            dd { time.tag(overview.createdAt, withDay: true) }
                        }
                        if state != .expired {
                            FoodlyHTML.form(.attr("method", "post"), .attr("action", path + "/expire")) {
                                FormField.csrf(csrf.token)
                                button(.class("btn btn-danger"), .type("submit")) { "Expire now" }
                            }
                        }
                    }
                    FoodlyHTML.form(
                        .class("card stack"), .attr("method", "post"), .attr("action", path + "/terms"),
                        .id("coupon-terms")
                    ) {
                        FormField.csrf(csrf.token)
                        h2 { "Validity and limits" }
                        FormField(issues: fields.issues).summary()
                        fields.termFields()
                        button(.class("btn btn-primary"), .type("submit")) { "Save" }
                    }
                    redemptionList()
                }
            ], backLink: "/admin/coupons")
    }

    private func redemptionList() -> Node {
        section(.class("stack"), .aria("labelledby", "redemptions-heading")) {
            h2(.id("redemptions-heading")) { "Redemptions" }
            if redemptions.isEmpty {
                p(.class("muted")) { "No order has used it yet." }
            } else {
                div(.class("table-scroll")) {
                    table(.class("data-table"), .id("redemptions")) {
                        thead {
                            tr {
                                th(.attr("scope", "col")) { "Order" }
                                th(.attr("scope", "col")) { "Customer" }
                                th(.attr("scope", "col")) { "Took off" }
                                th(.attr("scope", "col")) { "When" }
                            }
                        }
                        tbody {
                            for redemption in redemptions {
                                tr {
                                    th(.attr("scope", "row")) {
                                        a(.href("/admin/orders/\(redemption.orderID.rawValue)")) {
                                            "#\(redemption.orderNumber)"
                                        }
                                    }
                                    td { redemption.customerEmail }
                                    td { Money.format(redemption.discount) }
                                    td { time.tag(redemption.at, withDay: true) }
                                }
                            }
                        }
                    }
                }
            }
        }
    }
}
