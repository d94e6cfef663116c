import FoodlyAPI
import FoodlyApp
import FoodlyCore

extension RestaurantApplicationBody {
    /// The API view of an application.
    init(_ application: RestaurantApplication) {
        self.init(
            id: application.id.rawValue, name: application.draft.details.name, status: application.status,
            reason: application.reason, restaurantId: application.restaurantID?.rawValue,
            createdAt: application.createdAt, decidedAt: application.decidedAt)
    }
}

extension StaffMemberBody {
    /// The API view of a staff member.
    init(_ member: StaffMember) {
        self.init(id: member.userID.rawValue, fullName: member.fullName, email: member.email, role: member.role)
    }
}

extension StaffInviteBody {
    /// The API view of an open invitation.
    init(_ invite: StaffInvite) {
        self.init(email: invite.email, role: invite.role, expiresAt: invite.expiresAt)
    }
}

extension StaffBody {
    /// The API view of a restaurant's staff.
    init(_ overview: StaffOverview) {
        self.init(
            restaurant: RestaurantReference(id: overview.restaurant.id.rawValue, name: overview.restaurant.name),
            role: overview.role, members: overview.members.map(StaffMemberBody.init),
            invites: overview.invites.map(StaffInviteBody.init))
    }
}
