/// `POST /api/v1/merchant/staff/invites/revoke` and `…/resend`: the address an invitation was sent to.
public struct StaffInviteAddress: Codable, Sendable, Equatable {
    /// The invited address.
    public var email: String

    /// Creates a request.
    public init(email: String) {
        self.email = email
    }
}
