/// A lighter dish of the same kind offered instead of a cart line ("Side Salad instead of Fries: 310 kcal less"),
/// and the rule that finds the best one for each line.
///
/// A replacement is of the cart's restaurant, available, not already in the cart, free of every allergen the
/// customer avoids and suited to every diet they follow; of the same kind (a drink for a drink; a food of the same
/// menu section, or a side for a side and a sweet for a sweet, as the section names say); at least
/// ``minimumKcalLess`` lighter per portion; and not much smaller (at least ``minimumPortionShare`` of the line's
/// portion weight), so the swap is for a lighter choice rather than less food. Of those, the one that saves the most
/// energy is offered, then the better Nutri-Score, then the earlier on the menu.
public struct LighterSwap: Sendable, Equatable {
    /// The dish in the cart.
    public let dish: Dish
    /// The lighter dish offered instead.
    public let replacement: Dish
    /// The line's quantity, which a swap keeps.
    public let quantity: Int

    /// The least energy a replacement must save per portion, kcal.
    public static let minimumKcalLess = 100.0
    /// The smallest portion a replacement may have, as a share of the line's portion weight.
    public static let minimumPortionShare = 2.0 / 3.0

    /// Creates a swap.
    public init(dish: Dish, replacement: Dish, quantity: Int) {
        self.dish = dish
        self.replacement = replacement
        self.quantity = quantity
    }

    /// Energy saved over the whole line (every portion swapped), kcal.
    public var kcalLess: Double {
        (dish.nutrition.kcal - replacement.nutrition.kcal) * Double(quantity)
    }

    /// The best swap for each line of a cart that has one, in the lines' order.
    /// - Parameters:
    ///   - lines: the cart's dishes with their quantities.
    ///   - menu: the restaurant's dishes in menu order.
    ///   - avoiding: allergens the customer avoids.
    ///   - diets: diets the customer follows.
    public static func best(
        for lines: [(dish: Dish, quantity: Int)], menu: [Dish], avoiding: [Allergen], diets: [Diet]
    ) -> [LighterSwap] {
        let inCart = Set(lines.map(\.dish.id))
        let avoided = Set(avoiding)
        let candidates = menu.enumerated().filter { _, dish in
            dish.available && !inCart.contains(dish.id) && avoided.isDisjoint(with: dish.allergens)
                && Set(diets).isSubset(of: dish.diets)
        }
        return lines.compactMap { line in
            let best = candidates.filter { _, candidate in
                candidate.restaurantID == line.dish.restaurantID && sameKind(line.dish, candidate)
                    && line.dish.nutrition.kcal - candidate.nutrition.kcal >= minimumKcalLess
                    && candidate.portionGrams >= line.dish.portionGrams * minimumPortionShare
            }.min { lhs, rhs in
                let left = lhs.element.nutrition.kcal
                let right = rhs.element.nutrition.kcal
                if left != right { return left < right }
                if lhs.element.nutriGrade != rhs.element.nutriGrade {
                    return lhs.element.nutriGrade < rhs.element.nutriGrade
                }
                return lhs.offset < rhs.offset
            }
            return best.map { LighterSwap(dish: line.dish, replacement: $0.element, quantity: line.quantity) }
        }
    }

    /// Whether one dish can stand in for the other: both drinks, or both foods of one menu section or one role.
    public static func sameKind(_ lhs: Dish, _ rhs: Dish) -> Bool {
        let drinks = (lhs.nutriScoreCategory.isBeverage, rhs.nutriScoreCategory.isBeverage)
        guard drinks.0 == drinks.1 else { return false }
        if drinks.0 { return true }
        return lhs.section == rhs.section || !roles(of: lhs.section).isDisjoint(with: roles(of: rhs.section))
    }

    /// What the foods of a section are for, by the words of its name ("Sides & Drinks": sides).
    enum Role: CaseIterable {
        /// Sides, extras and snacks.
        case side
        /// Sweets and desserts.
        case sweet

        /// The words of a section name that mean the role.
        var words: Set<String> {
            switch self {
            case .side: ["side", "sides", "extra", "extras", "snack", "snacks"]
            case .sweet: ["sweet", "sweets", "dessert", "desserts", "dolci", "bakery"]
            }
        }
    }

    /// The roles a section's name gives its foods (none for mains).
    static func roles(of section: String) -> Set<Role> {
        let words = Set(section.lowercased().split { !$0.isLetter }.map(String.init))
        return Set(Role.allCases.filter { !$0.words.isDisjoint(with: words) })
    }
}
