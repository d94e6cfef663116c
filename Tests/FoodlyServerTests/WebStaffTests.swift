import FoodlyHTTP
import FoodlyTestSupport
import Foundation
import Testing

/// The staff page from the kitchen screen, in process and without JavaScript: owners and managers see the members
/// and the controls their role reaches, invite by email with a role, change roles and remove; plain staff see no
/// controls; a refusal (the last owner) and a bad email are shown on the page.
@Suite("Web: restaurant staff")
struct WebStaffTests {
    static func html(_ response: Response) -> String { String(decoding: response.body, as: UTF8.self) }

    @Test func anOwnerInvitesChangesAndRemovesAndTheLastOwnerIsRefusedOnThePage() throws {
        let app = try TestApp()
        let (owner, _) = try MerchantAPI.restaurant(app, "Bowl Bar", owner: "olga@example.com")
        let cook = try MerchantAPI.member(app, "carl@example.com", "staff", invitedBy: owner)
        let page = { (token: String) in
            Self.html(app.send(.get, "/kitchen/staff", headers: WebOrderingTests.headers(token)))
        }
        let post = { (token: String, path: String, body: String) in
            app.send(
                .post, path, headers: WebOrderingTests.headers(token, form: true),
                body: body + "&_csrf=\(WebOrderingTests.csrf)")
        }
        #expect(
            Self.html(app.send(.get, "/kitchen", headers: WebOrderingTests.headers(owner))).contains("/kitchen/staff"))
        let staff = page(owner)
        #expect(staff.contains("(you)") && staff.contains("carl@example.com · Staff"))
        #expect(staff.contains(#"id="invite-form""#) && staff.contains(#"<option value="owner""#))
        let ownerID = try MerchantAPI.memberID(app, "olga@example.com", seenBy: owner)
        let cookID = try MerchantAPI.memberID(app, "carl@example.com", seenBy: owner)

        let last = post(owner, "/kitchen/staff/\(ownerID)/remove", "")
        #expect(last.status == 409)
        #expect(Self.html(last).contains("A restaurant needs an owner. Make someone else an owner first."))
        let badEmail = post(owner, "/kitchen/staff/invites", "email=not-an-email&role=manager")
        #expect(badEmail.status == 422)
        let refused = Self.html(badEmail)
        #expect(refused.contains(#"id="field-email-error""#) && refused.contains(#"value="not-an-email""#))

        let invited = post(owner, "/kitchen/staff/invites", "email=mona%40example.com&role=manager")
        #expect(invited.status == 303 && invited.headers["Location"] == "/kitchen/staff?done=invited")
        let after = Self.html(
            app.send(.get, "/kitchen/staff?done=invited", headers: WebOrderingTests.headers(owner)))
        #expect(after.contains("The invitation is sent.") && after.contains("mona@example.com · Manager"))

        let badRole = post(owner, "/kitchen/staff/\(cookID)/role", "role=chef")
        #expect(badRole.status == 422 && Self.html(badRole).contains("Choose owner, manager or staff."))
        let changed = post(owner, "/kitchen/staff/\(cookID)/role", "role=manager")
        #expect(changed.status == 303 && changed.headers["Location"] == "/kitchen/staff?done=role")
        #expect(page(owner).contains("carl@example.com · Manager"))
        let removed = post(owner, "/kitchen/staff/\(cookID)/remove", "")
        #expect(removed.status == 303 && removed.headers["Location"] == "/kitchen/staff?done=removed")
        #expect(!page(owner).contains("carl@example.com"))
        #expect(app.send(.get, "/kitchen", headers: WebOrderingTests.headers(cook)).status == 403, "no longer staff")
    }

    @Test func managersReachOnlyPlainStaffAndPlainStaffSeeNoControls() throws {
        let app = try TestApp()
        let (owner, _) = try MerchantAPI.restaurant(app, "Bowl Bar", owner: "olga@example.com")
        let manager = try MerchantAPI.member(app, "mia@example.com", "manager", invitedBy: owner)
        let cook = try MerchantAPI.member(app, "carl@example.com", "staff", invitedBy: manager)
        let ownerID = try MerchantAPI.memberID(app, "olga@example.com", seenBy: owner)
        let cookID = try MerchantAPI.memberID(app, "carl@example.com", seenBy: owner)
        let seen = Self.html(app.send(.get, "/kitchen/staff", headers: WebOrderingTests.headers(manager)))
        #expect(seen.contains(#"action="/kitchen/staff/\#(cookID)/remove""#))
        #expect(!seen.contains(#"action="/kitchen/staff/\#(ownerID)/remove""#) && !seen.contains("Change role"))
        #expect(!seen.contains(#"<option value="owner""#) && seen.contains(#"<option value="staff""#))
        let reach = app.send(
            .post, "/kitchen/staff/\(ownerID)/remove", headers: WebOrderingTests.headers(manager, form: true),
            body: "_csrf=\(WebOrderingTests.csrf)")
        #expect(reach.status == 403 && Self.html(reach).contains("Only an owner makes owners or managers"))

        let plain = app.send(.get, "/kitchen/staff", headers: WebOrderingTests.headers(cook))
        #expect(plain.status == 200)
        let note = Self.html(plain)
        #expect(note.contains(#"id="staff-only-note""#) && !note.contains(#"id="invite-form""#))
        #expect(!note.contains("/remove"))
        let customer = try MerchantAPI.customer(app, "sam@example.com")
        #expect(app.send(.get, "/kitchen/staff", headers: WebOrderingTests.headers(customer)).status == 403)
    }
}
