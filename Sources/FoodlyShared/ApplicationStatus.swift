/// Where a restaurant's application to join Foodly stands.
public enum ApplicationStatus: String, Sendable, Codable, CaseIterable {
    /// Waiting for an operator.
    case pending
    /// Approved: the restaurant exists and the applicant owns it.
    case approved
    /// Rejected, with a reason for the applicant.
    case rejected
}
