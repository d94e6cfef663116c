import Foundation

/// Dates a restaurant is closed (a holiday), from `first` to `last` inclusive in its own time zone, with an optional
/// short reason customers see; on the wire `{"id", "first": "YYYY-MM-DD", "last", "reason"}`.
public struct Closure: Codable, Sendable, Equatable {
    /// Opaque id, for removing it.
    public let id: String
    /// The first closed date.
    public let first: DiaryDate
    /// The last closed date (not before `first`).
    public let last: DiaryDate
    /// Why, e.g. "Christmas"; empty when not given.
    public let reason: String

    /// Creates a closure (not checked: see ``issues(first:last:reason:today:)``).
    public init(id: String, first: DiaryDate, last: DiaryDate, reason: String) {
        self.id = id
        self.first = first
        self.last = last
        self.reason = reason
    }
}
