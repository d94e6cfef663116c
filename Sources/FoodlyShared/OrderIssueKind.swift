/// What went wrong with a delivered order, as its customer reports it.
public enum OrderIssueKind: String, Sendable, Codable, CaseIterable {
    /// A dish that was ordered did not come.
    case missingItem = "missing_item"
    /// Something else came instead of a dish that was ordered.
    case wrongItem = "wrong_item"
    /// The food came spilled or damaged.
    case spilled
    /// It came very late.
    case veryLate = "very_late"
}
