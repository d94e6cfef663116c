import FoodlyShared

/// Why a dish has its Nutri-Score: each component's points from its per-100 g value, and what one change would
/// give it the next better grade ("salt 1.4 g/100 g costs 6 points"; "salt at most 0.8 g/100 g (1.6 g a portion)
/// would make it B"). Every grade here comes from `NutriScore.compute`; the moves are found by searching the value
/// that crosses into the better grade, so the point tables are never written twice.
public struct NutriScoreExplanation: Sendable, Equatable {
    /// A component of the score.
    public enum Component: String, Sendable, CaseIterable {
        case energy, sugars, saturatedFat, salt, fiber, protein, fruitVegLegume

        /// Whether more of it costs points (energy, sugars, saturated fat, salt).
        public var isUnfavourable: Bool {
            switch self {
            case .energy, .sugars, .saturatedFat, .salt: true
            case .fiber, .protein, .fruitVegLegume: false
            }
        }

        /// Its name in a sentence.
        public var label: String {
            switch self {
            case .energy: "energy"
            case .sugars: "sugars"
            case .saturatedFat: "saturated fat"
            case .salt: "salt"
            case .fiber: "fibre"
            case .protein: "protein"
            case .fruitVegLegume: "fruit, vegetables and legumes"
            }
        }
    }

    /// One component's points.
    public struct Line: Sendable, Equatable {
        /// The component.
        public var component: Component
        /// Its amount in 100 g (energy in kcal, fruit/vegetables/legumes in %, the rest in g).
        public var per100g: Double
        /// The points it costs (unfavourable) or earns (favourable).
        public var points: Int
        /// "salt 1.4 g/100 g costs 6 points".
        public var text: String
    }

    /// One change that alone gives the dish the next better grade.
    public struct Move: Sendable, Equatable {
        /// The component changed.
        public var component: Component
        /// The amount in 100 g it takes (at most, for an unfavourable component; at least otherwise).
        public var per100g: Double
        /// The same amount in the dish's portion (the percentage itself for fruit/vegetables/legumes).
        public var perPortion: Double
        /// The grade it would earn.
        public var grade: NutriGrade
        /// "salt at most 0.8 g/100 g (1.6 g a portion) would make it B".
        public var text: String
    }

    /// The score the explanation is of.
    public let score: NutriScore
    /// Every component, unfavourable first.
    public let lines: [Line]
    /// The single changes that reach the next better grade; empty at A or when no single change does.
    public let moves: [Move]

    /// Explains the Nutri-Score of a dish whose portion of `portionGrams` has `nutrition`, graded in `category`;
    /// throws the `ValidationFailure` that `NutriScore.compute` throws for unusable values.
    public static func explain(_ nutrition: DishNutrition, portionGrams: Double, category: NutriScoreCategory) throws
        -> NutriScoreExplanation
    {
        let nutrients = nutrition.per100g(portionGrams: portionGrams)
        let score = try NutriScore.compute(nutrients, category: category)
        let lines = Component.allCases.map { component in
            line(component, amount: shown(component, nutrients), score: score)
        }
        var moves: [Move] = []
        let grades = NutriGrade.allCases
        if let index = grades.firstIndex(of: score.grade), index > 0 {
            let target = grades[index - 1]
            for component in Component.allCases {
                if let move = move(component, nutrients, portionGrams, category, target) { moves.append(move) }
            }
        }
        return NutriScoreExplanation(score: score, lines: lines, moves: moves)
    }

    private init(score: NutriScore, lines: [Line], moves: [Move]) {
        self.score = score
        self.lines = lines
        self.moves = moves
    }

    private static func line(_ component: Component, amount: Double, score: NutriScore) -> Line {
        let points: Int
        switch component {
        case .energy: points = score.points.energy
        case .sugars: points = score.points.sugars
        case .saturatedFat: points = score.points.saturatedFat
        case .salt: points = score.points.salt
        case .fiber: points = score.points.fiber
        case .protein: points = score.points.protein
        case .fruitVegLegume: points = score.points.fruitVegLegume
        }
        let written = "\(component.label) \(amountText(component, amount))"
        let plural = points == 1 ? "point" : "points"
        let text: String
        if component == .protein && !score.proteinCounted {
            text = "\(written) does not count (too many unfavourable points)"
        } else if component.isUnfavourable {
            text = "\(written) costs \(points) \(plural)"
        } else {
            text = "\(written) earns \(points) \(plural)"
        }
        return Line(component: component, per100g: amount, points: points, text: text)
    }

