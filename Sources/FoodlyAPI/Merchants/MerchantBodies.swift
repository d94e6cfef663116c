import FoodlyShared
import Foundation

/// `RestaurantApplication` (in the OpenAPI document): an application to join Foodly and where it stands.
public struct RestaurantApplicationBody: Codable, Sendable, Equatable {
    /// Opaque id (what `foodly admin approve-restaurant` takes).
    public var id: String
    /// The restaurant's name.
    public var name: String
    /// Where it stands.
    public var status: ApplicationStatus
    /// Why it was rejected; null otherwise.
    @AlwaysWritten public var reason: String?
    /// The restaurant made on approval; null otherwise.
    @AlwaysWritten public var restaurantId: String?
    /// When it was sent.
    public var createdAt: Date
    /// When it was decided; null while pending.
    @AlwaysWritten public var decidedAt: Date?

    /// Creates a body.
    public init(
        id: String, name: String, status: ApplicationStatus, reason: String?, restaurantId: String?, createdAt: Date,
        decidedAt: Date?
    ) {
        self.id = id
        self.name = name
        self.status = status
        self.reason = reason
        self.restaurantId = restaurantId
        self.createdAt = createdAt
        self.decidedAt = decidedAt
    }
}

/// `RestaurantApplications`: the caller's applications, newest first.
public struct RestaurantApplicationsBody: Codable, Sendable, Equatable {
    /// The applications.
    public var applications: [RestaurantApplicationBody]

    /// Creates a body.
    public init(applications: [RestaurantApplicationBody]) {
        self.applications = applications
    }
}

/// `StaffMember`: a member of a restaurant's staff.
public struct StaffMemberBody: Codable, Sendable, Equatable {
    /// The account's id (the `{id}` of the staff routes).
    public var id: String
    /// Full name.
    public var fullName: String
    /// Email address.
    public var email: String
    /// Their role at the restaurant.
    public var role: StaffRole

    /// Creates a body.
    public init(id: String, fullName: String, email: String, role: StaffRole) {
        self.id = id
        self.fullName = fullName
        self.email = email
        self.role = role
    }
}

/// `StaffInvite`: an invitation that still works (its link is only in the mail).
public struct StaffInviteBody: Codable, Sendable, Equatable {
    /// Who is invited.
    public var email: String
    /// The role they get.
    public var role: StaffRole
    /// When the link stops working.
    public var expiresAt: Date

    /// Creates a body.
    public init(email: String, role: StaffRole, expiresAt: Date) {
        self.email = email
        self.role = role
        self.expiresAt = expiresAt
    }
}

/// `Staff`: the caller's restaurant, their role, its staff and its open invitations.
public struct StaffBody: Codable, Sendable, Equatable {
    /// The restaurant.
    public var restaurant: RestaurantReference
    /// The caller's role there.
    public var role: StaffRole
    /// Owners, managers, then staff.
    public var members: [StaffMemberBody]
    /// Invitations that still work, newest first.
    public var invites: [StaffInviteBody]

    /// Creates a body.
    public init(
        restaurant: RestaurantReference, role: StaffRole, members: [StaffMemberBody], invites: [StaffInviteBody]
    ) {
        self.restaurant = restaurant
        self.role = role
        self.members = members
        self.invites = invites
    }
}

/// `StaffInviteRequest`: `POST /api/v1/merchant/staff/invites`.
public struct StaffInviteRequest: Codable, Sendable, Equatable {
    /// Who to invite.
    public var email: String
    /// The role they get.
    public var role: StaffRole

    /// Creates a request.
    public init(email: String, role: StaffRole) {
        self.email = email
        self.role = role
    }
}

/// `StaffRoleRequest`: `PUT /api/v1/merchant/staff/{id}`.
public struct StaffRoleRequest: Codable, Sendable, Equatable {
    /// The new role.
    public var role: StaffRole

    /// Creates a request.
    public init(role: StaffRole) {
        self.role = role
    }
}

/// `StaffInviteAcceptance`: `POST /api/v1/staff-invites/accept`, the token from the mailed link.
public struct StaffInviteAcceptance: Codable, Sendable, Equatable {
    /// The link's token.
    public var token: String

    /// Creates a request.
    public init(token: String) {
        self.token = token
    }
}
