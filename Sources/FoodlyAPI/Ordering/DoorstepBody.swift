import Foundation

/// `Doorstep` (in the OpenAPI document): how an order is handed over at the customer's door, and what its courier
/// did there.
public struct DoorstepBody: Codable, Sendable, Equatable {
    /// The customer asked for it to be left at the door: the courier proves it with a photo, not the handover code.
    public var leaveAtDoor: Bool
    /// Where its door photo is (`GET /api/v1/orders/{id}/door-photo`) while one is kept (30 days); null before.
    @AlwaysWritten public var photoUrl: String?
    /// When the courier first said nobody answers the door; null if they never did.
    @AlwaysWritten public var unansweredSince: Date?
    /// When the courier may give up waiting (10 minutes after `unansweredSince`); null before they start waiting.
    @AlwaysWritten public var waitEndsAt: Date?
    /// How many times the courier tried to reach the customer at the door.
    public var attempts: Int

    /// Creates a body.
    public init(
        leaveAtDoor: Bool, photoUrl: String? = nil, unansweredSince: Date? = nil, waitEndsAt: Date? = nil,
        attempts: Int = 0
    ) {
        self.leaveAtDoor = leaveAtDoor
        self.photoUrl = photoUrl
        self.unansweredSince = unansweredSince
        self.waitEndsAt = waitEndsAt
        self.attempts = attempts
    }
}
