/// `ReasonRequest`: why an operator acts, 1–500 characters once trimmed: an order's cancellation (its customer reads
/// it) or delivery on the courier's behalf, an application's rejection or a restaurant's suspension (its people read
/// it), an account's lock. Kept in the audit log with the change.
public struct ReasonRequest: Codable, Sendable, Equatable {
    /// The reason.
    public var reason: String

    /// Creates a body.
    public init(reason: String) {
        self.reason = reason
    }
}
