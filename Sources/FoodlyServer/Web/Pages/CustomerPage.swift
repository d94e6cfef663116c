import FoodlyApp
import FoodlyCore
import FoodlyHTML

/// One account in the console: who, since when, whether it is locked and why, the lock or unlock form, and its
/// newest orders (each linking to the console's order page).
struct CustomerPage {
    let console: ConsoleLayout
    let csrf: CSRF
    let record: AccountRecord
    let orders: [OrderDetails]
    /// Times in the operator's zone.
    let time: ClockTime
    /// The lock form's refused reason and its issues.
    var reason = ""
    var issues: [FieldError] = []
    /// A refused decision, shown at the top.
    var refusal: String?
    /// What the page says after a decision (`?done=`).
    var notice: String?

    /// What the page says after a decision.
    static let notices = [
        "locked": "The account is locked and signed out everywhere.", "unlocked": "The account is open again.",
    ]

    func render() -> Node {
        let user = record.user
        return console.page(
            title: user.fullName, section: .customers,
            content: [
                div(.class("stack")) {
                    if let notice { p(.class("notice notice-success"), .role("status")) { notice } }
                    if let refusal { p(.class("notice notice-danger"), .role("alert")) { refusal } }
                    section(.class("card stack"), .aria("labelledby", "account-heading")) {
                        h2(.id("account-heading")) { "Account" }
                        dl(.class("facts")) {
                            dt { "Email" }
                            dd { user.email + (user.emailVerifiedAt == nil ? " (not confirmed)" : "") }
                            dt { "Role" }
                            dd { user.role.rawValue.capitalized }
                            dt { "Joined" }
                            dd { time.tag(user.createdAt, withDay: true) }
                            dt { "Orders" }
                            dd { String(record.orderCount) }
                            dt { "State" }
                            dd(.id("account-state")) {
                                if let lockedAt = record.lockedAt {
                                    span(.class("badge badge-danger")) { "Locked" }
                                    " since "
                                    time.tag(lockedAt, withDay: true)
                                    ": \(record.lockedReason ?? "")"
                                } else {
                                    "Open"
                                }
                            }
                        }
                    }
                    lockForm()
                    orderList()
                }
            ], backLink: "/admin/customers")
    }

    private func lockForm() -> Node {
        let path = "/admin/customers/\(record.user.id.rawValue)"
        if record.isLocked {
            return form(.class("card stack"), .attr("method", "post"), .attr("action", path + "/unlock")) {
                FormField.csrf(csrf.token)
                p { "Opening the account lets it log in again." }
                button(.class("btn btn-secondary"), .type("submit")) { "Unlock account" }
            }
        }
        return form(.class("card stack"), .attr("method", "post"), .attr("action", path + "/lock"), .id("lock-form")) {
            FormField.csrf(csrf.token)
            h2 { "Lock the account" }
            FormField(issues: issues).input(
                "reason", label: "Reason", value: reason,
                hint: "Kept with the lock and in the audit log. The account is signed out everywhere at once.",
                required: true, extra: [.attr("maxlength", String(Reason.maxLength))])
            button(.class("btn btn-danger"), .type("submit")) { "Lock account" }
        }
    }

    private func orderList() -> Node {
        section(.class("stack"), .aria("labelledby", "orders-heading")) {
            h2(.id("orders-heading")) { "Orders" }
            if orders.isEmpty {
                p(.class("muted")) { "No orders yet." }
            } else {
                div(.class("table-scroll")) {
                    table(.class("data-table"), .id("account-orders")) {
                        thead {
                            tr {
                                th(.attr("scope", "col")) { "Order" }
                                th(.attr("scope", "col")) { "Restaurant" }
                                th(.attr("scope", "col")) { "Status" }
                                th(.attr("scope", "col")) { "Total" }
                                th(.attr("scope", "col")) { "Placed" }
                            }
                        }
                        tbody {
                            for details in orders {
                                tr {
                                    th(.attr("scope", "row")) {
                                        a(.href("/admin/orders/\(details.order.id.rawValue)")) {
                                            "#\(details.order.number)"
                                        }
                                    }
                                    td { details.restaurant.name }
                                    td { details.order.status.label }
                                    td { Money.format(details.order.pricing.total) }
                                    td { time.tag(details.order.placedAt, withDay: true) }
                                }
                            }
                        }
                    }
                }
            }
        }
    }
}
