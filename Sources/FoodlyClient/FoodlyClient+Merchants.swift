import FoodlyAPI
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

extension FoodlyClient {
    /// `POST /api/v1/restaurant-applications`: applies for a restaurant (the import format's restaurant fields
    /// without a menu, plus `contactEmail`); 422 names every bad field, 409 `application_pending` while one waits.
    public func applyRestaurant(_ application: RestaurantApplicationRequest) async throws -> RestaurantApplicationBody {
        try await send(Endpoints.applyRestaurant, path: NoPath(), query: NoQuery(), body: application)
    }

    /// `GET /api/v1/me/restaurant-applications`: the caller's applications, newest first.
    public func restaurantApplications() async throws -> RestaurantApplicationsBody {
        try await send(Endpoints.restaurantApplications, path: NoPath(), query: NoQuery(), body: NoBody())
    }

    /// `GET /api/v1/merchant/staff` (owners and managers): the caller's restaurant's staff and open invitations.
    public func merchantStaff() async throws -> StaffBody {
        try await send(Endpoints.merchantStaff, path: NoPath(), query: NoQuery(), body: NoBody())
    }

    /// `POST /api/v1/merchant/staff/invites`: mails `email` a link that joins the caller's restaurant as `role`.
    public func inviteStaff(email: String, role: StaffRole) async throws -> StaffInviteBody {
        try await send(
            Endpoints.inviteStaff, path: NoPath(), query: NoQuery(), body: StaffInviteRequest(email: email, role: role))
    }

    /// `POST /api/v1/merchant/staff/invites/revoke`: the invitation of `email` stops working (404 without one).
    public func revokeStaffInvite(email: String) async throws {
        _ = try await send(
            Endpoints.revokeStaffInvite, path: NoPath(), query: NoQuery(), body: StaffInviteAddress(email: email))
    }

    /// `POST /api/v1/merchant/staff/invites/resend`: mails the invitation of `email` again with a new link, for
    /// the same role, the old link no longer working.
    public func resendStaffInvite(email: String) async throws -> StaffInviteBody {
        try await send(
            Endpoints.resendStaffInvite, path: NoPath(), query: NoQuery(), body: StaffInviteAddress(email: email))
    }

    /// `PUT /api/v1/merchant/staff/{id}`: gives a member another role (409 `last_owner`, 403 `owner_only`).
    public func changeStaffRole(memberId: String, to role: StaffRole) async throws {
        _ = try await send(
            Endpoints.changeStaffRole, path: IDPath(id: memberId), query: NoQuery(), body: StaffRoleRequest(role: role))
    }

    /// `DELETE /api/v1/merchant/staff/{id}`: takes a member off the staff (never the last owner).
    public func removeStaff(memberId: String) async throws {
        _ = try await send(Endpoints.removeStaff, path: IDPath(id: memberId), query: NoQuery(), body: NoBody())
    }

    /// `POST /api/v1/staff-invites/accept`: joins the restaurant whose invitation mailed `token` to the caller.
    public func acceptStaffInvite(token: String) async throws -> StaffMemberBody {
        try await send(
            Endpoints.acceptStaffInvite, path: NoPath(), query: NoQuery(), body: StaffInviteAcceptance(token: token))
    }
}
