import FoodlyCore
import FoodlyHTML
import FoodlyShared

/// "Create New Account": full name, email, password; every failing field shown at once, input kept.
struct RegisterPage {
    let context: WebContext
    let csrf: CSRF
    var fullName = ""
    var email = ""
    var issues: [FieldError] = []
    /// The page a guest came from, to land on once their account exists.
    var next: SignInReturn?

    func render() -> Node {
        let fields = FormField(issues: issues)
        return context.layout.page(
            title: "Create New Account", activeTab: nil,
            content: [
                div(.class("stack")) {
                    fields.summary(labels: ["fullName": "Full name", "email": "Email", "password": "Password"])
                    form(
                        .class("form card"), .method("post"), .action("/register"), .bool("novalidate"),
                        .data("busy", "Creating account…")
                    ) {
                        FormField.csrf(csrf.token)
                        if let next { next.field }
                        fields.input(
                            "fullName", label: "Full name", value: fullName, autocomplete: "name",
                            hint: "Your first and last name.", required: true)
                        fields.input(
                            "email", label: "Email", value: email, type: "email", autocomplete: "email", required: true)
                        fields.input(
                            "password", label: "Password", value: nil, type: "password",
                            autocomplete: "new-password",
                            hint: "8 or more characters, with a letter, a digit and a special character.",
                            required: true)
                        button(.class("btn btn-primary btn-block"), .type("submit")) { span { "Create account" } }
                    }
                    p(.class("text-center")) {
                        "Already have an account? "
                        a(.href(next?.login ?? "/login")) { "Log in" }
                    }
                }
            ], backLink: "/login", showTabBar: false)
    }
}
