import FoodlyCore
import FoodlyHTML

/// What the customer chose on a cart or order line, under its name, so that they, the kitchen and the courier see
/// the same: the options ("Size: Large; Extras: Feta"), the allergens they add ("Adds milk") and the note for the
/// kitchen, marked so it is not missed ("Note: no onions"); nothing for a plain line.
struct LineDetails {
    let item: Order.Item

    func render() -> Node {
        let added = item.choiceAllergens
        return Node.fragment([
            item.options.isEmpty ? .empty : small(.class("line-options")) { item.optionsText },
            added.isEmpty
                ? .empty
                : small(.class("line-options line-allergens")) {
                    "Adds " + added.map { $0.label.lowercased() }.joined(separator: ", ")
                },
            item.note.isEmpty ? .empty : small(.class("address-note line-note")) { "Note: \(item.note)" },
        ])
    }
}
