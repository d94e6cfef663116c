import FoodlyApp
import FoodlyCore
import FoodlyHTML
import FoodlyShared
import Foundation

/// Where Foodly pays a restaurant (`/kitchen/bank`: owners change it, managers see it) or a courier
/// (`/courier/bank`): the account on file, masked, and when it was entered; the form that replaces it; and the
/// payouts made to it with what became of each.
struct BankDetailsPage {
    /// Whose page it is.
    enum Place {
        case kitchen, courier

        var path: String { self == .kitchen ? "/kitchen/bank" : "/courier/bank" }
    }

    let context: WebContext
    let csrf: CSRF
    let place: Place
    /// The restaurant's or the courier's name.
    let payee: String
    let account: BankAccountSummary?
    let canChange: Bool
    let payouts: [(payout: Payout, at: Date)]
    /// Times in the payee's zone.
    let time: ClockTime
    /// What was typed, when a post was refused; a new form for the kind of account on file otherwise.
    var form: BankAccountForm?
    /// A sentence above the form when a refusal is not about a field (no key on this server).
    var refusal: String?
    var notice: String?

    /// What `?done=` says after a save.
    static let notices = ["saved": "Your bank details are saved. We sent a mail to confirm the change."]

    func render() -> Node {
        let content = div(.class("stack")) {
            if let notice { p(.class("notice notice-success"), .role("status")) { notice } }
            section(.class("card stack-sm"), .aria("labelledby", "bank-title")) {
                h2(.class("section-title"), .id("bank-title")) { "Where Foodly pays \(payee)" }
                if let account {
                    p(.class("bank-masked"), .id("bank-masked")) { account.masked }
                    p(.class("muted")) { "Entered \(time.day(account.updatedAt)). Payouts go to this account." }
                } else {
                    p(.id("bank-none")) {
                        "No bank details yet: what Foodly owes you waits until you enter them."
                    }
                }
            }
            if canChange {
                changeForm()
            } else {
                p(.class("muted"), .id("bank-owners-only")) { "Only the restaurant's owners change its bank details." }
            }
            payoutList()
        }
        switch place {
        case .kitchen:
            return context.layout.page(
                title: "Bank details · \(payee)", activeTab: nil, content: [content], backLink: "/kitchen/numbers",
                frame: .kitchen)
        case .courier:
            return context.layout.page(
                title: "Bank details", activeTab: .deliveries, content: [content], backLink: "/courier/earnings",
                tabs: Layout.Tab.bar(for: .courier))
        }
    }

    private func changeForm() -> Node {
        section(.class("card stack-sm"), .aria("labelledby", "bank-form-title")) {
            h2(.class("section-title"), .id("bank-form-title")) {
                account == nil ? "Enter your bank details" : "Change your bank details"
            }
            p(.class("muted")) {
                "They are stored encrypted and shown only masked. Every change is mailed to "
                    + (place == .kitchen ? "the restaurant's owners." : "you.")
            }
            if let refusal { p(.class("notice notice-error"), .role("alert"), .id("bank-refusal")) { refusal } }
            FoodlyHTML.form(
                .class("form stack-sm"), .method("post"), .action(place.path), .id("bank-form"),
                .data("busy", "Saving…"), .attr("novalidate", "")
            ) {
                FormField.csrf(csrf.token)
                (self.form ?? BankAccountForm(kind: account?.kind)).render()
                button(.class("btn btn-primary"), .type("submit"), .id("bank-save")) { "Save bank details" }
            }
        }
    }

    private func payoutList() -> Node {
        section(.class("card stack-sm"), .aria("labelledby", "bank-payouts-title")) {
            h2(.class("section-title"), .id("bank-payouts-title")) { "Payouts" }
            if payouts.isEmpty {
                p(.class("muted"), .id("bank-payouts-empty")) { "No payouts yet." }
            } else {
                div(.class("table-scroll")) {
                    table(.class("data-table"), .id("bank-payouts")) {
                        Node.element("caption") { "Payouts to you, newest first" }
                        thead {
                            tr {
                                for heading in ["Made", "Amount", "To", "Status"] {
                                    th(.attr("scope", "col")) { heading }
                                }
                            }
                        }
                        tbody {
                            for (payout, at) in payouts {
                                tr {
                                    th(.attr("scope", "row")) { time.day(at) }
                                    td { Money.format(payout.amount) }
                                    td { payout.masked }
                                    td { PayoutStatusBadge(payout: payout).render() }
                                }
                            }
                        }
                    }
                }
            }
        }
    }
}
