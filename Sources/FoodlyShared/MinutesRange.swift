/// A `{min, max}` window of minutes.
public struct MinutesRange: Codable, Sendable, Equatable {
    /// The earliest.
    public var min: Int
    /// The latest.
    public var max: Int

    /// Creates a window.
    public init(min: Int, max: Int) {
        self.min = min
        self.max = max
    }
}
