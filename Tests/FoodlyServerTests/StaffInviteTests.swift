import FoodlyAPI
import FoodlyApp
import FoodlyCore
import FoodlyHTTP
import FoodlyStore
import FoodlyTestSupport
import Foundation
import Testing

/// Invitations to a restaurant's staff revoked and sent again before they are accepted: a revoked or replaced link
/// no longer works, a new one does, and only those who may invite the role may do either. Runs on SQLite and
/// PostgreSQL.
@Suite("Staff invitations: revoke and send again")
struct StaffInviteTests {
    @Test func aResentInvitationReplacesTheOldLinkAndARevokedOneWorksNoMore() throws {
        let app = try TestApp()
        let (owner, _) = try MerchantAPI.restaurant(app, "Olive Bowls", owner: "olive@example.com")
        func send(_ path: String, _ token: String, _ body: [String: Any]) -> Response {
            var headers = CatalogAPI.bearer(token)
            headers.set("Content-Type", "application/json")
            return app.send(.post, path, headers: headers, body: CatalogAPI.body(body))
        }
        #expect(
            send("/api/v1/merchant/staff/invites", owner, ["email": "mona@example.com", "role": "manager"]).status
                == 201)
        let first = try AccountRecoveryAPITests.token(app, "mona@example.com", "/staff/join")
        let resent: StaffInviteBody = try send(
            "/api/v1/merchant/staff/invites/resend", owner, ["email": "Mona@Example.com"]
        ).decoded(status: 201)
        #expect(resent.email == "mona@example.com" && resent.role == .manager)
        let second = try AccountRecoveryAPITests.token(app, "mona@example.com", "/staff/join")
        #expect(first != second)
        let staff: StaffBody = try app.send(.get, "/api/v1/merchant/staff", headers: CatalogAPI.bearer(owner)).decoded()
        #expect(staff.invites.map(\.email) == ["mona@example.com"], "one invitation, not two")

        let mona = try MerchantAPI.customer(app, "mona@example.com")
        let old = send("/api/v1/staff-invites/accept", mona, ["token": first])
        #expect(try old.status == 401 || CatalogAPI.problem(old).code == "invalid_token")
        #expect(old.status != 200, "the replaced link no longer works")
        #expect(send("/api/v1/staff-invites/accept", mona, ["token": second]).status == 200)

        #expect(
            send("/api/v1/merchant/staff/invites", owner, ["email": "carl@example.com", "role": "staff"]).status == 201)
        let carlLink = try AccountRecoveryAPITests.token(app, "carl@example.com", "/staff/join")
        #expect(send("/api/v1/merchant/staff/invites/revoke", owner, ["email": "carl@example.com"]).status == 204)
        let gone: StaffBody = try app.send(.get, "/api/v1/merchant/staff", headers: CatalogAPI.bearer(owner)).decoded()
        #expect(gone.invites.isEmpty)
        let carl = try MerchantAPI.customer(app, "carl@example.com")
        #expect(send("/api/v1/staff-invites/accept", carl, ["token": carlLink]).status != 200)
        let again = send("/api/v1/merchant/staff/invites/revoke", owner, ["email": "carl@example.com"])
        #expect(again.status == 404, "nothing waits any more")
        let entries = try app.database.read { try AuditQueries($0).entries(AuditSearch(action: .staffInviteRevoked)) }
        #expect(entries.map(\.subject.label) == ["carl@example.com"])
    }

    @Test func aManagerMayNotRevokeOrResendAnOwnersInvitationOfAnOwner() throws {
        let app = try TestApp()
        let (owner, _) = try MerchantAPI.restaurant(app, "Olive Bowls", owner: "olive@example.com")
        let manager = try MerchantAPI.member(app, "mona@example.com", "manager", invitedBy: owner)
        func send(_ path: String, _ token: String, _ body: [String: Any]) -> Response {
            var headers = CatalogAPI.bearer(token)
            headers.set("Content-Type", "application/json")
            return app.send(.post, path, headers: headers, body: CatalogAPI.body(body))
        }
        #expect(
            send("/api/v1/merchant/staff/invites", owner, ["email": "otto@example.com", "role": "owner"]).status == 201)
        let revoke = send("/api/v1/merchant/staff/invites/revoke", manager, ["email": "otto@example.com"])
        #expect(try revoke.status == 403 && CatalogAPI.problem(revoke).code == "owner_only")
        let resend = send("/api/v1/merchant/staff/invites/resend", manager, ["email": "otto@example.com"])
        #expect(try resend.status == 403 && CatalogAPI.problem(resend).code == "owner_only")
        let staff: StaffBody = try app.send(.get, "/api/v1/merchant/staff", headers: CatalogAPI.bearer(owner)).decoded()
        #expect(staff.invites.map(\.email) == ["otto@example.com"], "still waiting, unchanged")
        let unknown = send("/api/v1/merchant/staff/invites/resend", owner, ["email": "nobody@example.com"])
        #expect(unknown.status == 404)
    }
}
