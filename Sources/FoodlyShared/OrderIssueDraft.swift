/// `POST /api/v1/orders/{id}/reports`: what a customer reports about a delivered order.
public struct OrderIssueDraft: Codable, Sendable, Equatable {
    /// What went wrong.
    public var kind: OrderIssueKind
    /// What happened, in the customer's words (1–1,000 characters).
    public var details: String

    /// Creates a draft.
    public init(kind: OrderIssueKind, details: String) {
        self.kind = kind
        self.details = details
    }
}
