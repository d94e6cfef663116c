/// Why a restaurant takes no new orders now.
public enum ClosedReason: String, Sendable, Codable, CaseIterable {
    /// The restaurant paused new orders (for a while or until it resumes).
    case paused
    /// Closed for dates (a holiday).
    case closure
    /// Outside its weekly hours.
    case hours
}
