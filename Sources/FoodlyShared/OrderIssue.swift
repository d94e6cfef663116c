import Foundation

/// A customer's report that something was wrong with a delivered order, and the operator's answer to it. The same
/// value is stored, served and shown (to the customer on their order, to operators in the console).
public struct OrderIssue: Codable, Sendable, Equatable {
    /// Opaque id.
    public var id: String
    /// The order it is about.
    public var orderId: String
    /// What went wrong.
    public var kind: OrderIssueKind
    /// The customer's words (at most 1,000 characters).
    public var details: String
    /// When it was reported.
    public var reportedAt: Date
    /// Waiting for an operator, refunded, or answered without a refund.
    public var state: OrderIssueState
    /// The operator's words to the customer; null while open.
    @AlwaysWritten public var answer: String?
    /// What was refunded for it, in cents (0 unless refunded).
    public var refunded: Int
    /// Who bore the refund; null unless refunded.
    @AlwaysWritten public var bearer: RefundBearer?
    /// When it was answered; null while open.
    @AlwaysWritten public var answeredAt: Date?
    /// Whether the customer sent a photo with it (served at `GET /api/v1/issues/{id}/photo` to them and operators).
    public var hasPhoto: Bool

    /// Creates a report.
    public init(
        id: String, orderId: String, kind: OrderIssueKind, details: String, reportedAt: Date,
        state: OrderIssueState = .open, answer: String? = nil, refunded: Int = 0, bearer: RefundBearer? = nil,
        answeredAt: Date? = nil, hasPhoto: Bool = false
    ) {
        self.hasPhoto = hasPhoto
        self.id = id
        self.orderId = orderId
        self.kind = kind
        self.details = details
        self.reportedAt = reportedAt
        self.state = state
        self.answer = answer
        self.refunded = refunded
        self.bearer = bearer
        self.answeredAt = answeredAt
    }
}
