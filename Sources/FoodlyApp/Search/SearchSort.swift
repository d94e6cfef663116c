/// How found dishes are ordered.
public enum SearchSort: String, Sendable, CaseIterable {
    /// Best match first.
    case relevance
    /// Fewest kcal first.
    case lighter
}
