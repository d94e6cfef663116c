import FoodlyCore
import Foundation

/// The `restaurant_applications`, `restaurant_staff` (with roles) and `staff_invites` tables on one connection, so an
/// approval, an acceptance or a change of the staff is one transaction with the catalog and account writes it needs.
public struct MerchantQueries {
    private let connection: any DatabaseConnection

    /// The tables as seen from `connection`.
    public init(_ connection: any DatabaseConnection) {
        self.connection = connection
    }

    // MARK: Applications

    /// Stores a new pending application.
    public func insertApplication(
        id: ID<RestaurantApplication>, userID: ID<UserAccount>, draft: RestaurantApplicationDraft, at time: Date
    ) throws {
        let details = try JSONColumn(try JSONValue(encoding: draft.request))
        try connection.execute(
            """
            INSERT INTO restaurant_applications (id, user_id, details, status, created_at)
            VALUES (\(id), \(userID), \(details), \(ApplicationStatus.pending), \(time))
            """)
    }

    /// The application with `id`, or nil.
    public func application(id: ID<RestaurantApplication>) throws -> RestaurantApplication? {
        try connection.queryOne(
            "SELECT \(ApplicationRow.columns) FROM restaurant_applications WHERE id = \(id)", as: ApplicationRow.self
        )?.application()
    }

    /// `userID`'s applications, newest first.
    public func applications(userID: ID<UserAccount>) throws -> [RestaurantApplication] {
        try connection.query(
            """
            SELECT \(ApplicationRow.columns) FROM restaurant_applications WHERE user_id = \(userID)
            ORDER BY created_at DESC, id
            """, as: ApplicationRow.self
        ).map { try $0.application() }
    }

    /// Whether `userID` has an application waiting.
    public func hasPendingApplication(userID: ID<UserAccount>) throws -> Bool {
        try connection.queryOne(
            """
            SELECT id FROM restaurant_applications WHERE user_id = \(userID) AND status = \(ApplicationStatus.pending)
            """) != nil
    }

    /// Approves or rejects a pending application; false when it is not pending (so of two decisions racing, one
    /// wins).
    public func decide(
        _ id: ID<RestaurantApplication>, _ status: ApplicationStatus, reason: String?, restaurantID: ID<Restaurant>?,
        at time: Date
    ) throws -> Bool {
        try connection.execute(
            """
            UPDATE restaurant_applications SET status = \(status), reason = \(reason),
                restaurant_id = \(restaurantID), decided_at = \(time)
            WHERE id = \(id) AND status = \(ApplicationStatus.pending)
            """) == 1
    }

    // MARK: Staff

    /// The restaurant `userID` works for and their role there, or nil.
    public func membership(of userID: ID<UserAccount>) throws -> (restaurantID: ID<Restaurant>, role: StaffRole)? {
        guard
            let row = try connection.queryOne(
                "SELECT restaurant_id, role FROM restaurant_staff WHERE user_id = \(userID)")
        else { return nil }
        return (ID(try row.string("restaurant_id")), StaffRole(rawValue: try row.string("role")) ?? .staff)
    }

    /// A restaurant's staff: owners, then managers, then staff, each by name.
    public func members(restaurantID: ID<Restaurant>) throws -> [StaffMember] {
        try connection.query(
            """
            SELECT s.user_id, u.full_name, u.email, s.role FROM restaurant_staff s JOIN users u ON u.id = s.user_id
            WHERE s.restaurant_id = \(restaurantID)
            ORDER BY CASE s.role WHEN 'owner' THEN 0 WHEN 'manager' THEN 1 ELSE 2 END, u.full_name, u.email
            """, as: StaffRow.self
        ).map(\.member)
    }

    /// How many owners a restaurant has.
    public func ownerCount(restaurantID: ID<Restaurant>) throws -> Int {
        try connection.queryOne(
            """
            SELECT COUNT(*) AS n FROM restaurant_staff
            WHERE restaurant_id = \(restaurantID) AND role = \(StaffRole.owner)
            """)?.int("n") ?? 0
    }

