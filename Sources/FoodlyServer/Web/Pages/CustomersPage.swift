import FoodlyApp
import FoodlyCore
import FoodlyHTML

/// The console's customer search: one box for an email address, a name or an order number, and the accounts found
/// (the newest ones before a search), each linking to its page.
struct CustomersPage {
    let console: ConsoleLayout
    let query: String
    let accounts: [AccountRecord]
    /// Whether the visitor searched (an empty result then says so).
    let searched: Bool
    /// What is wrong with the search, shown under its box (nothing is searched then).
    var issues: [FieldError] = []

    func render() -> Node {
        console.page(
            title: "Customers", section: .customers,
            content: [
                form(.class("card stack"), .attr("method", "get"), .attr("action", "/admin/customers"), .role("search"))
                {
                    FormField(issues: issues).input(
                        "q", label: "Email, name or order number", value: query, type: "search",
                        hint: "For example ada@example.com, Ada Lovelace or #1042.",
                        extra: [.attr("maxlength", String(AuditSearch.maxTextLength))])
                    button(.class("btn btn-primary"), .type("submit")) { "Find" }
                },
                issues.isEmpty ? results() : Node.fragment([]),
            ])
    }

    private func results() -> Node {
        if accounts.isEmpty {
            return div(.class("empty-state"), .id("customers-empty")) {
                p { searched ? "No account matches “\(query)”." : "There are no accounts yet." }
            }
        }
        return div(.class("table-scroll")) {
            table(.class("data-table"), .id("customers-found")) {
                Node.element("caption") { searched ? "Accounts matching “\(query)”" : "Newest accounts" }
                thead {
                    tr {
                        th(.attr("scope", "col")) { "Name" }
                        th(.attr("scope", "col")) { "Email" }
                        th(.attr("scope", "col")) { "Role" }
                        th(.attr("scope", "col")) { "Orders" }
                        th(.attr("scope", "col")) { "State" }
                    }
                }
                tbody {
                    for record in accounts {
                        tr {
                            th(.attr("scope", "row")) {
                                a(.href("/admin/customers/\(record.user.id.rawValue)")) { record.user.fullName }
                            }
                            td { record.user.email }
                            td { record.user.role.rawValue.capitalized }
                            td { String(record.orderCount) }
                            td {
                                if record.isLocked {
                                    span(.class("badge badge-danger")) { "Locked" }
                                } else {
                                    "Open"
                                }
                            }
                        }
                    }
                }
            }
        }
    }
}
