import FoodlyShared

/// The listing rule: a restaurant is listed only if at least 75% of its available foods are graded A or B. Drinks,
/// graded on their own stricter scale, do not count, except on a menu of drinks only, which is judged on them. The
/// importer refuses a menu that breaks it; the menu editor refuses an edit that would.
public struct ListingRule: Sendable, Equatable {
    /// The share of counted dishes that must be graded A or B.
    public static let share = 0.75

    /// One dish as the rule sees it.
    public struct Entry: Sendable, Equatable {
        /// Its name, for the message.
        public var name: String
        /// Its grade.
        public var grade: NutriGrade
        /// Whether it can be ordered (only available dishes count).
        public var available: Bool
        /// Whether it is a drink.
        public var isBeverage: Bool

        /// Creates an entry.
        public init(name: String, grade: NutriGrade, available: Bool, isBeverage: Bool) {
            self.name = name
            self.grade = grade
            self.available = available
            self.isBeverage = isBeverage
        }
    }

    /// Whether foods (true) or, on a drinks-only menu, drinks were counted.
    public let countsFoods: Bool
    /// The number of dishes counted.
    public let counted: Int
    /// How many of them are graded A or B.
    public let good: Int
    /// The indices (into the entries checked) of the counted dishes graded below B.
    public let offenders: [Int]

    /// Applies the rule to a menu's dishes.
    public init(_ entries: [Entry]) {
        let foods = entries.contains { $0.available && !$0.isBeverage }
        var counted = 0
        var offenders: [Int] = []
        for (index, entry) in entries.enumerated() where entry.available && (!foods || !entry.isBeverage) {
            counted += 1
            if entry.grade > .b { offenders.append(index) }
        }
        self.countsFoods = foods
        self.counted = counted
        self.good = counted - offenders.count
        self.offenders = offenders
    }

    /// Whether the menu keeps the restaurant listed (an empty menu breaks nothing: it is simply not listed yet).
    public var holds: Bool {
        counted == 0 || Double(good) >= Self.share * Double(counted)
    }

    /// The rule over a menu after a change (an edit, an archive, a dish back on sale) and whether the change breaks
    /// it: it does when the rule no longer holds and either held before or the share graded A or B drops.
    public static func judge(before: [Entry], after: [Entry]) -> (rule: ListingRule, breaks: Bool) {
        let old = ListingRule(before)
        let new = ListingRule(after)
        let worse = Double(new.good) * Double(max(old.counted, 1)) < Double(old.good) * Double(max(new.counted, 1))
        return (new, !new.holds && (old.holds || worse))
    }

    /// The share graded A or B, in whole percent (100 for an empty menu).
    public var percent: Int {
        counted == 0 ? 100 : Int((Double(good) * 100 / Double(counted)).rounded(.down))
    }

    /// What the rule says about the menu, naming the dishes below B among `entries` when it breaks: "Only 2 of 4
    /// available foods (50%) are graded A or B; at least 75% must be. Dishes below B: Fries is graded D."
    public func summary(_ entries: [Entry]) -> String {
        let kind = countsFoods ? "foods" : "drinks"
        let least = "at least \(Int(Self.share * 100))%"
        guard counted > 0 else {
            return "No dish can be ordered yet; \(least) of the available foods must be graded A or B."
        }
        guard !holds else {
            return "\(good) of \(counted) available \(kind) (\(percent)%) are graded A or B; \(least) must be."
        }
        return "Only \(good) of \(counted) available \(kind) (\(percent)%) are graded A or B; \(least) must be. "
            + "Dishes below B: " + offenders.map { Self.belowB(entries[$0]) }.joined(separator: " ")
    }

    /// "Fries is graded D."
    static func belowB(_ entry: Entry) -> String {
        "\(entry.name) is graded \(entry.grade.rawValue)."
    }
}

extension ImportedRestaurant.Dish {
    /// The dish as the listing rule sees it.
    public var listingEntry: ListingRule.Entry {
        ListingRule.Entry(
            name: draft.name, grade: nutriScore.grade, available: draft.available,
            isBeverage: nutriScoreCategory.isBeverage)
    }
}

extension Dish {
    /// The dish as the listing rule sees it.
    public var listingEntry: ListingRule.Entry {
        ListingRule.Entry(
            name: name, grade: nutriGrade, available: available, isBeverage: nutriScoreCategory.isBeverage)
    }
}
