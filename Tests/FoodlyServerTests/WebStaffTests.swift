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
        #expect(last.refusalStatus == 409)
        #expect(Self.html(last).contains("A restaurant needs an owner. Make someone else an owner first."))
        let badEmail = post(owner, "/kitchen/staff/invites", "email=not-an-email&role=manager")
        #expect(badEmail.refusalStatus == 422)
        let refused = Self.html(badEmail)
        #expect(refused.contains(#"id="field-email-error""#) && refused.contains(#"value="not-an-email""#))

        let invited = post(owner, "/kitchen/staff/invites", "email=mona%40example.com&role=manager")
        #expect(invited.status == 303 && invited.headers["Location"] == "/kitchen/staff?done=invited")
        let after = Self.html(
            app.send(.get, "/kitchen/staff?done=invited", headers: WebOrderingTests.headers(owner)))
        #expect(after.contains("The invitation is sent.") && after.contains("mona@example.com · Manager"))
        #expect(after.contains(#"action="/kitchen/staff/invites/resend""#))
        let resent = post(owner, "/kitchen/staff/invites/resend", "email=mona%40example.com")
        #expect(resent.status == 303 && resent.headers["Location"] == "/kitchen/staff?done=resent")
        let revoked = post(owner, "/kitchen/staff/invites/revoke", "email=mona%40example.com")
        #expect(revoked.status == 303 && revoked.headers["Location"] == "/kitchen/staff?done=revoked")
        #expect(!page(owner).contains("mona@example.com · Manager"), "no invitation waits")
        let nothing = post(owner, "/kitchen/staff/invites/revoke", "email=mona%40example.com")
        #expect(nothing.refusalStatus == 404)

        let badRole = post(owner, "/kitchen/staff/\(cookID)/role", "role=chef")
        #expect(badRole.refusalStatus == 422 && Self.html(badRole).contains("Choose owner, manager or staff."))
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
        #expect(reach.refusalStatus == 403 && Self.html(reach).contains("Only an owner makes owners or managers"))

        let plain = app.send(.get, "/kitchen/staff", headers: WebOrderingTests.headers(cook))
        #expect(plain.status == 200)
        let note = Self.html(plain)
        #expect(note.contains(#"id="staff-only-note""#) && !note.contains(#"id="invite-form""#))
        #expect(!note.contains("/remove"))
        let customer = try MerchantAPI.customer(app, "sam@example.com")
        #expect(app.send(.get, "/kitchen/staff", headers: WebOrderingTests.headers(customer)).status == 403)
    }
}

/// The page an invitation link opens, without JavaScript: the token leaves the address for a cookie, logging in or
/// registering leads back to it, another account is told to log out, and Join makes the invitee staff, once.
@Suite("Web: joining a restaurant's staff")
struct WebStaffJoinTests {
    static func cookies(_ token: String?, invite: String) -> HTTPHeaders {
        let session = token.map { "foodly_session=\($0); " } ?? ""
        return [
            "Cookie": "\(session)foodly_csrf=\(WebOrderingTests.csrf); foodly_invite=\(invite)", "Accept": "text/html",
            "Content-Type": "application/x-www-form-urlencoded",
        ]
    }

    @Test func theLinkLeadsThroughRegistrationToJoinAndWorksOnce() throws {
        let app = try TestApp()
        let (owner, _) = try MerchantAPI.restaurant(app, "Bowl Bar", owner: "olga@example.com")
        let invited = app.send(
            .post, "/api/v1/merchant/staff/invites", headers: CatalogAPI.bearer(owner),
            body: CatalogAPI.body(["email": "mona@example.com", "role": "manager"]))
        #expect(invited.status == 201)
        let link = try AccountRecoveryAPITests.token(app, "mona@example.com", "/staff/join")

        let opened = app.send(.get, "/staff/join?token=\(link)", headers: ["Accept": "text/html"])
        #expect(opened.status == 303 && opened.headers["Location"] == "/staff/join")
        #expect(opened.headers["Referrer-Policy"] == "no-referrer")
        #expect(opened.headers.values(for: "Set-Cookie").contains { $0.hasPrefix("foodly_invite=\(link);") })

        let signedOut = WebStaffTests.html(app.send(.get, "/staff/join", headers: Self.cookies(nil, invite: link)))
        #expect(signedOut.contains("Bowl Bar") && signedOut.contains("You are invited as <strong>manager</strong>"))
        #expect(signedOut.contains(#"id="join-register""#) && !signedOut.contains(#"id="join-form""#))

        let stranger = try MerchantAPI.customer(app, "sam@example.com")
        let other = WebStaffTests.html(app.send(.get, "/staff/join", headers: Self.cookies(stranger, invite: link)))
        #expect(other.contains("You are logged in as sam@example.com") && !other.contains(#"id="join-form""#))
        let refused = app.send(
            .post, "/staff/join", headers: Self.cookies(stranger, invite: link), body: "_csrf=\(WebOrderingTests.csrf)")
        #expect(
            refused.refusalStatus == 403
                && WebStaffTests.html(refused).contains("This invitation is for mona@example.com"))

