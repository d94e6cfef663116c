import FoodlyCore
import FoodlyHTML

/// The Add form of a dish with option groups: one fieldset per group (radio buttons when one is chosen,
/// checkboxes otherwise) and the price and kcal of one portion as chosen, which `app.js` updates as the customer
/// chooses; without JavaScript the server prices the choice on add. A refused choice is shown above the button.
struct OptionsForm {
    let dish: Dish
    let csrf: CSRF
    /// Whether to show kcal.
    let showCalories: Bool
    /// The option ids chosen before (a refused post), to keep them checked.
    var chosen: Set<String> = []
    /// Why the last choice was refused.
    var error: String?
    /// The allergens the customer avoids, to warn at an option that adds one.
    var avoided: Set<Allergen> = []

    /// The form field names its inputs use start with this (a radio group needs a name of its own).
    static let fieldPrefix = "option-"

    /// The option ids a posted form chose.
    static func chosen(in form: WebForm) -> [ID<DishOption>] {
        form.fields.pairs.filter { $0.name.hasPrefix(fieldPrefix) && !$0.value.isEmpty }.map { ID($0.value) }
    }

    func render() -> Node {
        form(
            .class("stack options-form"), .id("options"), .method("post"), .action("/cart/items"),
            .data("options-form", ""), .data("price", String(dish.price)), .data("kcal", String(dish.nutrition.kcal)),
            .data("busy", "Adding…")
        ) {
            input(.type("hidden"), .name(CSRF.field), .value(csrf.token))
            input(.type("hidden"), .name("dishId"), .value(dish.id.rawValue))
            input(.type("hidden"), .name("quantity"), .value("1"))
            input(.type("hidden"), .name("return"), .value("/dishes/\(dish.id.rawValue)"))
            for group in dish.optionGroups { fieldsetNode(group) }
            if let error {
                p(.class("field-error"), .id("options-error"), .role("alert")) { error }
            }
            p(.class("meta-line options-total"), .aria("live", "polite")) {
                span(.data("options-price", "")) { Money.format(dish.price) }
                if showCalories { span(.data("options-kcal", "")) { "\(Int(dish.nutrition.kcal.rounded())) kcal" } }
            }
            button(.class("btn btn-primary"), .type("submit")) { "Add to cart" }
        }
    }

    private func fieldsetNode(_ group: OptionGroup) -> Node {
        let single = group.maxChoices == 1
        return fieldset(.class("field option-group")) {
            legend(.class("field-label")) { "\(group.name) (\(OptionsForm.rule(group)))" }
            for option in group.options {
                label(.class("check option-choice")) {
                    input(
                        .type(single ? "radio" : "checkbox"), .name(OptionsForm.fieldPrefix + group.id.rawValue),
                        .value(option.id.rawValue), .bool("checked", chosen.contains(option.id.rawValue)),
                        .bool("required", single && group.isRequired),
                        .data("price-delta", String(option.priceDelta)),
                        .data("kcal-delta", String(option.nutrition.kcal)))
                    span { option.name }
                    if option.priceDelta != 0 {
                        span(.class("muted")) {
                            option.priceDelta > 0
                                ? " +\(Money.format(option.priceDelta))" : " −\(Money.format(-option.priceDelta))"
                        }
                    }
                    OptionsForm.changes(option, dish: dish, avoiding: avoided)
                }
            }
        }
    }

    /// What choosing `option` changes beyond price: " · adds milk · not vegan", and a warning when it adds an
    /// allergen the customer avoids.
    static func changes(_ option: DishOption, dish: Dish, avoiding: Set<Allergen>) -> Node {
        let (added, broken) = dish.changes(with: option)
        guard !added.isEmpty || !broken.isEmpty else { return .empty }
        let text =
            (added.isEmpty ? "" : " · adds " + added.map { $0.label.lowercased() }.joined(separator: ", "))
            + broken.map { " · not \($0.label.lowercased())" }.joined()
        return span(.class("option-changes")) {
            text
            if added.contains(where: avoiding.contains) { span(.class("badge badge-danger")) { "You avoid it" } }
        }
    }

    /// "choose 1", "up to 2", "1 to 3".
    static func rule(_ group: OptionGroup) -> String {
        if group.minChoices == group.maxChoices { return "choose \(group.minChoices)" }
        if group.minChoices == 0 { return "optional, up to \(group.maxChoices)" }
        return "choose \(group.minChoices) to \(group.maxChoices)"
    }
}
