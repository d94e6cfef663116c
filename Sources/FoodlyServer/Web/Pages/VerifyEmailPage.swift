import FoodlyApp
import FoodlyHTML

/// "Confirm your email": what opening a confirmation link did, or what asking for a new one did, with the way on.
/// No form: the page of a link is sent without a referrer, and a form there would post `Origin: null`.
struct VerifyEmailPage {
    /// What happened.
    enum Outcome {
        /// The address is confirmed.
        case confirmed
        /// The link no longer works; signed in and not confirmed, the page leads to the Profile's new link.
        case linkInvalid(canResend: Bool)
        /// A new link was mailed (the sentence says where).
        case sent(String)
        /// A new link was refused (too many asked for).
        case refused(String)
    }

    let context: WebContext
    let outcome: Outcome
    /// Whether someone is signed in (the way on is then the app, not the login).
    let signedIn: Bool

    func render() -> Node {
        context.layout.page(
            title: "Confirm your email", activeTab: nil, content: [div(.class("stack")) { content() }],
            backLink: signedIn ? "/profile" : "/login", showTabBar: false)
    }

    @NodeBuilder
    private func content() -> [Node] {
        switch outcome {
        case .confirmed:
            div(.class("empty-state"), .id("email-confirmed")) {
                h2(.role("status")) { "Your email address is confirmed. Thank you!" }
                p { "We will send your receipts and any password links there." }
                continueLink()
            }
        case .linkInvalid(let canResend):
            div(.class("empty-state"), .id("link-invalid")) {
                h2 { AccountError.linkInvalid.message }
                p {
                    canResend
                        ? "Confirmation links work for 24 hours and only once. Your profile sends a new one."
                        : "Log in and ask for a new link on your profile."
                }
                continueLink()
            }
        case .sent(let message):
            div(.class("empty-state"), .id("link-sent")) {
                h2(.role("status")) { message }
                p { "Open the link in that email to confirm your address." }
                continueLink()
            }
        case .refused(let message):
            div(.class("empty-state"), .id("link-refused")) {
                h2(.role("alert")) { message }
                continueLink()
            }
        }
    }

    private func continueLink() -> Node {
        signedIn
            ? a(.class("btn btn-primary"), .href("/profile")) { "Back to your profile" }
            : a(.class("btn btn-primary"), .href("/login")) { "Log in" }
    }
}
