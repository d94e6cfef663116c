import FoodlyCore
import FoodlyHTML
import FoodlyShared

/// A dish's option groups (from the kitchen screen's dish list): owners and managers edit the whole set in one form
/// (group name, fewest and most choices; each option's name, price change and nutrition change), with buttons that
/// add and remove group and option rows (posted like Save, so they work without JavaScript) and a Save that checks
/// everything at once; plain staff see the groups without controls.
struct DishOptionsPage {
    let context: WebContext
    let csrf: CSRF
    let dish: Dish
    /// Whether the viewer edits (owners and managers).
    let canEdit: Bool
    /// The form as shown: the saved groups, or what was posted.
    var form: DishOptionsForm
    /// The refused fields of the last save.
    var issues: [FieldError] = []
    /// What the page says after a save.
    var notice: String?

    var path: String { "/kitchen/menu/dishes/\(dish.id.rawValue)/options" }

    func render() -> Node {
        context.layout.page(
            title: "Options · \(dish.name)", activeTab: nil,
            content: [
                div(.class("stack")) {
                    p(.class("muted")) { "\(dish.name) · \(Money.format(dish.price)) without options" }
                    if let notice { p(.class("notice notice-success"), .role("status")) { notice } }
                    if canEdit { editor() } else { readOnly() }
                }
            ], backLink: "/kitchen", frame: .kitchen)
    }

    private func readOnly() -> Node {
        div(.class("stack"), .id("options-read-only")) {
            p(.class("card")) { "The restaurant's owners and managers change a dish's options." }
            if dish.optionGroups.isEmpty { p(.class("muted")) { "This dish has no options." } }
            for group in dish.optionGroups {
                section(.class("card"), .aria("label", group.name)) {
                    h2(.class("section-title")) { "\(group.name) (\(DishAddForm.rule(group)))" }
                    ul(.class("rows list-plain")) {
                        for option in group.options {
                            li {
                                "\(option.name) · \(DishOptionsForm.dollars(option.priceDelta)) · \(Int(option.nutrition.kcal)) kcal"
                            }
                        }
                    }
                }
            }
        }
    }

    private func editor() -> Node {
        let fields = FormField(issues: issues)
        return FoodlyHTML.form(
            .class("stack form"), .id("options-editor"), .method("post"), .action(path), .bool("novalidate"),
            .data("busy", "Saving…")
        ) {
            FormField.csrf(csrf.token)
            // Enter in a field saves (the first submit button is the one a browser presses), not adds a row.
            button(
                .class("visually-hidden"), .type("submit"), .name("action"), .value("save"), .attr("tabindex", "-1"),
                .aria("hidden", "true")
            ) { "Save" }
            fields.summary()
            fields.errorList(issues.filter { $0.field == "groups" }, id: FormField.id("groups"))
            if form.groups.isEmpty { p(.class("muted")) { "No option groups yet." } }
            for (index, group) in form.groups.enumerated() { groupCard(group, index: index, fields: fields) }
            div(.class("search-actions")) {
                if form.groups.count < OptionRules.maxGroups {
                    button(.class("btn btn-secondary"), .type("submit"), .name("action"), .value("add-group")) {
                        "Add a group"
                    }
                }
                button(.class("btn btn-primary"), .type("submit"), .name("action"), .value("save"), .id("save-options"))
                {
                    span { "Save options" }
                }
            }
        }
    }