        let registered = app.send(
            .post, "/register", headers: Self.cookies(nil, invite: link),
            body: "fullName=Mona+Lee&email=mona%40example.com&password=abcdef1%21&_csrf=\(WebOrderingTests.csrf)")
        #expect(registered.status == 303 && registered.headers["Location"] == "/staff/join")
        let session = registered.headers.values(for: "Set-Cookie").first { $0.hasPrefix("foodly_session=") }
        let mona = try #require(session?.split(separator: ";").first?.split(separator: "=").last.map(String.init))
        let ready = WebStaffTests.html(app.send(.get, "/staff/join", headers: Self.cookies(mona, invite: link)))
        #expect(ready.contains(#"id="join-form""#) && ready.contains("Join Bowl Bar"))

        let joined = app.send(
            .post, "/staff/join", headers: Self.cookies(mona, invite: link), body: "_csrf=\(WebOrderingTests.csrf)")
        #expect(joined.status == 303 && joined.headers["Location"] == "/kitchen")
        #expect(joined.headers.values(for: "Set-Cookie").contains { $0.hasPrefix("foodly_invite=;") })
        #expect(app.send(.get, "/kitchen", headers: WebOrderingTests.headers(mona)).status == 200)
        let staff = WebStaffTests.html(app.send(.get, "/kitchen/staff", headers: WebOrderingTests.headers(owner)))
        #expect(staff.contains("mona@example.com · Manager"))

        let again = app.send(.get, "/staff/join", headers: Self.cookies(mona, invite: link))
        #expect(WebStaffTests.html(again).contains(#"id="invite-invalid""#), "used once")
        #expect(again.headers.values(for: "Set-Cookie").contains { $0.hasPrefix("foodly_invite=;") })
        let dead = app.send(.get, "/staff/join?token=nonsense", headers: ["Accept": "text/html"])
        #expect(dead.status == 200 && WebStaffTests.html(dead).contains(#"id="invite-invalid""#))
        #expect(dead.headers["Referrer-Policy"] == "no-referrer")
        #expect(!dead.headers.values(for: "Set-Cookie").contains { $0.hasPrefix("foodly_invite=") })
    }

    @Test func loggingInWithTheInvitationLeadsBackToJoinAndAStaffAccountCannotJoinTwice() throws {
        let app = try TestApp()
        let (owner, _) = try MerchantAPI.restaurant(app, "Bowl Bar", owner: "olga@example.com")
        let (other, _) = try MerchantAPI.restaurant(app, "Soup Spot", owner: "otto@example.com", northKm: 3)
        _ = try MerchantAPI.customer(app, "carl@example.com")
        let invited = app.send(
            .post, "/api/v1/merchant/staff/invites", headers: CatalogAPI.bearer(owner),
            body: CatalogAPI.body(["email": "carl@example.com", "role": "staff"]))
        #expect(invited.status == 201)
        let link = try AccountRecoveryAPITests.token(app, "carl@example.com", "/staff/join")
        let loggedIn = app.send(
            .post, "/login", headers: Self.cookies(nil, invite: link),
            body: "email=carl%40example.com&password=abcdef1%21&_csrf=\(WebOrderingTests.csrf)")
        #expect(loggedIn.status == 303 && loggedIn.headers["Location"] == "/staff/join")
        let plain = app.send(
            .post, "/login", headers: WebOrderingTests.headers("", form: true),
            body: "email=carl%40example.com&password=abcdef1%21&_csrf=\(WebOrderingTests.csrf)")
        #expect(plain.headers["Location"] == "/", "no invitation, the usual home")

        let second = app.send(
            .post, "/api/v1/merchant/staff/invites", headers: CatalogAPI.bearer(other),
            body: CatalogAPI.body(["email": "olga@example.com", "role": "staff"]))
        #expect(second.status == 201)
        let secondLink = try AccountRecoveryAPITests.token(app, "olga@example.com", "/staff/join")
        let busy = WebStaffTests.html(app.send(.get, "/staff/join", headers: Self.cookies(owner, invite: secondLink)))
        #expect(busy.contains(#"id="join-cannot""#) && !busy.contains(#"id="join-form""#))
    }
}
