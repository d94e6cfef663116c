import Foundation
import Synchronization

/// RFC 3339 UTC timestamps with second precision for log lines, formatted once per second.
enum Timestamp {
    private static let cache = Mutex<(second: Int, text: String)>((-1, ""))

    /// The current time, e.g. `2026-11-29T13:55:46Z`.
    static func now() -> String {
        var seconds = time(nil)
        return cache.withLock { cached in
            if cached.second == seconds { return cached.text }
            var parts = tm()
            gmtime_r(&seconds, &parts)
            let text =
                "\(parts.tm_year + 1900)-\(pad(parts.tm_mon + 1))-\(pad(parts.tm_mday))"
                + "T\(pad(parts.tm_hour)):\(pad(parts.tm_min)):\(pad(parts.tm_sec))Z"
            cached = (seconds, text)
            return text
        }
    }

    private static func pad(_ value: Int32) -> String {
        value < 10 ? "0\(value)" : "\(value)"
    }
}
