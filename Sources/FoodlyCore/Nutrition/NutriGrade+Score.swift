import FoodlyShared

extension NutriGrade {
    /// The grade a Nutri-Score score earns in `category`.
    ///
    /// 2023 thresholds (Santé publique France): general foods, red meat and cheese A ≤ 0, B 1–2, C 3–10, D 11–18,
    /// E ≥ 19; fats, oils, nuts and seeds A ≤ −6, B −5…2, then the same as general foods; drinks B ≤ 2, C 3–6,
    /// D 7–9, E ≥ 10, and only water A.
    public static func forScore(_ score: Int, category: NutriScoreCategory = .general) -> NutriGrade {
        if category == .water { return .a }
        if category.isBeverage {
            switch score {
            case ...2: return .b
            case ...6: return .c
            case ...9: return .d
            default: return .e
            }
        }
        let bestA = category == .fatOilNutSeed ? -6 : 0
        switch score {
        case ...bestA: return .a
        case ...2: return .b
        case ...10: return .c
        case ...18: return .d
        default: return .e
        }
    }
}
