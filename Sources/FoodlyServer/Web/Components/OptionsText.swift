import FoodlyCore
import FoodlyHTML

/// The options chosen on a cart or order line, on a line of their own under its name ("Size: Large; Extras:
/// Feta"), and the allergens they add, so that the customer, the kitchen and the courier see them ("Adds milk");
/// nothing for a line without.
struct OptionsText {
    let item: Order.Item

    func render() -> Node {
        guard !item.options.isEmpty else { return .empty }
        let added = item.choiceAllergens
        return Node.fragment([
            small(.class("line-options")) { item.optionsText },
            added.isEmpty
                ? .empty
                : small(.class("line-options line-allergens")) {
                    "Adds " + added.map { $0.label.lowercased() }.joined(separator: ", ")
                },
        ])
    }
}
