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

    /// The grade a Nutri-Score score earns in `category`.
    ///
    /// 2023 thresholds (Santé publique France): general foods, red meat and cheese A ≤ 0, B 1–2, C 3–10, D 11–18,
    /// E ≥ 19; fats, oils, nuts and seeds A ≤ −6, B −5…2, then the same as general foods.
    public static func forScore(_ score: Int, category: NutriScoreCategory = .general) -> NutriGrade {
        let bestA = category == .fatOilNutSeed ? -6 : 0
        switch score {
        case ...bestA: return .a
        case ...2: return .b
        case ...10: return .c
        case ...18: return .d
        default: return .e
        }
    }

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
