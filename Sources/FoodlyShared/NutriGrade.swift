/// A Nutri-Score letter, best (A) to worst (E); sorting puts A first.
public enum NutriGrade: String, Sendable, Codable, CaseIterable, Comparable {
    /// Dark green: score ≤ 0 (≤ −6 for fats, oils, nuts and seeds).
    case a = "A"
    /// Light green: score 1…2 (−5…2 for fats, oils, nuts and seeds).
    case b = "B"
    /// Yellow: score 3…10.
    case c = "C"
    /// Orange: score 11…18.
    case d = "D"
    /// Dark orange: score ≥ 19.
    case e = "E"

    /// Whether `lhs` is a better grade than `rhs`.
    public static func < (lhs: NutriGrade, rhs: NutriGrade) -> Bool {
        lhs.rank < rhs.rank
    }

    private var rank: Int {
        switch self {
        case .a: 0
        case .b: 1
        case .c: 2
        case .d: 3
        case .e: 4
        }
    }
}
