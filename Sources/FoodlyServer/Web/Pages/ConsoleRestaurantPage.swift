import FoodlyApp
import FoodlyCore
import FoodlyHTML
import FoodlyShared
import Foundation

/// One restaurant in the console: where it stands (listed or not and why, the listing rule over its menu, open or
/// not), the suspend or reinstate form, its terms, its numbers over the last two weeks (the kitchen's own chart)
/// and its staff.
struct ConsoleRestaurantPage {
    let context: WebContext
    let csrf: CSRF
    let overview: RestaurantOverview
    /// A suspension refused: what was typed and why.
    var refusedSuspension: (text: String, issue: FieldError)?
    /// Terms refused: the form as typed, and the issues as it shows them.
    var refusedTerms: (form: RestaurantTermsForm, issues: [FieldError])?
    /// A commission refused: what was typed and why.
    var refusedCommission: (text: String, issues: [FieldError])?
    /// An action refused (suspended already, not suspended), shown at the top.
    var refusal: String?
    /// What the page says after an action.
    var notice: String?

    /// What the page says after an action (`?done=`).
    static let notices = [
        "suspended": "The restaurant is suspended: customers no longer find it or order from it.",
        "reinstated": "The restaurant is reinstated and listed again.",
        "terms": "The terms are saved: lists, the restaurant's page and checkout use them at once.",
        "unchanged": "Nothing to save: the terms are as they were.",
        "commission": "The commission is saved: orders placed from now on are settled with it.",
    ]

    private var restaurant: Restaurant { overview.restaurant }
    private var path: String { "/admin/restaurants/\(restaurant.id.rawValue)" }

    func render() -> Node {
        context.console.page(
            title: restaurant.name, section: .restaurants,
            content: [
                div(.class("stack")) {
                    if let notice {
                        p(.class("notice notice-success"), .role("status"), .id("console-notice")) { notice }
                    }
                    if let refusal {
                        p(.class("notice notice-danger"), .role("alert"), .id("console-refusal")) { refusal }
                    }
                    div(.class("console-columns")) {
                        div(.class("stack")) {
                            standing()
                            suspension()
                            terms()
                        }
                        div(.class("stack")) {
                            numbers()
                            staff()
                        }
                    }
                }
            ], backLink: "/admin/restaurants")
    }

    private func standing() -> Node {
        let standing = overview.standing
        return section(.class("card stack-sm"), .id("standing"), .aria("labelledby", "standing-title")) {
            h2(.class("section-title"), .id("standing-title")) { "Where it stands" }
            p { ListingBadge.render(standing) }
            p(.class("muted")) { "\(restaurant.cuisine) · \(restaurant.address) · \(restaurant.region)" }
            if let suspension = restaurant.suspension {
                p(.class("notice notice-danger"), .id("suspension-note")) {
                    "Suspended \(ClockTime(timeZone: restaurant.timeZone).day(suspension.since)): \(suspension.reason)"
                }
            }
            if let sentence = ClosedNotice.sentence(restaurant, at: overview.at), restaurant.suspension == nil {
                p(.id("closed-note")) { sentence }
            }
            if let rule = standing.rule, let summary = standing.ruleSummary {
                p(.id("listing-rule"), .class(rule.holds ? "" : "field-error")) {
                    (rule.holds ? "Listing rule holds: " : "Listing rule broken: ") + summary
                }
            }
        }
    }

    private func suspension() -> Node {
        section(.class("card stack-sm"), .id("suspension"), .aria("labelledby", "suspension-title")) {
            h2(.class("section-title"), .id("suspension-title")) {
                restaurant.suspension == nil ? "Suspend" : "Reinstate"
            }
            if restaurant.suspension == nil {
                FoodlyHTML.form(
                    .method("post"), .action(path + "/suspend"), .class("form"), .id("suspend-form"),
                    .bool("novalidate"), .data("busy", "Suspending…")
                ) {
                    FormField.csrf(csrf.token)
                    p(.class("muted")) {
                        "Customers stop finding it and ordering from it at once; orders in flight go on. Its staff see the reason on the kitchen screen."
                    }
                    ReasonField(
                        id: "suspend-reason", label: "Reason (its staff read it)", text: refusedSuspension?.text ?? "",
                        issue: refusedSuspension?.issue
                    ).render()
                    button(.class("btn btn-danger"), .type("submit"), .id("suspend")) { "Suspend the restaurant" }
                }
            } else {
                FoodlyHTML.form(
                    .method("post"), .action(path + "/reinstate"), .id("reinstate-form"), .data("busy", "Reinstating…")
                ) {
                    FormField.csrf(csrf.token)
                    button(.class("btn btn-primary"), .type("submit"), .id("reinstate")) { "Reinstate the restaurant" }
                }
            }
        }
    }