    /// Makes `userID` work for `restaurantID` as `role` (replacing an earlier restaurant and role).
    public func setMembership(_ userID: ID<UserAccount>, restaurantID: ID<Restaurant>, role: StaffRole) throws {
        try connection.execute(
            """
            INSERT INTO restaurant_staff (user_id, restaurant_id, role) VALUES (\(userID), \(restaurantID), \(role))
            ON CONFLICT (user_id) DO UPDATE SET restaurant_id = excluded.restaurant_id, role = excluded.role
            """)
    }

    /// Takes `userID` off `restaurantID`'s staff; false when they were not on it.
    public func removeMember(_ userID: ID<UserAccount>, restaurantID: ID<Restaurant>) throws -> Bool {
        try connection.execute(
            "DELETE FROM restaurant_staff WHERE user_id = \(userID) AND restaurant_id = \(restaurantID)") == 1
    }

    // MARK: Invitations

    /// Stores an invitation by the hash of its token.
    public func insertInvite(_ invite: StaffInvite, tokenHash: String, invitedBy: ID<UserAccount>) throws {
        try connection.execute(
            """
            INSERT INTO staff_invites (token_hash, restaurant_id, email, role, invited_by, created_at, expires_at)
            VALUES (\(tokenHash), \(invite.restaurantID), \(invite.email), \(invite.role), \(invitedBy),
                \(invite.createdAt), \(invite.expiresAt))
            """)
    }

    /// The invitation whose token has this hash, used or not, or nil.
    public func invite(tokenHash: String) throws -> StaffInvite? {
        try connection.queryOne(
            "SELECT \(InviteRow.columns) FROM staff_invites WHERE token_hash = \(tokenHash)", as: InviteRow.self)?
            .invite
    }

    /// Marks the invitation used if it still works at `time`; false when it was used, has expired or is unknown (so
    /// of two acceptances racing, one wins).
    public func useInvite(tokenHash: String, at time: Date) throws -> Bool {
        try connection.execute(
            """
            UPDATE staff_invites SET used_at = \(time)
            WHERE token_hash = \(tokenHash) AND used_at IS NULL AND expires_at > \(time)
            """) == 1
    }

    /// Stops every invitation of `email` to a restaurant that still works at `time` (its link expires now); how
    /// many.
    @discardableResult
    public func revokeInvites(email: String, restaurantID: ID<Restaurant>, at time: Date) throws -> Int {
        try connection.execute(
            """
            UPDATE staff_invites SET expires_at = \(time)
            WHERE restaurant_id = \(restaurantID) AND email = \(email) AND used_at IS NULL AND expires_at > \(time)
            """)
    }

    /// The newest invitation of `email` to a restaurant not accepted yet, working or expired, or nil.
    public func latestUnusedInvite(email: String, restaurantID: ID<Restaurant>) throws -> StaffInvite? {
        try connection.queryOne(
            """
            SELECT \(InviteRow.columns) FROM staff_invites
            WHERE restaurant_id = \(restaurantID) AND email = \(email) AND used_at IS NULL
            ORDER BY created_at DESC LIMIT 1
            """, as: InviteRow.self)?.invite
    }

    /// A restaurant's invitations that still work at `time`, newest first.
    public func openInvites(restaurantID: ID<Restaurant>, at time: Date) throws -> [StaffInvite] {
        try connection.query(
            """
            SELECT \(InviteRow.columns) FROM staff_invites
            WHERE restaurant_id = \(restaurantID) AND used_at IS NULL AND expires_at > \(time)
            ORDER BY created_at DESC, email
            """, as: InviteRow.self
        ).map(\.invite)
    }
}

extension ApplicationStatus: SQLBindable {}
extension StaffRole: SQLBindable {}
