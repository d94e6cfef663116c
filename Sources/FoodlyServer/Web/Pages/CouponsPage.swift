import FoodlyApp
import FoodlyCore
import FoodlyHTML
import Foundation

/// The console's coupons: every coupon with what it gives, its validity, its use against its limit and where it
/// stands, each linking to its page; and the form for a new one.
struct CouponsPage {
    let console: ConsoleLayout
    let csrf: CSRF
    let coupons: [CouponOverview]
    let now: Date
    /// Times in the operator's zone.
    let time: ClockTime
    let fields: CouponForm

    func render() -> Node {
        console.page(
            title: "Coupons", section: .coupons,
            content: [
                list(),
                FoodlyHTML.form(
                    .class("card stack"), .attr("method", "post"), .attr("action", "/admin/coupons"), .id("new-coupon")
                ) {
                    FormField.csrf(csrf.token)
                    h2 { "New coupon" }
                    FormField(issues: fields.issues).summary()
                    fields.newCouponFields()
                    button(.class("btn btn-primary"), .type("submit")) { "Create coupon" }
                },
            ])
    }

    private func list() -> Node {
        if coupons.isEmpty {
            return div(.class("empty-state"), .id("coupons-empty")) { p { "There are no coupons yet." } }
        }
        return div(.class("table-scroll")) {
            table(.class("data-table"), .id("coupons")) {
                Node.element("caption") { "Coupons, newest first" }
                thead {
                    tr {
                        th(.attr("scope", "col")) { "Code" }
                        th(.attr("scope", "col")) { "Takes off" }
                        th(.attr("scope", "col")) { "Description" }
                        th(.attr("scope", "col")) { "Valid" }
                        th(.attr("scope", "col")) { "Used" }
                        th(.attr("scope", "col")) { "State" }
                    }
                }
                tbody {
                    for overview in coupons {
                        tr {
                            th(.attr("scope", "row")) {
                                a(.href("/admin/coupons/\(overview.coupon.code)")) { overview.coupon.code }
                            }
                            td { overview.coupon.valueText }
                            td { overview.coupon.description }
                            td { CouponsPage.validity(overview.coupon, time) }
                            td { CouponsPage.use(overview) }
                            td { CouponStateBadge(state: overview.state(at: now)).render() }
                        }
                    }
                }
            }
        }
    }

    /// "From Tue 4 Jun, 00:00 until Sun 30 Jun, 00:00", "Always".
    static func validity(_ coupon: Coupon, _ time: ClockTime) -> String {
        switch (coupon.validFrom, coupon.validUntil) {
        case (nil, nil): "Always"
        case (let from?, nil): "From \(time.day(from))"
        case (nil, let until?): "Until \(time.day(until))"
        case (let from?, let until?): "\(time.day(from)) – \(time.day(until))"
        }
    }

    /// "3 of 100", "3".
    static func use(_ overview: CouponOverview) -> String {
        overview.coupon.totalLimit.map { "\(overview.redemptions) of \($0)" } ?? String(overview.redemptions)
    }
}
