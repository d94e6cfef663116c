import FoodlyApp
import FoodlyCore
import FoodlyHTML
import FoodlyShared

/// The restaurant's staff (from the kitchen screen): members with their roles and the invitations still open;
/// owners and managers invite by email with a role, change roles and remove members, each control offered only as
/// far as `StaffRules` lets the viewer reach. Plain staff see a note and no controls.
struct StaffPage {
    let context: WebContext
    let csrf: CSRF
    /// What an owner or manager sees; nil for plain staff.
    let overview: StaffOverview?
    /// The viewer's account id (their own row says "you").
    let viewer: ID<UserAccount>
    /// What was typed into the invite form, and its issues.
    var inviteEmail = ""
    var inviteRole = StaffRole.staff
    var issues: [FieldError] = []
    /// A refused change, shown at the top.
    var refusal: String?
    /// What the page says after a change.
    var notice: String?

    /// What the page says after a change (`?done=`).
    static let notices = [
        "invited": "The invitation is sent.", "role": "The role is changed.", "removed": "The member is removed.",
        "resent": "The invitation is sent again with a new link; the old one no longer works.",
        "revoked": "The invitation is revoked: its link no longer works.",
    ]

    func render() -> Node {
        context.layout.page(
            title: overview.map { "Staff · \($0.restaurant.name)" } ?? "Staff", activeTab: nil,
            content: [
                div(.class("stack")) {
                    if let notice { p(.class("notice notice-success"), .role("status")) { notice } }
                    if let refusal {
                        p(.class("notice notice-danger"), .role("alert"), .id("staff-refusal")) { refusal }
                    }
                    if let overview {
                        members(overview)
                        invites(overview)
                        inviteForm(overview.role)
                    } else {
                        p(.class("card"), .id("staff-only-note")) {
                            "The restaurant's owners and managers invite and manage the staff."
                        }
                    }
                }
            ], backLink: "/kitchen", frame: .kitchen)
    }

    /// The name of a role.
    static func name(_ role: StaffRole) -> String {
        switch role {
        case .owner: "Owner"
        case .manager: "Manager"
        case .staff: "Staff"
        }
    }

    private func members(_ overview: StaffOverview) -> Node {
        section(.class("card"), .id("staff-members"), .aria("labelledby", "members-title")) {
            h2(.id("members-title"), .class("section-title")) { "Members" }
            ul(.class("rows list-plain")) {
                for member in overview.members { row(member, by: overview.role) }
            }
        }
    }

    private func row(_ member: StaffMember, by actor: StaffRole) -> Node {
        let reach = { (role: StaffRole?) in
            StaffRules.changeRefusal(by: actor, of: member.role, to: role, owners: .max) == nil
        }
        let path = "/kitchen/staff/\(member.userID.rawValue)"
        return li(.class("staff-member"), .id("member-\(member.userID.rawValue)")) {
            div {
                strong { member.fullName + (member.userID == viewer ? " (you)" : "") }
                span(.class("muted block")) { "\(member.email) · \(StaffPage.name(member.role))" }
            }
            if reach(.manager) {
                FoodlyHTML.form(.class("search-actions"), .method("post"), .action(path + "/role")) {
                    FormField.csrf(csrf.token)
                    let id = "role-\(member.userID.rawValue)"
                    label(.class("visually-hidden"), .for(id)) { "Role of \(member.fullName)" }
                    select(.class("input"), .id(id), .name("role")) {
                        for role in StaffRole.allCases {
                            option(.value(role.rawValue), .bool("selected", role == member.role)) {
                                StaffPage.name(role)
                            }
                        }
                    }
                    button(.class("btn btn-secondary btn-small"), .type("submit")) { "Change role" }
                }
            }
            if reach(nil) {
                FoodlyHTML.form(.method("post"), .action(path + "/remove")) {
                    FormField.csrf(csrf.token)
                    button(
                        .class("btn btn-danger btn-small"), .type("submit"),
                        .aria("label", "Remove \(member.fullName)")
                    ) { "Remove" }
                }
            }
        }
    }

    private func invites(_ overview: StaffOverview) -> Node {
        if overview.invites.isEmpty { return .empty }
        return section(.class("card"), .id("staff-invites"), .aria("labelledby", "invites-title")) {
            h2(.id("invites-title"), .class("section-title")) { "Invited" }
            ul(.class("rows list-plain")) {
                for invite in overview.invites {
                    li(.class("row")) {
                        span { "\(invite.email) · \(StaffPage.name(invite.role))" }
                        inviteAction("resend", "Send again", invite)
                        inviteAction("revoke", "Revoke", invite)
                    }
                }
            }
        }
    }

    /// A small form that resends or revokes the invitation of `invite`'s address.
    private func inviteAction(_ action: String, _ label: String, _ invite: StaffInvite) -> Node {
        form(.method("post"), .action("/kitchen/staff/invites/\(action)"), .data("busy", "")) {
            input(.type("hidden"), .name(CSRF.field), .value(csrf.token))
            input(.type("hidden"), .name("email"), .value(invite.email))
            button(
                .class(action == "revoke" ? "btn btn-ghost btn-small" : "btn btn-secondary btn-small"),
                .type("submit"), .aria("label", "\(label): the invitation of \(invite.email)")
            ) { label }
        }
    }

    private func inviteForm(_ actor: StaffRole) -> Node {
        let fields = FormField(issues: issues)
        return FoodlyHTML.form(
            .class("card form"), .id("invite-form"), .method("post"), .action("/kitchen/staff/invites"),
            .bool("novalidate"), .data("busy", "Sending…")
        ) {
            h2(.class("section-title")) { "Invite someone" }
            FormField.csrf(csrf.token)
            fields.input(
                "email", label: "Email", value: inviteEmail, type: "email", autocomplete: "off",
                hint: "We mail them a link that works for 7 days.", required: true,
                extra: [.attr("maxlength", String(AccountRules.maxEmailLength))])
            div(.class("field")) {
                label(.for(FormField.id("role"))) { "Role" }
                select(.id(FormField.id("role")), .name("role")) {
                    for role in StaffRole.allCases where StaffRules.inviteRefusal(by: actor, as: role) == nil {
                        option(.value(role.rawValue), .bool("selected", role == inviteRole)) { StaffPage.name(role) }
                    }
                }
            }
            button(.class("btn btn-primary btn-block"), .type("submit"), .id("send-invite")) {
                span { "Send invitation" }
            }
        }
    }
}
