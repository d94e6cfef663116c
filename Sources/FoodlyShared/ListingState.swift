/// Whether customers see a restaurant in lists, search and its page, and why not.
public enum ListingState: String, Sendable, Codable, CaseIterable {
    /// Listed.
    case listed
    /// Suspended by an operator until reinstated.
    case suspended
    /// Its menu has no dish yet (a restaurant approved to join, before its staff write one).
    case noDishes = "no_dishes"
}
