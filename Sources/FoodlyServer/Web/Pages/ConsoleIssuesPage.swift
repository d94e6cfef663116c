import FoodlyApp
import FoodlyCore
import FoodlyHTML
import Foundation

/// The console's issues (`/admin/issues`): what customers reported about delivered orders and nobody answered yet,
/// the oldest first, each linking to its order's page where it is answered; a customer who reported more than this
/// issue is marked.
struct ConsoleIssuesPage {
    let console: ConsoleLayout
    let cases: [IssueCase]
    let clock: ClockTime

    func render() -> Node {
        console.page(title: "Issues", section: .issues, content: [content()])
    }

    private func content() -> Node {
        if cases.isEmpty {
            return div(.class("empty-state"), .id("issues-empty")) {
                h2 { "No issues waiting" }
                p { "What customers report about delivered orders appears here until it is answered." }
            }
        }
        return div(.class("table-scroll")) {
            table(.class("data-table"), .id("issues-open")) {
                Node.element("caption") { "Waiting for an answer, the oldest first" }
                thead {
                    tr {
                        th(.attr("scope", "col")) { "Order" }
                        th(.attr("scope", "col")) { "What" }
                        th(.attr("scope", "col")) { "Customer" }
                        th(.attr("scope", "col")) { "Restaurant" }
                        th(.attr("scope", "col")) { "Reported" }
                    }
                }
                tbody {
                    for found in cases {
                        tr(.id("issue-row-\(found.issue.id)")) {
                            th(.attr("scope", "row")) {
                                a(.href("/admin/orders/\(found.issue.orderId)#issues")) { "#\(found.orderNumber)" }
                            }
                            td { found.issue.kind.label }
                            td {
                                found.customerName
                                span(.class("muted block")) { found.customerEmail }
                                if found.customerIssues > 1 {
                                    span(.class("badge badge-warm")) { "\(found.customerIssues) issues in all" }
                                }
                            }
                            td { found.restaurantName }
                            td { clock.tag(found.issue.reportedAt, withDay: true) }
                        }
                    }
                }
            }
        }
    }
}
