import FoodlyCore
import FoodlyHTML

/// An issue's first lines, for its customer and in the console alike: what went wrong, when it was reported, the
/// customer's words and their photo.
struct IssueHeading {
    let issue: OrderIssue
    let clock: ClockTime

    func render() -> Node {
        .fragment([
            p {
                strong { issue.kind.label }
                span(.class("muted")) {
                    " · "
                    clock.tag(issue.reportedAt, withDay: true)
                }
            },
            p(.class("address-note")) { issue.details },
            issue.hasPhoto
                ? figure(.class("issue-photo")) {
                    img(
                        .src("/issues/\(issue.id)/photo"), .alt("The photo sent with the report"),
                        .attr("loading", "lazy"))
                } : .empty,
        ])
    }
}
