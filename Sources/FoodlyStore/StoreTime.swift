import Foundation

/// How instants are stored: RFC 3339 UTC text with milliseconds, fixed width, so text order is time order.
public enum StoreTime {
    private static let style = Date.ISO8601FormatStyle(includingFractionalSeconds: true, timeZone: .gmt)

    /// `2026-11-29T13:55:46.123Z`.
    public static func text(_ date: Date) -> String {
        style.format(date)
    }

    /// Parses text written by `text(_:)`.
    public static func date(_ text: String) throws -> Date {
        guard let date = try? style.parse(text) else {
            throw StoreError.database("stored time \"\(text)\" is not RFC 3339")
        }
        return date
    }
}
