import FoodlyApp
import FoodlyCore
import FoodlyHTML
import FoodlyShared
import Foundation

/// One payout run in the console (`/admin/payouts/{number}`): its bank files to download, and each transfer with
/// its payee, amount, account (masked) and status, with the forms that mark it paid or returned (a return needs the
/// bank's reason and gives the payee their balance back).
struct PayoutRunPage {
    let console: ConsoleLayout
    let csrf: CSRF
    let run: PayoutRun
    /// Times in the operator's zone.
    let time: ClockTime
    /// The payout whose return was refused, and why.
    var refused: (id: String, reason: String, issue: FieldError)?
    var notice: String?

    /// What `?done=` says.
    static let notices = [
        "run": "The run is made: download its files for the bank.", "paid": "Marked paid.",
        "returned": "Marked returned: the payee's balance is back.",
    ]

    func render() -> Node {
        let total = run.payouts.map(\.amount).reduce(0, +)
        return console.page(
            title: "Payout run \(run.number)", section: .payouts,
            content: [
                div(.class("stack")) {
                    if let notice { p(.class("notice notice-success"), .role("status")) { notice } }
                    section(.class("card stack-sm"), .aria("labelledby", "run-title")) {
                        h2(.class("section-title"), .id("run-title")) {
                            "Through \(ClockTime.date(run.through)): \(Money.format(total)) to \(run.payouts.count) "
                                + (run.payouts.count == 1 ? "payee" : "payees")
                        }
                        p(.class("muted")) { "Made \(time.day(run.at))." }
                        div(.class("chip-choices")) {
                            if run.payouts.contains(where: { $0.kind == .iban }) {
                                a(
                                    .class("btn btn-secondary btn-small"), .id("run-sepa"),
                                    .href("/admin/payouts/\(run.number)/sepa.xml"), .attr("download", "")
                                ) { "SEPA file (pain.001)" }
                            }
                            if run.payouts.contains(where: { $0.kind == .us }) {
                                a(
                                    .class("btn btn-secondary btn-small"), .id("run-nacha"),
                                    .href("/admin/payouts/\(run.number)/nacha.txt"), .attr("download", "")
                                ) { "NACHA file" }
                            }
                        }
                    }
                    div(.class("table-scroll")) {
                        table(.class("data-table"), .id("run-payouts")) {
                            Node.element("caption") { "Transfers" }
                            thead {
                                tr {
                                    for heading in ["Payee", "Transfer", "Cash set off", "To", "Status", "Change"] {
                                        th(.attr("scope", "col")) { heading }
                                    }
                                }
                            }
                            tbody {
                                for payout in run.payouts { row(payout) }
                            }
                        }
                    }
                }
            ], backLink: "/admin/payouts")
    }

    private func row(_ payout: Payout) -> Node {
        let path = "/admin/payouts/\(run.number)/\(payout.id)"
        return tr(.id(payout.id)) {
            th(.attr("scope", "row")) { payout.name }
            td { Money.format(payout.amount) }
            td { Money.format(payout.cashSetOff) }
            td { payout.masked }
            td { PayoutStatusBadge(payout: payout).render() }
            td {
                if payout.status == .sent {
                    form(.method("post"), .action("\(path)/paid")) {
                        FormField.csrf(csrf.token)
                        button(.class("btn btn-secondary btn-small"), .type("submit")) { "Mark paid" }
                    }
                }
                if payout.status != .returned {
                    details(.bool("open", refused?.id == payout.id)) {
                        summary { "Returned…" }
                        form(.class("form stack-sm"), .method("post"), .action("\(path)/returned")) {
                            FormField.csrf(csrf.token)
                            let id = "reason-\(payout.id)"
                            let issue = refused?.id == payout.id ? refused?.issue : nil
                            div(.class("field")) {
                                label(.for(id)) { "The bank's reason" }
                                input(
                                    .id(id), .name("reason"), .type("text"),
                                    .value(issue == nil ? "" : refused?.reason ?? ""),
                                    .attr("maxlength", "\(Reason.maxLength)"), .aria("required", "true"),
                                    issue == nil ? .class("") : .aria("invalid", "true"))
                                if let issue { p(.class("field-error")) { issue.message } }
                            }
                            button(.class("btn btn-danger btn-small"), .type("submit")) { "Mark returned" }
                        }
                    }
                }
            }
        }
    }
}
