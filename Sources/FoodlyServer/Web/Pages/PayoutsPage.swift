import FoodlyApp
import FoodlyCore
import FoodlyHTML
import FoodlyShared
import Foundation

/// The console's payouts (`/admin/payouts`): the accounts Foodly pays from, who a run through a chosen day would
/// pay (each payee's balance, the cash a courier holds set off, and why anyone is left out), the button that makes
/// the run, and the recent runs, each linking to its transfers and bank files.
struct PayoutsPage {
    let console: ConsoleLayout
    let csrf: CSRF
    let overview: PayoutService.Overview
    /// Times in the operator's zone.
    let time: ClockTime
    /// The day typed, when it was refused.
    var asked: String?
    /// The refusal of the day, the run, cash handed in or an adjustment.
    var refusal: String?
    var notice: String?

    /// What `?done=` says.
    static let notices = [
        "cash": "The cash is recorded as handed in.",
        "adjusted": "The adjustment is recorded: it counts in the period it was made, shown on the payee's statement.",
    ]

    func render() -> Node {
        console.page(
            title: "Payouts", section: .payouts,
            content: [
                accounts(),
                planSection(),
                runs(),
            ])
    }

    private func accounts() -> Node {
        section(.class("card stack-sm"), .aria("labelledby", "payout-accounts-title")) {
            h2(.class("section-title"), .id("payout-accounts-title")) { "Foodly's bank accounts" }
            dl(.class("figure-grid"), .id("payout-accounts")) {
                for (kind, name) in [
                    (BankAccountKind.iban, "Pays IBANs (SEPA file)"), (.us, "Pays US accounts (NACHA file)"),
                ] {
                    div(.class("figure")) {
                        dt { name }
                        dd(.class("figure-value"), .id("payout-account-\(kind.rawValue)")) {
                            overview.platform[kind]?.masked ?? "None"
                        }
                    }
                }
            }
            a(.class("btn btn-secondary btn-small"), .href("/admin/payouts/account"), .id("payout-account-link")) {
                "Enter or change an account"
            }
            a(.class("btn btn-secondary btn-small"), .href("/admin/payouts/terms"), .id("payout-terms-link")) {
                "Commission, courier pay and card fee"
            }
        }
    }

    private func planSection() -> Node {
        let plan = overview.plan
        return section(.class("card stack-sm"), .id("payout-plan"), .aria("labelledby", "payout-plan-title")) {
            h2(.class("section-title"), .id("payout-plan-title")) {
                "What was owed when \(ClockTime.date(overview.through)) ended (UTC)"
            }
            form(.class("form inline-form"), .method("get"), .action("/admin/payouts"), .id("payout-period")) {
                FormField(issues: []).input(
                    "through", label: "Period's last day", value: asked ?? overview.through.text, type: "date")
                button(.class("btn btn-secondary"), .type("submit")) { "Show" }
            }
            if let refusal { p(.class("notice notice-error"), .role("alert"), .id("payout-refusal")) { refusal } }
            if let notice { p(.class("notice notice-success"), .role("status")) { notice } }
            if plan.lines.isEmpty {
                div(.class("empty-state"), .id("payout-plan-empty")) { p { "Nobody is owed anything then." } }
            } else {
                div(.class("table-scroll")) {
                    table(.class("data-table"), .id("payout-plan-lines")) {
                        Node.element("caption") { "Payees" }
                        thead {
                            tr {
                                for heading in ["Payee", "Owed", "Cash held", "Transfer", "To"] {
                                    th(.attr("scope", "col")) { heading }
                                }
                            }
                        }
                        tbody {
                            for line in plan.lines {
                                tr {
                                    th(.attr("scope", "row")) { line.balance.name }
                                    td { owedCell(line.balance) }
                                    td { cashCell(line.balance) }
                                    td { line.skip == nil ? Money.format(line.amount) : "–" }
                                    td { PayoutsPage.destination(line) }
                                }
                            }
                        }
                    }
                }
            }
            form(
                .class("form"), .method("post"), .action("/admin/payouts"), .id("payout-run-form"),
                .data("busy", "Paying…")
            ) {
                FormField.csrf(csrf.token)
                input(.type("hidden"), .name("through"), .value(overview.through.text))
                button(
                    .class("btn btn-primary"), .type("submit"), .id("payout-run"),
                    .bool("disabled", plan.transfers.isEmpty)
                ) {
                    plan.transfers.isEmpty
                        ? "Nobody to pay"
                        : "Pay \(plan.transfers.count) payee\(plan.transfers.count == 1 ? "" : "s") "
                            + Money.format(plan.total)
                }
            }
        }
    }

