/// One search result: which document matched, how well, and where.
public struct SearchHit: Sendable, Equatable {
    /// How a query word matched a word of the document; earlier cases are better.
    public enum MatchQuality: Int, Sendable, Comparable, CaseIterable {
        /// The whole word, after case and accent folding.
        case exact
        /// The query word is the start of a longer word ("avoc" → "avocado").
        case prefix
        /// Within the typo budget: one edit for words of 4+ letters, two for 8+ (a transposition is one edit).
        case fuzzy

        /// Orders by quality: exact < prefix < fuzzy.
        public static func < (lhs: MatchQuality, rhs: MatchQuality) -> Bool {
            lhs.rawValue < rhs.rawValue
        }
    }

    /// Which text of the document a query word matched.
    public enum Field: Sendable, Equatable {
        /// The name.
        case name
        /// The secondary text (description, cuisine, categories).
        case secondary
    }

    /// The caller's `SearchDocument.id`.
    public let id: Int
    /// Relevance points: the sum over query words of the best match's points (name beats secondary; exact beats
    /// prefix beats fuzzy). Hits are sorted by this first, then by popularity.
    public let score: Double
    /// The weakest match among the query words (`.exact` only when every word matched exactly).
    public let matchQuality: MatchQuality
    /// `.name` when every query word matched in the name, otherwise `.secondary`.
    public let field: Field
    /// The document's popularity (NaN read as 0), the second sort key.
    public let popularity: Double

    /// Creates a hit.
    public init(id: Int, score: Double, matchQuality: MatchQuality, field: Field, popularity: Double = 0) {
        self.id = id
        self.score = score
        self.matchQuality = matchQuality
        self.field = field
        self.popularity = popularity
    }

    /// Whether `lhs` ranks before `rhs` in search order: score, then popularity, then `distance` (lower first, NaN
    /// last, when given), then id. Hits of two indexes merged by this come out as one index over both would give.
    public static func ranksBefore(_ lhs: SearchHit, _ rhs: SearchHit, distance: ((Int) -> Double)?) -> Bool {
        if lhs.score != rhs.score { return lhs.score > rhs.score }
        if lhs.popularity != rhs.popularity { return lhs.popularity > rhs.popularity }
        if let distance {
            let (left, right) = (distance(lhs.id), distance(rhs.id))
            let (leftKm, rightKm) = (left.isNaN ? Double.infinity : left, right.isNaN ? Double.infinity : right)
            if leftKm != rightKm { return leftKm < rightKm }
        }
        return lhs.id < rhs.id
    }
}
