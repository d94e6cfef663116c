import FoodlyCore
import FoodlyHTML

/// Under the email on the Profile: whether the address is confirmed, and a button that mails a new link when not.
struct EmailVerificationNote {
    let user: UserAccount
    let csrf: CSRF

    func render() -> Node {
        guard user.emailVerifiedAt == nil else {
            return p(.id("email-status")) { span(.class("badge badge-green")) { "Email confirmed" } }
        }
        return div(.class("stack-sm"), .id("email-status")) {
            p { span(.class("badge badge-warm")) { "Email not confirmed yet" } }
            form(.method("post"), .action("/profile/verify-email"), .data("busy", "Sending…")) {
                FormField.csrf(csrf.token)
                button(.class("btn btn-ghost btn-small"), .type("submit")) { span { "Send the link again" } }
            }
        }
    }
}
