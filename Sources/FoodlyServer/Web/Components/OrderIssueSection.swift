import FoodlyApp
import FoodlyCore
import FoodlyHTML
import Foundation

/// The order page's "Something wrong?" part: what was reported about a delivered order, with Foodly's answers, and
/// within two days of its delivery the form to report what went wrong (``OrderIssueService``), posted to
/// `/orders/{id}/issues`. Nothing before delivery, nor after the window for an order never reported.
struct OrderIssueSection {
    let order: Order
    let issues: [OrderIssue]
    let csrf: CSRF
    let clock: ClockTime
    let now: Date
    /// The refused report's problems and what was typed.
    var problems: [FieldError] = []
    var typed: OrderIssueDraft? = nil

    func render() -> Node {
        let canReport = OrderIssue.isOpen(for: order, at: now) && issues.count < OrderIssue.maxPerOrder
        guard canReport || !issues.isEmpty else { return .empty }
        return section(.class("card stack-sm"), .id("order-issues"), .aria("labelledby", "order-issues-title")) {
            h2(.class("section-title"), .id("order-issues-title")) { "Something wrong?" }
            for issue in issues { answered(issue) }
            if canReport { form() }
        }
    }

    private func answered(_ issue: OrderIssue) -> Node {
        div(.class("order-issue"), .id("issue-\(issue.id)")) {
            IssueHeading(issue: issue, clock: clock).render()
            switch issue.state {
            case .open:
                p(.class("muted"), .id("issue-state-\(issue.id)")) {
                    "Foodly support will answer you here and by mail."
                }
            case .refunded:
                p(.class("notice notice-success"), .id("issue-state-\(issue.id)")) {
                    strong { "Refunded \(Money.format(issue.refunded)). " }
                    issue.answer ?? ""
                }
            case .declined:
                p(.class("notice notice-warm"), .id("issue-state-\(issue.id)")) {
                    strong { "Foodly support: " }
                    issue.answer ?? ""
                }
            }
        }
    }

    private func form() -> Node {
        let fields = FormField(issues: problems)
        let chosen = typed?.kind ?? .missingItem
        return FoodlyHTML.form(
            .class("form"), .id("issue-form"), .method("post"),
            .action("/orders/\(order.id.rawValue)/issues#order-issues"), .attr("enctype", "multipart/form-data"),
            .data("busy", "Sending…"), .attr("novalidate", "")
        ) {
            FormField.csrf(csrf.token)
            p(.class("muted")) { "Tell us within 48 hours of delivery and Foodly support will put it right." }
            fieldset(.class("field")) {
                legend(.class("field-label")) { "What went wrong" }
                for kind in OrderIssueKind.allCases {
                    label(.class("check")) {
                        input(
                            .type("radio"), .name("kind"), .value(kind.rawValue), .id("issue-kind-\(kind.rawValue)"),
                            .bool("checked", kind == chosen))
                        span { kind.label }
                    }
                }
            }
            fields.textarea(
                "details", label: "What happened", value: typed?.details ?? "", maxLength: OrderIssue.maxDetails,
                hint: "Which dish, and what you found.")
            div(.class("field")) {
                label(.for("issue-photo")) { "A photo (optional)" }
                input(
                    .type("file"), .id("issue-photo"), .name("photo"),
                    .attr("accept", "image/jpeg,image/png,image/webp"),
                    .aria("describedby", "issue-photo-hint"))
                p(.class("field-hint"), .id("issue-photo-hint")) { "What you received, if it helps. Up to 10 MB." }
            }
            button(.class("btn btn-secondary"), .type("submit"), .id("issue-submit")) { "Send to Foodly support" }
        }
    }
}