    private func terms() -> Node {
        let fees = restaurant.fees
        return section(.class("card stack-sm"), .id("terms"), .aria("labelledby", "terms-title")) {
            h2(.class("section-title"), .id("terms-title")) { "Terms" }
            dl(.class("detail-list")) {
                detail("Delivery fee", "\(Money.format(fees.deliveryBase)) + \(Money.format(fees.deliveryPerKm))/km")
                detail("Free delivery from", fees.freeDeliveryOver.map(Money.format) ?? "never")
                detail("Minimum order", Money.format(fees.minimumOrder))
                detail("Tax", ConsoleRestaurantsPage.percent(restaurant.taxRateBps))
                detail("Tax on drinks", restaurant.drinksTaxRateBps.map(ConsoleRestaurantsPage.percent) ?? "as food")
                detail("Delivers", ConsoleZonesPage.area(of: restaurant))
                detail(
                    "Commission",
                    ConsoleRestaurantsPage.percent(overview.commission.bps)
                        + (overview.commission.own ? " (its own)" : " (the default)"))
            }
            p { a(.href("/admin/restaurants/\(restaurant.id.rawValue)/zones")) { "Delivery zones" } }
            termsForm()
            commissionForm()
        }
    }

    private func termsForm() -> Node {
        let form = refusedTerms?.form ?? RestaurantTermsForm(RestaurantTerms(restaurant))
        let field = FormField(issues: refusedTerms?.issues ?? [])
        var attributes: [Attribute] = [.id("terms-change")]
        if refusedTerms != nil { attributes.append(.bool("open")) }
        return Node.element("details", attributes) {
            Node.element("summary") { "Change the terms" }
            FoodlyHTML.form(
                .method("post"), .action(path + "/terms"), .class("form"), .id("terms-form"), .bool("novalidate"),
                .data("busy", "Saving…")
            ) {
                FormField.csrf(csrf.token)
                field.summary()
                p(.class("muted")) { "Orders already placed keep what they were charged; carts are priced anew." }
                for input in RestaurantTermsForm.fields {
                    field.input(
                        input.name, label: input.label, value: form.values[input.name], hint: input.hint,
                        extra: [.attr("inputmode", "decimal")])
                }
                button(.class("btn btn-primary"), .type("submit"), .id("save-terms")) { "Save the terms" }
            }
        }
    }

    private func commissionForm() -> Node {
        let field = FormField(issues: refusedCommission?.issues ?? [])
        let own = overview.commission.own ? SettlementTermsForm.percent(overview.commission.bps) : ""
        var attributes: [Attribute] = [.id("commission-change")]
        if refusedCommission != nil { attributes.append(.bool("open")) }
        return Node.element("details", attributes) {
            Node.element("summary") { "Change the commission" }
            FoodlyHTML.form(
                .method("post"), .action(path + "/commission"), .class("form"), .id("commission-form"),
                .bool("novalidate"), .data("busy", "Saving…")
            ) {
                FormField.csrf(csrf.token)
                field.input(
                    "commissionBps", label: "Its own commission (%)", value: refusedCommission?.text ?? own,
                    hint: "Of food sales, 0 to 50; empty for the default set under Payouts.",
                    extra: [.attr("inputmode", "decimal"), .attr("maxlength", "8")])
                button(.class("btn btn-primary"), .type("submit"), .id("save-commission")) { "Save the commission" }
            }
        }
    }

    private func numbers() -> Node {
        let total = overview.numbers.total
        return section(.class("card stack-sm"), .id("numbers"), .aria("labelledby", "numbers-title")) {
            h2(.class("section-title"), .id("numbers-title")) { "The last two weeks" }
            dl(.class("figure-grid"), .id("numbers-totals")) {
                figure("Sales", Money.format(total.sales))
                figure("Orders", "\(total.orders)")
                figure("Cancelled", "\(total.cancelled)")
                figure("Late", "\(total.late)")
            }
            if total.orders + total.cancelled > 0 { DayBarChart(sales: overview.numbers.days).render() }
        }
    }

    private func staff() -> Node {
        section(.class("card stack-sm"), .id("staff"), .aria("labelledby", "staff-title")) {
            h2(.class("section-title"), .id("staff-title")) { "Staff" }
            if overview.staff.isEmpty {
                p(.class("muted")) { "Nobody works here on Foodly yet." }
            } else {
                ul(.class("rows list-plain")) {
                    for member in overview.staff {
                        li(.id("member-\(member.userID.rawValue)")) {
                            strong { member.fullName }
                            span(.class("muted block")) { "\(member.email) · \(StaffPage.name(member.role))" }
                        }
                    }
                }
            }
        }
    }

    private func detail(_ name: String, _ value: String) -> Node {
        div {
            dt { name }
            dd { value }
        }
    }

    private func figure(_ name: String, _ value: String) -> Node {
        div(.class("figure")) {
            dt { name }
            dd(.class("figure-value")) { value }
        }
    }
}
