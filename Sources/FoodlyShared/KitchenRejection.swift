/// Why a kitchen turns an order down (`POST /api/v1/kitchen/orders/{id}/reject`): one of the usual reasons, or the
/// kitchen's own words; the customer reads it on the order and in the mail.
public struct KitchenRejection: Codable, Sendable, Equatable {
    /// The reason.
    public var reason: RejectionReason
    /// The kitchen's words: required with `other`, optional otherwise (at most 200 characters).
    public var note: String?

    /// Creates a rejection.
    public init(reason: RejectionReason, note: String? = nil) {
        self.reason = reason
        self.note = note
    }
}
