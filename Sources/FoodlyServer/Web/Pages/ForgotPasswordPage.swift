import FoodlyApp
import FoodlyHTML
import FoodlyShared

/// "Forgot your password?": the email to mail a link to; once sent, the same answer whether or not an account uses
/// the address.
struct ForgotPasswordPage {
    let context: WebContext
    let csrf: CSRF
    var email = ""
    var issues: [FieldError] = []
    /// A message about the whole form (too many requests).
    var formError: String?
    /// Shown after the form was sent.
    var sent = false

    func render() -> Node {
        let fields = FormField(issues: issues)
        return context.layout.page(
            title: "Forgot your password?", activeTab: nil,
            content: [
                div(.class("stack")) {
                    if sent {
                        p(.class("notice notice-success"), .role("status"), .id("reset-sent")) {
                            AccountRecoveryService.resetRequested
                        }
                        p(.class("muted")) {
                            "Nothing there? Look in your spam folder, or check the address and ask again."
                        }
                        a(.class("btn btn-primary btn-block"), .href("/login")) { "Back to log in" }
                    } else {
                        p(.class("muted")) {
                            "Enter the email address of your account. We will mail you a link to choose a new password."
                        }
                    }
                    fields.summary(extra: formError.map { [$0] } ?? [], labels: ["email": "Email"])
                    form(
                        .class("form card"), .method("post"), .action("/forgot"), .bool("novalidate"),
                        .data("busy", "Sending…")
                    ) {
                        FormField.csrf(csrf.token)
                        fields.input(
                            "email", label: "Email", value: email, type: "email", autocomplete: "email", required: true)
                        button(
                            .class(sent ? "btn btn-secondary btn-block" : "btn btn-primary btn-block"), .type("submit")
                        ) {
                            span { sent ? "Send the link again" : "Send me a link" }
                        }
                    }
                    if !sent {
                        p(.class("text-center")) {
                            "Remembered it? "
                            a(.href("/login")) { "Log in" }
                        }
                    }
                }
            ], backLink: "/login", showTabBar: false)
    }
}
