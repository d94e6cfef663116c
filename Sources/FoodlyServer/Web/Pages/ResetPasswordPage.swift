import FoodlyApp
import FoodlyHTML
import FoodlyShared

/// "Choose a new password", reached from the mailed link (whose token the browser holds in a cookie for `/reset`):
/// one password field with the rules shown; or, for a link that no longer works, the way to ask for a new one; or,
/// once changed, the way to log in.
struct ResetPasswordPage {
    /// What the page shows.
    enum State {
        /// The form, for a link that works.
        case form
        /// The link has expired, was used, or never existed.
        case linkInvalid
        /// The password is changed and every session ended.
        case done
    }

    let context: WebContext
    let csrf: CSRF
    let state: State
    var issues: [FieldError] = []

    func render() -> Node {
        context.layout.page(
            title: "Choose a new password", activeTab: nil, content: [div(.class("stack")) { content() }],
            backLink: "/login", showTabBar: false)
    }

    @NodeBuilder
    private func content() -> [Node] {
        switch state {
        case .form:
            let fields = FormField(issues: issues)
            fields.summary(labels: ["password": "New password"])
            form(
                .class("form card"), .method("post"), .action("/reset"), .bool("novalidate"),
                .data("busy", "Saving…")
            ) {
                FormField.csrf(csrf.token)
                fields.input(
                    "password", label: "New password", value: nil, type: "password", autocomplete: "new-password",
                    hint: "8 or more characters, with a letter, a digit and a special character.", required: true)
                button(.class("btn btn-primary btn-block"), .type("submit")) { span { "Set new password" } }
            }
            p(.class("muted")) { "Setting a new password logs you out on every device." }
        case .linkInvalid:
            div(.class("empty-state"), .id("link-invalid")) {
                h2 { AccountError.linkInvalid.message }
                p { "Links to set a new password work for 30 minutes and only once." }
                a(.class("btn btn-primary"), .href("/forgot")) { "Ask for a new link" }
            }
        case .done:
            div(.class("empty-state"), .id("password-changed")) {
                h2(.role("status")) { "Your password is changed. Log in with it." }
                p { "We have logged you out everywhere, on every device." }
                a(.class("btn btn-primary"), .href("/login")) { "Log in" }
            }
        }
    }
}
