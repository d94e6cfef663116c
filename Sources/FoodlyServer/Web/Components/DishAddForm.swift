import FoodlyApp
import FoodlyCore
import FoodlyHTML

/// The Add form of a dish's own page: one fieldset per option group (radio buttons when one is chosen,
/// checkboxes otherwise), how many (a stepper round a number field), a note for the kitchen, and the price and kcal
/// as chosen, which `app.js` updates as the customer chooses; without JavaScript the server prices the choice on
/// add. A refused add comes back with what was typed and the reason above the button.
struct DishAddForm {
    /// What a posted Add form asks for; a list's one-tap Add sends neither note nor options.
    struct Draft {
        /// The option ids chosen.
        var options: [ID<DishOption>] = []
        /// How many (0 when not a number, which the cart refuses).
        var quantity = 1
        /// The note as typed.
        var note = ""

        /// An empty draft: one, no options, no note.
        init() {}

        /// The draft `form` posted.
        init(_ form: WebForm) {
            options = form.fields.pairs.filter { $0.name.hasPrefix(DishAddForm.fieldPrefix) && !$0.value.isEmpty }
                .map { ID($0.value) }
            quantity = Int(form["quantity"] ?? "1") ?? 0
            note = form["note"] ?? ""
        }

        /// The draft as hidden fields, for a form that posts it again ("Start a new cart with it").
        var hiddenFields: Node {
            Node.fragment(
                options.enumerated().map {
                    input(.type("hidden"), .name("\(DishAddForm.fieldPrefix)\($0.offset)"), .value($0.element.rawValue))
                } + [
                    input(.type("hidden"), .name("quantity"), .value(String(quantity))),
                    input(.type("hidden"), .name("note"), .value(note)),
                ])
        }
    }

    let dish: Dish
    let csrf: CSRF
    /// Whether to show kcal.
    let showCalories: Bool
    /// What a refused post asked for, kept in the form.
    var draft = Draft()
    /// Why the last add was refused.
    var error: String?
    /// The allergens the customer avoids, to warn at an option that adds one.
    var avoided: Set<Allergen> = []

    /// The form field names its option inputs use start with this (a radio group needs a name of its own).
    static let fieldPrefix = "option-"

    func render() -> Node {
        let chosen = Set(draft.options.map(\.rawValue))
        return form(
            .class("stack options-form"), .id("options"), .method("post"), .action("/cart/items"),
            .data("options-form", ""), .data("price", String(dish.price)), .data("kcal", String(dish.nutrition.kcal)),
            .data("busy", "Adding…")
        ) {
            input(.type("hidden"), .name(CSRF.field), .value(csrf.token))
            input(.type("hidden"), .name("dishId"), .value(dish.id.rawValue))
            input(.type("hidden"), .name("return"), .value("/dishes/\(dish.id.rawValue)"))
            for group in dish.optionGroups { fieldsetNode(group, chosen: chosen) }
            div(.class("field")) {
                label(.for("dish-note")) { "Note for the kitchen (optional)" }
                input(
                    .type("text"), .id("dish-note"), .name("note"), .value(draft.note),
                    .attr("maxlength", String(KitchenNote.maxLength)), .attr("placeholder", "No onions"),
                    .attr("autocomplete", "off"))
            }
            div(.class("dish-add-row")) {
                div(.class("stepper quantity-picker"), .role("group"), .aria("label", "How many")) {
                    button(
                        .class("btn btn-secondary btn-icon"), .type("button"), .data("step", "-1"),
                        .aria("label", "One less"), .attr("hidden", "")
                    ) { "−" }
                    label(.class("visually-hidden"), .for("dish-quantity")) { "How many" }
                    input(
                        .type("number"), .id("dish-quantity"), .name("quantity"),
                        .value(String(max(1, draft.quantity))),
                        .attr("min", "1"), .attr("max", String(CartService.maxLineQuantity)),
                        .attr("inputmode", "numeric"), .class("quantity-input"), .bool("required", true))
                    button(
                        .class("btn btn-secondary btn-icon"), .type("button"), .data("step", "1"),
                        .aria("label", "One more"), .attr("hidden", "")
                    ) { "+" }
                }
                p(.class("meta-line options-total"), .aria("live", "polite")) {
                    span(.data("options-price", "")) { Money.format(dish.price * max(1, draft.quantity)) }
                    if showCalories {
                        span(.data("options-kcal", "")) { "\(Int(dish.nutrition.kcal.rounded())) kcal each" }
                    }
                }
            }
            if let error {
                p(.class("field-error"), .id("options-error"), .role("alert")) { error }
            }
            button(.class("btn btn-primary btn-block"), .type("submit")) { "Add to cart" }
        }
    }

    private func fieldsetNode(_ group: OptionGroup, chosen: Set<String>) -> Node {
        let single = group.maxChoices == 1
        return fieldset(.class("field option-group")) {
            legend(.class("field-label")) { "\(group.name) (\(DishAddForm.rule(group)))" }
            for option in group.options {
                label(.class("check option-choice")) {
                    input(
                        .type(single ? "radio" : "checkbox"), .name(DishAddForm.fieldPrefix + group.id.rawValue),
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
                    DishAddForm.changes(option, dish: dish, avoiding: avoided)
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
