import FoodlyCore
import FoodlyHTML

/// The options chosen on a cart or order line, on a line of their own under its name ("Size: Large; Extras:
/// Feta"); nothing for a line without.
struct OptionsText {
    let item: Order.Item

    func render() -> Node {
        guard !item.options.isEmpty else { return .empty }
        return small(.class("line-options")) { item.optionsText }
    }
}