    /// What a payee is owed, with the form that adjusts it (``PayeeAdjustment``).
    private func owedCell(_ balance: PayoutPlan.Balance) -> Node {
        let key = balance.payee.description.replacingOccurrences(of: ":", with: "-")
        return details(.class("payee-adjust")) {
            summary(.aria("label", "\(Money.format(balance.owed)) owed to \(balance.name): adjust")) {
                "\(Money.format(balance.owed)) · adjust…"
            }
            FoodlyHTML.form(
                .class("form stack-sm"), .method("post"), .action("/admin/payouts/adjust"), .data("busy", "Saving…")
            ) {
                FormField.csrf(csrf.token)
                input(.type("hidden"), .name("through"), .value(overview.through.text))
                input(.type("hidden"), .name("payee"), .value(balance.payee.description))
                div(.class("field")) {
                    label(.for("amount-\(key)")) { "Amount in dollars (−5.00 to deduct)" }
                    input(
                        .id("amount-\(key)"), .name("amount"), .type("text"), .attr("maxlength", "12"),
                        .attr("required", "required"))
                }
                div(.class("field")) {
                    label(.for("reason-\(key)")) { "Reason (the payee reads it)" }
                    input(
                        .id("reason-\(key)"), .name("reason"), .type("text"),
                        .attr("maxlength", String(PayeeAdjustment.reasonLength)), .attr("required", "required"))
                }
                button(.class("btn btn-secondary btn-small"), .type("submit")) { "Adjust" }
            }
        }
    }

    /// The cash a courier holds, with the form that records cash they hand in.
    private func cashCell(_ balance: PayoutPlan.Balance) -> Node {
        guard case .courier(let id) = balance.payee, balance.cashHeld > 0 else {
            return .text(Money.format(balance.cashHeld))
        }
        let field = "cash-\(id.rawValue)"
        return details(.class("cash-hand-in")) {
            summary { "\(Money.format(balance.cashHeld)) · handed in…" }
            FoodlyHTML.form(.class("form stack-sm"), .method("post"), .action("/admin/payouts/cash/\(id.rawValue)")) {
                FormField.csrf(csrf.token)
                input(.type("hidden"), .name("through"), .value(overview.through.text))
                div(.class("field")) {
                    label(.for(field)) { "Cash handed in, in dollars" }
                    input(
                        .id(field), .name("amount"), .type("text"), .attr("inputmode", "decimal"),
                        .attr("maxlength", "12"), .value(Money.decimal(balance.cashHeld)))
                }
                button(.class("btn btn-secondary btn-small"), .type("submit")) { "Record" }
            }
        }
    }

    /// Where a line's transfer goes, or why there is none.
    static func destination(_ line: PayoutPlan.Line) -> String {
        switch line.skip {
        case nil: line.balance.account == .us ? "US account" : "IBAN"
        case .owesFoodly: "Owes Foodly: carried over"
        case .noBankDetails: "No bank details yet"
        case .noAccountToPayFrom(let kind): "Foodly has no \(kind == .us ? "US" : "IBAN") account to pay from"
        }
    }

    private func runs() -> Node {
        section(.class("card stack-sm"), .aria("labelledby", "payout-runs-title")) {
            h2(.class("section-title"), .id("payout-runs-title")) { "Runs" }
            if overview.runs.isEmpty {
                p(.class("muted"), .id("payout-runs-empty")) { "No payout has been run yet." }
            } else {
                div(.class("table-scroll")) {
                    table(.class("data-table"), .id("payout-runs")) {
                        Node.element("caption") { "Payout runs, newest first" }
                        thead {
                            tr {
                                for heading in ["Run", "Through", "Made", "Transfers", "Total"] {
                                    th(.attr("scope", "col")) { heading }
                                }
                            }
                        }
                        tbody {
                            for run in overview.runs {
                                tr {
                                    th(.attr("scope", "row")) {
                                        a(.href("/admin/payouts/\(run.number)")) { "Run \(run.number)" }
                                    }
                                    td { ClockTime.date(run.through) }
                                    td { time.day(run.at) }
                                    td { "\(run.payouts.count)" }
                                    td { Money.format(run.payouts.map(\.amount).reduce(0, +)) }
                                }
                            }
                        }
                    }
                }
            }
        }
    }
}