    private func groupCard(_ group: DishOptionsForm.Group, index: Int, fields: FormField) -> Node {
        let path = "groups[\(index)]"
        return fieldset(.class("card stack option-group-editor"), .id("group-\(index)")) {
            legend(.class("section-title")) { group.name.isEmpty ? "New group" : group.name }
            FoodlyHTML.input(.type("hidden"), .name("\(path).id"), .value(group.id))
            fields.errorList(issues.filter { $0.field == "\(path).id" }, id: FormField.id("\(path).id"))
            fields.input(
                "\(path).name", label: "Group name", value: group.name, hint: "Such as Size or Extras.", required: true,
                extra: [.attr("maxlength", String(OptionRules.maxNameLength))])
            div(.class("option-bounds")) {
                fields.input(
                    "\(path).minChoices", label: "Fewest choices", value: group.minChoices, type: "number",
                    hint: "0 makes it optional.",
                    extra: [.attr("min", "0"), .attr("max", String(OptionRules.maxOptions))])
                fields.input(
                    "\(path).maxChoices", label: "Most choices", value: group.maxChoices, type: "number",
                    hint: "1 offers one of them.",
                    extra: [.attr("min", "1"), .attr("max", String(OptionRules.maxOptions))])
            }
            fields.errorList(issues.filter { $0.field == "\(path).options" }, id: FormField.id("\(path).options"))
            for (position, option) in group.options.enumerated() {
                optionRow(
                    option, path: "\(path).options[\(position)]", group: index, position: position, fields: fields)
            }
            div(.class("search-actions")) {
                if group.options.count < OptionRules.maxOptions {
                    button(
                        .class("btn btn-secondary btn-small"), .type("submit"), .name("action"),
                        .value("add-option-\(index)")
                    ) { "Add an option" }
                }
                button(
                    .class("btn btn-danger btn-small"), .type("submit"), .name("action"),
                    .value("remove-group-\(index)"),
                    .aria("label", "Remove the group \(group.name)")
                ) { "Remove group" }
            }
        }
    }

    private func optionRow(
        _ option: DishOptionsForm.Option, path: String, group: Int, position: Int, fields: FormField
    ) -> Node {
        div(.class("option-row stack"), .id("group-\(group)-option-\(position)")) {
            FoodlyHTML.input(.type("hidden"), .name("\(path).id"), .value(option.id))
            fields.errorList(issues.filter { $0.field == "\(path).id" }, id: FormField.id("\(path).id"))
            div(.class("option-bounds")) {
                fields.input(
                    "\(path).name", label: "Option \(position + 1)", value: option.name, required: true,
                    extra: [.attr("maxlength", String(OptionRules.maxNameLength))])
                fields.input(
                    "\(path).priceDelta", label: "Price change ($)", value: option.price,
                    hint: "Negative for less.", extra: [.attr("inputmode", "decimal"), .attr("maxlength", "10")])
            }
            details(
                option.allergens.isEmpty && option.unsuitableFor.isEmpty ? .bool("open", false) : .bool("open", true)
            ) {
                summary { "Allergens and diets it changes" }
                checks(
                    "It adds these allergens", name: "\(path).allergens",
                    Allergen.allCases.map { ($0.rawValue, $0.label) }, ticked: option.allergens)
                checks(
                    "The dish no longer suits", name: "\(path).unsuitableFor",
                    Diet.allCases.map { ($0.rawValue, $0.label) }, ticked: option.unsuitableFor)
            }
            details {
                summary { "Nutrition change per portion" }
                div(.class("option-nutrients")) {
                    for (key, label) in DishOptionsForm.nutrients {
                        fields.input(
                            "\(path).nutrition.\(key)", label: label, value: option.nutrition[key] ?? "0",
                            extra: [.attr("inputmode", "decimal"), .attr("maxlength", "10")])
                    }
                }
            }
            button(
                .class("btn btn-ghost btn-small"), .type("submit"), .name("action"),
                .value("remove-option-\(group)-\(position)"),
                .aria("label", "Remove option \(option.name.isEmpty ? String(position + 1) : option.name)")
            ) { "Remove option" }
        }
    }

    /// A checkbox per value (API name and label), each posted as `<name>.<value>=on`.
    private func checks(_ legendText: String, name: String, _ values: [(String, String)], ticked: Set<String>) -> Node {
        fieldset(.class("field option-row-checks")) {
            legend(.class("field-label")) { legendText }
            div(.class("check-grid")) {
                for (value, label) in values {
                    FoodlyHTML.label(.class("check")) {
                        FoodlyHTML.input(
                            .type("checkbox"), .name("\(name).\(value)"), .value("on"),
                            .bool("checked", ticked.contains(value)))
                        span { label }
                    }
                }
            }
        }
    }
}
