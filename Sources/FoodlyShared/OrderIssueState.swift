/// Where a customer's report stands.
public enum OrderIssueState: String, Sendable, Codable, CaseIterable {
    /// Waiting for an operator.
    case open
    /// Answered with a refund.
    case refunded
    /// Answered without a refund.
    case declined
}
