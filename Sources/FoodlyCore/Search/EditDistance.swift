/// Bounded edit distances for typo tolerance.
public enum EditDistance {
    /// The optimal string alignment distance (restricted Damerau–Levenshtein) between `a` and `b`, counted in
    /// Unicode scalars: insertions, deletions, substitutions and transpositions of two adjacent characters each
    /// cost one, and no substring is edited twice. Nil when the distance is above `limit` (or `limit` is
    /// negative); the computation stops as soon as that is certain. The strings are compared as given: normalise
    /// them first (`SearchText.normalize`) to ignore case and accents.
    public static func osa(_ a: String, _ b: String, limit: Int) -> Int? {
        let left = a.unicodeScalars.map(\.value)
        let right = b.unicodeScalars.map(\.value)
        return left.withUnsafeBufferPointer { left in
            right.withUnsafeBufferPointer { right in osa(left, right, limit: limit) }
        }
    }

    /// `osa` over scalar values, without allocating on the heap for short words.
    static func osa(_ a: UnsafeBufferPointer<UInt32>, _ b: UnsafeBufferPointer<UInt32>, limit: Int) -> Int? {
        guard limit >= 0 else { return nil }
        let n = a.count
        let m = b.count
        if abs(n - m) > limit { return nil }
        if n == 0 || m == 0 { return max(n, m) }
        let width = m + 1
        return withUnsafeTemporaryAllocation(of: Int.self, capacity: 3 * width) { rows -> Int? in
            // Three rows of the dynamic-programming table, rotated: two rows back (for transpositions),
            // the previous row and the current one.
            var older = 0
            var previous = width
            var current = 2 * width
            for j in 0...m { rows[previous + j] = j }
            for i in 1...n {
                let character = a[i - 1]
                rows[current] = i
                var rowMinimum = i
                for j in 1...m {
                    let substitution = rows[previous + j - 1] + (character == b[j - 1] ? 0 : 1)
                    var value = min(rows[previous + j] + 1, rows[current + j - 1] + 1, substitution)
                    if i > 1, j > 1, character == b[j - 2], a[i - 2] == b[j - 1] {
                        value = min(value, rows[older + j - 2] + 1)
                    }
                    rows[current + j] = value
                    rowMinimum = min(rowMinimum, value)
                }
                // Row minima never decrease (a transposition costs no less than the diagonal it skips),
                // so once a whole row is over the limit the answer is too.
                if rowMinimum > limit { return nil }
                (older, previous, current) = (previous, current, older)
            }
            let distance = rows[previous + m]
            return distance <= limit ? distance : nil
        }
    }
}
