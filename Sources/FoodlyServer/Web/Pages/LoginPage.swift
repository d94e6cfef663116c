import FoodlyCore
import FoodlyHTML
import FoodlyShared

/// "Log in": email and password, the problem if any, a link to Register.
struct LoginPage {
    let context: WebContext
    let csrf: CSRF
    var email = ""
    var issues: [FieldError] = []
    /// A message about the whole form (wrong credentials, too many attempts).
    var formError: String?
    /// The page a guest came from, to land on once signed in.
    var next: SignInReturn?

    func render() -> Node {
        let fields = FormField(issues: issues)
        return context.layout.page(
            title: "Log in", activeTab: nil,
            content: [
                div(.class("stack")) {
                    p(.class("muted")) { "Welcome back. Log in to order healthy food near you." }
                    fields.summary(
                        extra: formError.map { [$0] } ?? [], labels: ["email": "Email", "password": "Password"])
                    form(
                        .class("form card"), .method("post"), .action("/login"), .bool("novalidate"),
                        .data("busy", "Logging in…")
                    ) {
                        FormField.csrf(csrf.token)
                        if let next { next.field }
                        fields.input(
                            "email", label: "Email", value: email, type: "email", autocomplete: "email", required: true)
                        fields.input(
                            "password", label: "Password", value: nil, type: "password",
                            autocomplete: "current-password", required: true)
                        button(.class("btn btn-primary btn-block"), .type("submit")) { span { "Log in" } }
                    }
                    p(.class("text-center")) { a(.href("/forgot"), .id("forgot-link")) { "Forgot your password?" } }
                    p(.class("text-center")) {
                        "New to Foodly? "
                        a(.href(next?.register ?? "/register")) { "Create an account" }
                    }
                }
            ], showTabBar: false)
    }
}
