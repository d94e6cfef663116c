import FoodlyShared

extension Endpoints {
    /// `POST /api/v1/restaurant-applications`: a customer applies for a restaurant (the import format without a
    /// menu, plus `contactEmail`).
    public static let applyRestaurant = Endpoint<
        NoPath, NoQuery, RestaurantApplicationRequest, RestaurantApplicationBody, Caller.SignedIn
    >(
        "applyRestaurant", .post, "/api/v1/restaurant-applications", status: 201,
        problems: [.forbidden, .applicationPending])
    /// `GET /api/v1/me/restaurant-applications`: the caller's applications.
    public static let restaurantApplications = Endpoint<
        NoPath, NoQuery, NoBody, RestaurantApplicationsBody, Caller.SignedIn
    >("restaurantApplications", .get, "/api/v1/me/restaurant-applications")
    /// `GET /api/v1/merchant/staff`: the caller's restaurant's staff (owners and managers).
    public static let merchantStaff = Endpoint<NoPath, NoQuery, NoBody, StaffBody, Caller.Staff>(
        "merchantStaff", .get, "/api/v1/merchant/staff")
    /// `POST /api/v1/merchant/staff/invites`: mails an invitation.
    public static let inviteStaff = Endpoint<NoPath, NoQuery, StaffInviteRequest, StaffInviteBody, Caller.Staff>(
        "inviteStaff", .post, "/api/v1/merchant/staff/invites", status: 201,
        problems: [.ownerOnly, .alreadyOnStaff])
    /// `POST /api/v1/merchant/staff/invites/revoke`: the invitation's link stops working before it is accepted.
    public static let revokeStaffInvite = Endpoint<NoPath, NoQuery, StaffInviteAddress, NoContent, Caller.Staff>(
        "revokeStaffInvite", .post, "/api/v1/merchant/staff/invites/revoke", status: 204, format: .empty,
        problems: [.notFound, .ownerOnly])
    /// `POST /api/v1/merchant/staff/invites/resend`: a new link mailed in place of the old one (working or expired).
    public static let resendStaffInvite = Endpoint<
        NoPath, NoQuery, StaffInviteAddress, StaffInviteBody, Caller.Staff
    >(
        "resendStaffInvite", .post, "/api/v1/merchant/staff/invites/resend", status: 201,
        problems: [.notFound, .ownerOnly, .alreadyOnStaff])
    /// `PUT /api/v1/merchant/staff/{id}`: another role for a member.
    public static let changeStaffRole = Endpoint<IDPath, NoQuery, StaffRoleRequest, NoContent, Caller.Staff>(
        "changeStaffRole", .put, "/api/v1/merchant/staff/{id}", status: 204, format: .empty,
        problems: [.notFound, .ownerOnly, .lastOwner])
    /// `DELETE /api/v1/merchant/staff/{id}`: takes a member off the staff.
    public static let removeStaff = Endpoint<IDPath, NoQuery, NoBody, NoContent, Caller.Staff>(
        "removeStaff", .delete, "/api/v1/merchant/staff/{id}", status: 204, format: .empty,
        problems: [.notFound, .ownerOnly, .lastOwner])
    /// `POST /api/v1/staff-invites/accept`: the caller joins the restaurant that invited their address.
    public static let acceptStaffInvite = Endpoint<
        NoPath, NoQuery, StaffInviteAcceptance, StaffMemberBody, Caller.SignedIn
    >(
        "acceptStaffInvite", .post, "/api/v1/staff-invites/accept",
        problems: [.invalidToken, .inviteForAnotherAddress, .cannotJoin])
}

extension ProblemCode {
    /// A second application while one waits.
    public static let applicationPending = ProblemCode("application_pending", .conflict)
    /// A change of owners or managers by someone who is not an owner.
    public static let ownerOnly = ProblemCode("owner_only", .forbidden)
    /// A change that would leave a restaurant without an owner.
    public static let lastOwner = ProblemCode("last_owner", .conflict)
    /// An invitation to someone on the staff already.
    public static let alreadyOnStaff = ProblemCode("already_on_staff", .conflict)
    /// An invitation accepted by an account with another address.
    public static let inviteForAnotherAddress = ProblemCode("invite_for_another_address", .forbidden)
    /// An invitation accepted by an account that cannot join a staff.
    public static let cannotJoin = ProblemCode("cannot_join", .conflict)
}