    /// The change of `component` alone nearest to the dish's value that earns `target` or better, or nil.
    private static func move(
        _ component: Component, _ nutrients: NutrientsPer100g, _ portionGrams: Double,
        _ category: NutriScoreCategory, _ target: NutriGrade
    ) -> Move? {
        let current = value(component, nutrients)
        func reaches(_ amount: Double) -> Bool {
            var changed = nutrients
            set(component, amount, &changed)
            return (try? NutriScore.compute(changed, category: category))?.grade ?? .e <= target
        }
        let step = self.step(component, current)
        var found: Double
        if component.isUnfavourable {
            guard current > 0, reaches(0) else { return nil }
            var (good, bad) = (0.0, current)
            for _ in 0..<60 {
                let middle = (good + bad) / 2
                if reaches(middle) { good = middle } else { bad = middle }
            }
            // The nearest written value at or below the threshold: one step down when rounding lands past it.
            found = (good / step + 1e-6).rounded(.down) * step
            if !reaches(found) { found = max(0, found - step) }
        } else {
            let most = 100.0
            guard current < most, reaches(most) else { return nil }
            var (bad, good) = (current, most)
            for _ in 0..<60 {
                let middle = (good + bad) / 2
                if reaches(middle) { good = middle } else { bad = middle }
            }
            // The nearest written value above the threshold: one step up when rounding lands on it.
            found = min(most, (good / step - 1e-6).rounded(.up) * step)
            if !reaches(found) { found = min(most, found + step) }
        }
        guard reaches(found) else { return nil }
        let grade = (try? NutriScore.compute(changed(component, found, nutrients), category: category))?.grade ?? target
        let shownAmount = component == .energy ? found / DishNutrition.kilojoulesPerKcal : found
        let portion = component == .fruitVegLegume ? shownAmount : shownAmount * portionGrams / 100
        let bound = component.isUnfavourable ? "at most" : "at least"
        let portionText =
            component == .fruitVegLegume ? "" : " (\(amountText(component, portion, perPortion: true)) a portion)"
        return Move(
            component: component, per100g: shownAmount, perPortion: portion, grade: grade,
            text: "\(component.label) \(bound) \(amountText(component, shownAmount))\(portionText) "
                + "would make it \(grade.rawValue)")
    }

    private static func changed(_ component: Component, _ amount: Double, _ nutrients: NutrientsPer100g)
        -> NutrientsPer100g
    {
        var copy = nutrients
        set(component, amount, &copy)
        return copy
    }

    /// The value the score reads (energy in kJ).
    private static func value(_ component: Component, _ nutrients: NutrientsPer100g) -> Double {
        switch component {
        case .energy: nutrients.energyKj
        case .sugars: nutrients.sugarsG
        case .saturatedFat: nutrients.saturatedFatG
        case .salt: nutrients.saltG
        case .fiber: nutrients.fiberG
        case .protein: nutrients.proteinG
        case .fruitVegLegume: nutrients.fruitVegLegumePercent
        }
    }

    /// The value as people read it (energy in kcal).
    private static func shown(_ component: Component, _ nutrients: NutrientsPer100g) -> Double {
        let raw = value(component, nutrients)
        return component == .energy ? raw / DishNutrition.kilojoulesPerKcal : raw
    }

    private static func set(_ component: Component, _ amount: Double, _ nutrients: inout NutrientsPer100g) {
        switch component {
        case .energy: nutrients.energyKj = amount
        case .sugars: nutrients.sugarsG = amount
        case .saturatedFat:
            nutrients.saturatedFatG = amount
            // Less saturated fat is less fat too; more than the fat there is cannot be.
            if let fat = nutrients.fatG, amount > fat { nutrients.fatG = amount }
        case .salt: nutrients.saltG = amount
        case .fiber: nutrients.fiberG = amount
        case .protein: nutrients.proteinG = amount
        case .fruitVegLegume: nutrients.fruitVegLegumePercent = amount
        }
    }

    /// The precision a move is written in, in the score's unit: a whole kJ, 1 %, 0.01 g of salt under 1 g, else 0.1 g.
    private static func step(_ component: Component, _ current: Double) -> Double {
        switch component {
        case .energy: 1
        case .fruitVegLegume: 1
        case .salt: current < 1 ? 0.01 : 0.1
        default: 0.1
        }
    }

    /// "1.4 g/100 g", "240 kcal/100 g", "45%"; per portion without "/100 g".
    private static func amountText(_ component: Component, _ amount: Double, perPortion: Bool = false) -> String {
        let per = perPortion ? "" : "/100 g"
        switch component {
        case .energy: return "\(Int(amount.rounded())) kcal\(per)"
        case .fruitVegLegume: return "\(Int(amount.rounded()))%"
        case .salt where amount < 1: return "\(decimal(amount, places: 2)) g\(per)"
        default: return "\(decimal(amount, places: 1)) g\(per)"
        }
    }

    /// A number with at most `places` decimals, trailing zeros dropped.
    private static func decimal(_ value: Double, places: Int) -> String {
        let scale = places == 2 ? 100.0 : 10.0
        let scaled = Int((value * scale).rounded())
        let whole = scaled / Int(scale)
        var fraction = String(scaled % Int(scale))
        if places == 2 && fraction.count == 1 { fraction = "0" + fraction }
        while fraction.hasSuffix("0") { fraction.removeLast() }
        return fraction.isEmpty ? "\(whole)" : "\(whole).\(fraction)"
    }
}
