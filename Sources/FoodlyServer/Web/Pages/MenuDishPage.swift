import FoodlyApp
import FoodlyCore
import FoodlyHTML
import FoodlyShared

/// The dish form of the menu editor (a new dish, or one on the menu): name, section, price, portion, the full
/// nutrition per portion, ingredients, allergens, diets and the Nutri-Score category, with the live Nutri-Score
/// panel. "Check" grades the dish without saving (app.js does it as they type); "Save dish" saves it. Every bad
/// field's message is under its input; the grade is always computed, never typed.
struct MenuDishPage {
    let context: WebContext
    let csrf: CSRF
    let menu: MenuOverview
    /// The dish edited; nil for a new one.
    let dish: Dish?
    var form: MenuDishForm
    var issues: [FieldError] = []
    /// The preview panel's contents.
    var preview: MenuPreview?
    /// A refusal of the whole dish (the listing rule, a full menu), shown at the top.
    var refusal: String?

    /// Where the form posts.
    var action: String { dish.map { "/kitchen/menu/dishes/\($0.id.rawValue)" } ?? "/kitchen/menu/dishes/new" }

    /// The links the dish's other pages add below the form (its photo, its options), once it is on the menu.
    static func extraLinks(for dish: Dish) -> [Node] {
        [
            a(
                .class("btn btn-secondary"), .href("/kitchen/menu/dishes/\(dish.id.rawValue)/options"),
                .id("dish-options-link")
            ) {
                "Options"
            },
            a(.class("btn btn-secondary"), .href("/kitchen/photos#photo-\(dish.id.rawValue)"), .id("dish-photo-link")) {
                "Photo"
            },
        ]
    }

    func render() -> Node {
        context.layout.page(
            title: dish.map { "Edit \($0.name)" } ?? "New dish", activeTab: nil, content: content(),
            backLink: "/kitchen/menu", frame: .kitchen)
    }

    @NodeBuilder
    private func content() -> [Node] {
        let fields = FormField(issues: issues.map(MenuDishForm.shown))
        FoodlyHTML.form(
            .class("stack menu-dish-form"), .id("menu-dish-form"), .method("post"), .action(action),
            .bool("novalidate"), .data("busy", "Saving…"), .data("menu-preview", "#" + MenuPreviewPanel.id)
        ) {
            FormField.csrf(csrf.token)
            if let refusal { p(.class("notice notice-danger"), .role("alert"), .id("dish-refusal")) { refusal } }
            fields.summary()
            basics(fields)
            nutrition(fields)
            labelling(fields)
            MenuPreviewPanel(preview: preview, issues: preview == nil ? issues : []).render()
            div(.class("menu-actions")) {
                button(
                    .class("btn btn-secondary"), .type("submit"), .name("intent"), .value("check"), .id("check-dish")
                ) { "Check" }
                button(.class("btn btn-primary"), .type("submit"), .name("intent"), .value("save"), .id("save-dish")) {
                    span { "Save dish" }
                }
            }
        }
        if let dish {
            nav(.class("card card-actions"), .aria("label", "More for this dish")) {
                MenuDishPage.extraLinks(for: dish)
            }
        }
    }

    private func basics(_ fields: FormField) -> Node {
        fieldset(.class("card form")) {
            legend(.class("section-title")) { "Dish" }
            fields.input("name", label: "Name", value: form["name"], required: true, extra: [.attr("maxlength", "100")])
            fields.input(
                "section", label: "Section", value: form["section"], hint: "A new name starts a new section.",
                required: true, extra: [.attr("maxlength", "60"), .attr("list", "menu-sections")])
            Node.element("datalist", [.id("menu-sections")]) {
                for section in menu.sections { option(.value(section.name)) {} }
            }
            textField(fields, "description", label: "Description", maxLength: 500)
            fields.input(
                "price", label: "Price ($)", value: form["price"], type: "text", hint: "For example 12.50.",
                required: true, extra: [.attr("inputmode", "decimal")])
            fields.input(
                "portionGrams", label: "Portion weight (g)", value: form["portionGrams"], type: "text",
                required: true, extra: [.attr("inputmode", "decimal")])
            div(.class("field")) {
                label(.for(FormField.id("spicyLevel"))) { "How hot" }
                Node.element("select", [.id(FormField.id("spicyLevel")), .name("spicyLevel")]) {
                    for (level, name) in CatalogBadges.heatNames.enumerated() {
                        option(.value(String(level)), .bool("selected", String(level) == form["spicyLevel"])) { name }
                    }
                }
                fields.errorList(issues.filter { $0.field == "spicyLevel" }, id: FormField.id("spicyLevel"))
            }
            label(.class("check")) {
                FoodlyHTML.input(.type("checkbox"), .name("available"), .value("on"), .bool("checked", form.available))
                span { "Available to order" }
            }
        }
    }

