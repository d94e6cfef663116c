import FoodlyApp
import FoodlyCore
import FoodlyHTML
import Foundation

/// The issues its customer reported about an order, on the console's order page: each with its state, and an open
/// one with the form that answers it (a refund in dollars, empty for none, who bears it, and the words the
/// customer reads), posted to `/admin/issues/{id}/answer`. Says so when the customer reported issues about other
/// orders too.
struct ConsoleIssuesSection {
    let issues: [OrderIssue]
    /// Every issue the order's customer has reported, over all their orders.
    let customerIssues: Int
    /// What is left of the order's charges to refund, in cents.
    let remaining: Int
    let csrf: CSRF
    let clock: ClockTime
    /// The refused answer: its issue, the issues found and what was typed.
    var refused: Refused? = nil

    /// An answer sent back with its problems.
    struct Refused {
        let issueID: String
        let problems: [FieldError]
        let refund: String
        let bearer: RefundBearer
        let answer: String
    }

    func render() -> Node {
        guard !issues.isEmpty else { return .empty }
        return section(.class("card stack-sm"), .id("issues"), .aria("labelledby", "issues-title")) {
            h2(.class("section-title"), .id("issues-title")) { "Reported issues" }
            if customerIssues > issues.count {
                p(.class("notice notice-warm"), .id("repeat-reporter")) {
                    "This customer has reported \(customerIssues) issues over all their orders."
                }
            }
            for issue in issues {
                article(.class("order-issue stack-sm"), .id("issue-\(issue.id)")) {
                    IssueHeading(issue: issue, clock: clock).render()
                    switch issue.state {
                    case .open: answerForm(issue)
                    case .refunded:
                        p(.class("muted")) {
                            "Refunded \(Money.format(issue.refunded)), borne by "
                                + (BearerChoice.names[issue.bearer ?? .platform] ?? "")
                                + ": \(issue.answer ?? "")"
                        }
                    case .declined: p(.class("muted")) { "Answered: \(issue.answer ?? "")" }
                    }
                }
            }
        }
    }

    private func answerForm(_ issue: OrderIssue) -> Node {
        let mine = refused?.issueID == issue.id ? refused : nil
        let fields = FormField(issues: mine?.problems ?? [])
        return form(
            .class("form"), .method("post"), .action("/admin/issues/\(issue.id)/answer#issue-\(issue.id)"),
            .data("busy", "Answering…"), .attr("novalidate", "")
        ) {
            FormField.csrf(csrf.token)
            fields.input(
                "refund", label: "Refund in dollars", value: mine?.refund ?? "",
                hint: "Empty to answer without a refund; up to \(Money.format(remaining)).",
                extra: [.attr("inputmode", "decimal"), .attr("maxlength", "12")], id: "issue-refund-\(issue.id)")
            BearerChoice(chosen: mine?.bearer ?? .restaurant).render()
            fields.textarea(
                "answer", label: "Your answer to the customer", value: mine?.answer ?? "", maxLength: Reason.maxLength,
                rows: 2, id: "issue-answer-\(issue.id)")
            button(.class("btn btn-primary"), .type("submit"), .id("answer-\(issue.id)")) { "Answer" }
        }
    }
}
