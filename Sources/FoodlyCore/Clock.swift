import Foundation

/// The source of the current time; injected everywhere so tests control time.
public protocol WallClock: Sendable {
    /// The current instant.
    func now() -> Date
}

/// The real clock.
public struct SystemClock: WallClock {
    /// Creates the system clock.
    public init() {}

    /// The current instant.
    public func now() -> Date { Date() }
}
