import FoodlyCore
import Synchronization

/// Stores a restaurant's closures as text, one a line: `id|2026-12-24|2026-12-26|Christmas` (the reason last, on
/// one line: see `Closure.cleanReason`).
///
/// Decoded lists are remembered by their text, as `HoursCodec` does (up to 10,000 of them): a list is read on every
/// row of its restaurant.
enum ClosuresCodec {
    private static let decoded = Mutex<[String: [Closure]]>([:])

    static func encode(_ closures: [Closure]) -> String {
        closures.map { [$0.id, $0.first.text, $0.last.text, Closure.cleanReason($0.reason)].joined(separator: "|") }
            .joined(separator: "\n")
    }

    static func decode(_ text: String) -> [Closure] {
        if text.isEmpty { return [] }
        if let closures = decoded.withLock({ $0[text] }) { return closures }
        let closures = text.split(separator: "\n").compactMap { line -> Closure? in
            let parts = line.split(separator: "|", maxSplits: 3, omittingEmptySubsequences: false)
            guard parts.count == 4, let first = DiaryDate(String(parts[1])), let last = DiaryDate(String(parts[2]))
            else { return nil }
            return Closure(id: String(parts[0]), first: first, last: last, reason: String(parts[3]))
        }
        decoded.withLock { cache in
            if cache.count >= 10_000 { cache.removeAll() }
            cache[text] = closures
        }
        return closures
    }
}