    private func nutrition(_ fields: FormField) -> Node {
        fieldset(.class("card form")) {
            legend(.class("section-title")) { "Nutrition per portion" }
            p(.class("field-hint")) {
                "Energy must be within 10% (or 15 kcal) of 4 × protein + 4 × carbohydrate + 2 × fibre + 9 × fat."
            }
            div(.class("menu-nutrition")) {
                for field in MenuDishForm.nutrition {
                    fields.input(
                        field.name, label: "\(field.label) (\(field.unit))", value: form[field.name], type: "text",
                        required: true, extra: [.attr("inputmode", "decimal")])
                }
            }
            div(.class("field")) {
                label(.for(FormField.id("nutriScoreCategory"))) { "Nutri-Score category" }
                let categoryIssues = issues.filter { $0.field == "nutriScoreCategory" }
                let invalid: [Attribute] =
                    categoryIssues.isEmpty
                    ? []
                    : [.aria("invalid", "true"), .aria("describedby", FormField.id("nutriScoreCategory") + "-error")]
                Node.element(
                    "select", [.id(FormField.id("nutriScoreCategory")), .name("nutriScoreCategory")] + invalid
                ) {
                    for category in NutriScoreCategory.allCases {
                        option(.value(category.rawValue), .bool("selected", category.rawValue == form.category)) {
                            MenuDishPage.name(category)
                        }
                    }
                }
                fields.errorList(categoryIssues, id: FormField.id("nutriScoreCategory"))
            }
        }
    }

    private func labelling(_ fields: FormField) -> Node {
        fieldset(.class("card form")) {
            legend(.class("section-title")) { "Ingredients and allergens" }
            textField(fields, "ingredients", label: "Ingredients (optional)", maxLength: 1000)
            checkboxGroup(
                "allergens", legend: "Allergens it contains (EU 14)",
                options: Allergen.allCases.map { ($0.rawValue, $0.label) }, chosen: form.allergens, fields)
            checkboxGroup(
                "diets", legend: "Diets it suits", options: Diet.allCases.map { ($0.rawValue, $0.label) },
                chosen: form.diets, fields)
        }
    }

    private func textField(_ fields: FormField, _ name: String, label labelText: String, maxLength: Int) -> Node {
        let id = FormField.id(name)
        let errors = issues.map(MenuDishForm.shown).filter { $0.field == name }
        return div(.class("field")) {
            label(.for(id)) { labelText }
            let attributes: [Attribute] = [
                .id(id), .name(name), .attr("maxlength", String(maxLength)), .attr("rows", "2"),
            ]
            Node.element("textarea", attributes + (errors.isEmpty ? [] : [.aria("describedby", id + "-error")])) {
                form[name]
            }
            fields.errorList(errors, id: id)
        }
    }

    private func checkboxGroup(
        _ name: String, legend legendText: String, options: [(String, String)], chosen: [String], _ fields: FormField
    ) -> Node {
        fieldset(.class("field"), .id(FormField.id(name))) {
            legend(.class("field-label")) { legendText }
            div(.class("check-grid")) {
                for (value, text) in options {
                    label(.class("check")) {
                        FoodlyHTML.input(
                            .type("checkbox"), .name(name), .value(value), .bool("checked", chosen.contains(value)))
                        span { text }
                    }
                }
            }
            fields.errorList(issues.map(MenuDishForm.shown).filter { $0.field == name }, id: FormField.id(name))
        }
    }

    /// A Nutri-Score category's name for people.
    static func name(_ category: NutriScoreCategory) -> String {
        switch category {
        case .general: "General food"
        case .redMeat: "Red meat"
        case .cheese: "Cheese"
        case .fatOilNutSeed: "Fats, oils, nuts and seeds"
        case .beverage: "Drink"
        case .sweetenedBeverage: "Drink with sweeteners"
        case .water: "Water"
        }
    }
}
