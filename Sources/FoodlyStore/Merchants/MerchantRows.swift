import FoodlyCore
import Foundation

/// A row of `restaurant_applications`.
struct ApplicationRow: Decodable {
    let id: String
    let userID: String
    let details: JSONColumn<JSONValue>
    let status: ApplicationStatus
    let reason: String?
    let restaurantID: String?
    let createdAt: Date
    let decidedAt: Date?

    enum CodingKeys: String, CodingKey {
        case id, details, status, reason
        case userID = "user_id"
        case restaurantID = "restaurant_id"
        case createdAt = "created_at"
        case decidedAt = "decided_at"
    }

    /// The columns read into a row, for `SELECT`.
    static let columns: SQL = "id, user_id, details, status, reason, restaurant_id, created_at, decided_at"

    /// The application; its details are read back by the application's own rules.
    func application() throws -> RestaurantApplication {
        RestaurantApplication(
            id: ID(id), userID: ID(userID), draft: try RestaurantApplicationDraft.read(details.value), status: status,
            reason: reason, restaurantID: restaurantID.map { ID($0) }, createdAt: createdAt, decidedAt: decidedAt)
    }
}

/// A row of `restaurant_staff` with its account's name and address.
struct StaffRow: Decodable {
    let userID: String
    let fullName: String
    let email: String
    let role: StaffRole

    enum CodingKeys: String, CodingKey {
        case email, role
        case userID = "user_id"
        case fullName = "full_name"
    }

    var member: StaffMember {
        StaffMember(userID: ID(userID), fullName: fullName, email: email, role: role)
    }
}

/// A row of `staff_invites`.
struct InviteRow: Decodable {
    let restaurantID: String
    let email: String
    let role: StaffRole
    let createdAt: Date
    let expiresAt: Date
    let usedAt: Date?

    enum CodingKeys: String, CodingKey {
        case email, role
        case restaurantID = "restaurant_id"
        case createdAt = "created_at"
        case expiresAt = "expires_at"
        case usedAt = "used_at"
    }

    /// The columns read into a row, for `SELECT`.
    static let columns: SQL = "restaurant_id, email, role, created_at, expires_at, used_at"

    var invite: StaffInvite {
        StaffInvite(
            restaurantID: ID(restaurantID), email: email, role: role, createdAt: createdAt, expiresAt: expiresAt,
            usedAt: usedAt)
    }
}
