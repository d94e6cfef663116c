/// Keeps the best `limit` matching documents that passed the caller's filter. Documents arrive in internal
/// (popularity) order with all totals mixed, so within one total the earlier one always ranks first.
///
/// A document is worth filtering only if fewer than `limit` kept documents already rank above it: every kept
/// document with a higher total, or the same total (those arrived earlier, so they rank first). When a
/// distance tie-break is in use, a document that ties the last kept one of its total in popularity is also
/// worth keeping, since distance may still put it ahead.
struct HitCollector {
    /// How many hits are wanted.
    let limit: Int
    /// The highest total any document can reach.
    let bestTotal: Int
    /// Whether equal totals and popularity are ordered by distance afterwards.
    let byDistance: Bool
    /// Kept documents per total, in arrival (internal) order, with their popularity.
    private var buckets = [[(ranked: RankedDocument, popularity: Double)]](repeating: [], count: 256)
    /// The highest total `t` with at least `limit` kept documents at `t` or above; 0 while there is none.
    private var cutoff = 0

    /// Creates an empty collector.
    init(limit: Int, bestTotal: Int, byDistance: Bool) {
        self.limit = limit
        self.bestTotal = bestTotal
        self.byDistance = byDistance
    }

    /// Whether a document with `total` and `popularity`, arriving now, could still make the hits.
    func wants(total: UInt8, popularity: Double) -> Bool {
        let total = Int(total)
        if total > cutoff { return true }
        return byDistance && total == cutoff && buckets[total].last?.popularity == popularity
    }

    /// Whether a document reaching `total` at most could still make the hits, whatever its popularity.
    func couldUse(total: Int) -> Bool {
        total > cutoff || (byDistance && total == cutoff)
    }

    /// Keeps a document that passed the filter; true once nothing that arrives later can make the hits
    /// (`limit` documents at the best possible total, and no tie left open).
    mutating func keep(_ ranked: RankedDocument, popularity: Double) -> Bool {
        let total = Int(ranked.total)
        buckets[total].append((ranked, popularity))
        var count = 0
        for level in stride(from: 255, through: 1, by: -1) {
            count += buckets[level].count
            if count >= limit {
                cutoff = max(cutoff, level)
                break
            }
        }
        guard total == bestTotal else { return false }
        let best = buckets[total]
        guard best.count >= limit else { return false }
        return !byDistance || best[limit - 1].popularity != popularity
    }

    /// The kept documents, best first, at most `limit`: by total, then popularity, then `distance` (NaN last),
    /// then internal order.
    func ranked(distance: ((RankedDocument) -> Double)?) -> [RankedDocument] {
        var result: [RankedDocument] = []
        for level in stride(from: 255, through: 1, by: -1) where !buckets[level].isEmpty {
            let bucket = buckets[level]
            guard let distance else {
                result.append(contentsOf: bucket.map(\.ranked))
                if result.count >= limit { break }
                continue
            }
            var start = 0
            while start < bucket.count && result.count < limit {
                var end = start + 1
                while end < bucket.count && bucket[end].popularity == bucket[start].popularity { end += 1 }
                let measured = bucket[start..<end].map { entry -> (Double, UInt32, RankedDocument) in
                    let value = distance(entry.ranked)
                    return (value.isNaN ? .infinity : value, entry.ranked.document, entry.ranked)
                }
                result.append(contentsOf: measured.sorted { ($0.0, $0.1) < ($1.0, $1.1) }.map(\.2))
                start = end
            }
            if result.count >= limit { break }
        }
        return Array(result.prefix(limit))
    }
}
