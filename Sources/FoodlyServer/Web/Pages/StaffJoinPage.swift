import FoodlyApp
import FoodlyCore
import FoodlyHTML

/// The page an invitation link leads to (`/staff/join`, the link's token kept in a cookie): who invites whom to
/// which restaurant as what, and the one step left — sign in or create an account with the invited address, sign
/// out of another account, or press Join.
struct StaffJoinPage {
    /// Where the invitee stands.
    enum State {
        /// The link expired, was used, or never existed.
        case linkInvalid
        /// Nobody is signed in.
        case signedOut(StaffInvite, restaurant: String)
        /// Signed in with another address than the invited one.
        case otherAccount(StaffInvite, restaurant: String, signedInAs: String)
        /// Signed in with the invited address, as an account that cannot join (staff elsewhere, courier, admin).
        case cannotJoin(StaffInvite, restaurant: String)
        /// Signed in with the invited address as a customer: Join is one press away.
        case ready(StaffInvite, restaurant: String)

        /// Whether the invitation can no longer lead anywhere from this browser (so its cookie goes).
        var endsInvitation: Bool {
            switch self {
            case .linkInvalid, .cannotJoin: true
            case .signedOut, .otherAccount, .ready: false
            }
        }
    }

    let context: WebContext
    let csrf: CSRF
    let state: State
    /// A refusal of the press on Join, shown at the top.
    var refusal: String?

    func render() -> Node {
        context.layout.page(
            title: "Join a restaurant", activeTab: nil, content: [div(.class("stack")) { content() }],
            backLink: "/", showTabBar: false)
    }

    @NodeBuilder
    private func content() -> [Node] {
        if let refusal { p(.class("notice notice-danger"), .role("alert"), .id("join-refusal")) { refusal } }
        switch state {
        case .linkInvalid:
            div(.class("empty-state"), .id("invite-invalid")) {
                h2 { "This invitation no longer works." }
                p {
                    "Invitations work for \(Int(StaffRules.inviteLifetime / 86_400)) days and only once. Ask the "
                        + "restaurant to send you a new one."
                }
                a(.class("btn btn-primary"), .href("/")) { "Go to Foodly" }
            }
        case .signedOut(let invite, let restaurant):
            summary(invite, restaurant)
            p {
                "Log in or create an account with "
                strong { invite.email }
                " to accept."
            }
            a(.class("btn btn-primary btn-block"), .href("/login"), .id("join-login")) { "Log in" }
            a(.class("btn btn-secondary btn-block"), .href("/register"), .id("join-register")) { "Create an account" }
        case .otherAccount(let invite, let restaurant, let signedInAs):
            summary(invite, restaurant)
            p(.class("notice notice-warm"), .id("join-other-account")) {
                "You are logged in as \(signedInAs). This invitation is for \(invite.email): log out, then log in "
                    + "or create an account with that address."
            }
            logOut()
        case .cannotJoin(let invite, let restaurant):
            summary(invite, restaurant)
            p(.class("notice notice-warm"), .id("join-cannot")) { MerchantError.cannotJoin.message }
        case .ready(let invite, let restaurant):
            summary(invite, restaurant)
            FoodlyHTML.form(.method("post"), .action("/staff/join"), .id("join-form")) {
                FormField.csrf(csrf.token)
                button(.class("btn btn-primary btn-block"), .type("submit")) { "Join \(restaurant)" }
            }
            p(.class("muted")) { "Your account becomes a staff account: you will use the kitchen screen." }
        }
    }

    /// Who is invited where, as what, and what that role may do.
    private func summary(_ invite: StaffInvite, _ restaurant: String) -> Node {
        div(.class("card"), .id("invite-summary")) {
            h2 { restaurant }
            p {
                "You are invited as "
                strong { StaffPage.name(invite.role).lowercased() }
                "."
            }
            p(.class("muted")) { StaffJoinPage.reach(of: invite.role) }
        }
    }

    private func logOut() -> Node {
        FoodlyHTML.form(.method("post"), .action("/logout")) {
            FormField.csrf(csrf.token)
            button(.class("btn btn-secondary btn-block"), .type("submit")) { "Log out" }
        }
    }

    /// What someone with `role` does at the restaurant, in a sentence.
    static func reach(of role: StaffRole) -> String {
        switch role {
        case .owner: "Owners run the restaurant: its menu, hours and staff, including other owners and managers."
        case .manager: "Managers run the menu and hours and manage the plain staff."
        case .staff: "Staff take and prepare orders and switch dishes sold out."
        }
    }
}
