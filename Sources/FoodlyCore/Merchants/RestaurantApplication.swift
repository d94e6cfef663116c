import Foundation

/// A restaurant's application to join Foodly, as stored: who applied, what with, and where it stands.
public struct RestaurantApplication: Sendable, Equatable {
    /// Opaque id.
    public let id: ID<RestaurantApplication>
    /// The applicant, who owns the restaurant once approved.
    public let userID: ID<UserAccount>
    /// The checked application.
    public var draft: RestaurantApplicationDraft
    /// Where it stands.
    public var status: ApplicationStatus
    /// Why it was rejected; nil otherwise.
    public var reason: String?
    /// The restaurant made on approval; nil otherwise.
    public var restaurantID: ID<Restaurant>?
    /// When it was sent.
    public let createdAt: Date
    /// When it was approved or rejected.
    public var decidedAt: Date?

    /// Creates an application value.
    public init(
        id: ID<RestaurantApplication>, userID: ID<UserAccount>, draft: RestaurantApplicationDraft,
        status: ApplicationStatus, reason: String? = nil, restaurantID: ID<Restaurant>? = nil, createdAt: Date,
        decidedAt: Date? = nil
    ) {
        self.id = id
        self.userID = userID
        self.draft = draft
        self.status = status
        self.reason = reason
        self.restaurantID = restaurantID
        self.createdAt = createdAt
        self.decidedAt = decidedAt
    }
}
