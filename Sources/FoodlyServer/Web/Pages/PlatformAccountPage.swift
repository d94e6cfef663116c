import FoodlyApp
import FoodlyCore
import FoodlyHTML
import FoodlyShared

/// The console's form for the accounts Foodly pays from (`/admin/payouts/account`): one IBAN account for SEPA
/// files and one US account, with its ACH company identification, for NACHA files; entering one of a kind replaces
/// the one before.
struct PlatformAccountPage {
    let console: ConsoleLayout
    let csrf: CSRF
    let accounts: [BankAccountKind: BankAccountSummary]
    var form = BankAccountForm()
    var refusal: String?

    func render() -> Node {
        console.page(
            title: "Foodly's bank accounts", section: .payouts,
            content: [
                section(.class("card stack-sm"), .aria("labelledby", "platform-account-title")) {
                    h2(.class("section-title"), .id("platform-account-title")) { "Accounts payouts are made from" }
                    ul(.class("plain-list"), .id("platform-accounts")) {
                        for kind in BankAccountKind.allCases {
                            li {
                                (kind == .iban ? "IBAN: " : "US: ") + (accounts[kind]?.masked ?? "none yet")
                            }
                        }
                    }
                },
                section(.class("card stack-sm"), .aria("labelledby", "platform-form-title")) {
                    h2(.class("section-title"), .id("platform-form-title")) { "Enter an account" }
                    if let refusal { p(.class("notice notice-error"), .role("alert")) { refusal } }
                    FoodlyHTML.form(
                        .class("form stack-sm"), .method("post"), .action("/admin/payouts/account"), .id("bank-form"),
                        .data("busy", "Saving…"), .attr("novalidate", "")
                    ) {
                        FormField.csrf(csrf.token)
                        self.form.render(forPlatform: true)
                        button(.class("btn btn-primary"), .type("submit"), .id("bank-save")) { "Save the account" }
                    }
                },
            ], backLink: "/admin/payouts")
    }
}
