import FoodlyApp
import FoodlyCore
import FoodlyHTML
import FoodlyShared

/// The console's settlement terms (`/admin/payouts/terms`): the default commission, a courier's pay and the card
/// fee estimate, with the form that changes them for orders from now on.
struct SettlementTermsPage {
    let console: ConsoleLayout
    let csrf: CSRF
    var form: SettlementTermsForm
    var notice: String?

    func render() -> Node {
        let fields = FormField(issues: form.issues)
        return console.page(
            title: "Settlement terms", section: .payouts,
            content: [
                section(.class("card stack-sm"), .aria("labelledby", "terms-title")) {
                    h2(.class("section-title"), .id("terms-title")) { "What Foodly keeps and pays" }
                    if let notice { p(.class("notice notice-success"), .role("status")) { notice } }
                    p(.class("muted")) {
                        "Orders placed from now on are settled by these terms; orders already placed keep theirs. "
                            + "A restaurant's own commission is set on its page under Restaurants."
                    }
                    FoodlyHTML.form(
                        .class("form stack-sm"), .method("post"), .action("/admin/payouts/terms"), .id("terms-form"),
                        .data("busy", "Saving…"), .attr("novalidate", "")
                    ) {
                        FormField.csrf(csrf.token)
                        fields.summary(
                            labels: Dictionary(
                                uniqueKeysWithValues: SettlementTermsForm.fields.map {
                                    ($0.name, $0.label)
                                }))
                        for input in SettlementTermsForm.fields {
                            fields.input(
                                input.name, label: input.label, value: form.values[input.name], hint: input.hint,
                                extra: [.attr("inputmode", "decimal"), .attr("maxlength", "8")])
                        }
                        button(.class("btn btn-primary"), .type("submit"), .id("terms-save")) { "Save the terms" }
                    }
                }
            ], backLink: "/admin/payouts")
    }
}
