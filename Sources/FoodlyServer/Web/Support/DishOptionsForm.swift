import FoodlyCore
import Foundation

/// The option editor's form: the dish's groups as drafts, read from fields named as the API's validation names
/// them (`groups[0].name`, `groups[0].options[1].priceDelta`, `groups[0].options[1].nutrition.kcal`), so a refused
/// field's message lands under its input. Prices are typed in dollars ("1.50", "-2"); a value that is not a number
/// is kept as typed and refused by `issues`.
struct DishOptionsForm {
    /// What is posted for one option, as typed.
    struct Option {
        var id = ""
        var name = ""
        var price = "0.00"
        var nutrition: [String: String] = [:]
        /// The allergens ticked (their API names), posted as `….allergens.milk=on`.
        var allergens: Set<String> = []
        /// The diets ticked as not suited, posted as `….unsuitableFor.vegan=on`.
        var unsuitableFor: Set<String> = []
    }

    /// What is posted for one group, as typed.
    struct Group {
        var id = ""
        var name = ""
        var minChoices = "0"
        var maxChoices = "1"
        var options: [Option] = [Option()]
    }

    /// The nutrition fields, with their labels.
    static let nutrients: [(key: String, label: String)] = [
        ("kcal", "kcal"), ("grams", "Portion g"), ("proteinG", "Protein g"), ("carbsG", "Carbs g"),
        ("sugarsG", "Sugars g"), ("fatG", "Fat g"), ("saturatedFatG", "Sat. fat g"), ("fiberG", "Fibre g"),
        ("saltG", "Salt g"),
    ]

    var groups: [Group]

    /// The form showing a dish's saved groups.
    init(_ groups: [OptionGroup]) {
        self.groups = groups.map { group in
            Group(
                id: group.id.rawValue, name: group.name, minChoices: String(group.minChoices),
                maxChoices: String(group.maxChoices),
                options: group.options.map { option in
                    Option(
                        id: option.id.rawValue, name: option.name, price: DishOptionsForm.dollars(option.priceDelta),
                        nutrition: Dictionary(
                            uniqueKeysWithValues: option.nutrition.fields.map {
                                ($0.name, DishOptionsForm.number($0.value))
                            }), allergens: Set(option.allergens.map(\.rawValue)),
                        unsuitableFor: Set(option.unsuitableFor.map(\.rawValue)))
                })
        }
    }

    /// The form as posted (at most `OptionRules.maxGroups` + 1 groups and `maxOptions` + 1 options each are read).
    init(_ fields: [String: String]) {
        var groups: [Group] = []
        for index in 0...OptionRules.maxGroups {
            let path = "groups[\(index)]"
            guard let name = fields["\(path).name"] else { break }
            var group = Group(
                id: fields["\(path).id"] ?? "", name: name, minChoices: fields["\(path).minChoices"] ?? "",
                maxChoices: fields["\(path).maxChoices"] ?? "", options: [])
            for position in 0...OptionRules.maxOptions {
                let optionPath = "\(path).options[\(position)]"
                guard let optionName = fields["\(optionPath).name"] else { break }
                group.options.append(
                    Option(
                        id: fields["\(optionPath).id"] ?? "", name: optionName,
                        price: fields["\(optionPath).priceDelta"] ?? "",
                        nutrition: Dictionary(
                            uniqueKeysWithValues: DishOptionsForm.nutrients.map {
                                ($0.key, fields["\(optionPath).nutrition.\($0.key)"] ?? "")
                            }),
                        allergens: Set(
                            Allergen.allCases.map(\.rawValue).filter { fields["\(optionPath).allergens.\($0)"] != nil }),
                        unsuitableFor: Set(
                            Diet.allCases.map(\.rawValue).filter { fields["\(optionPath).unsuitableFor.\($0)"] != nil })
                    ))
            }
            groups.append(group)
        }
        self.groups = groups
    }

    /// The fields that are not numbers, as refusals; empty when every one is.
    var issues: [FieldError] {
        var issues: [FieldError] = []
        for (index, group) in groups.enumerated() {
            for (field, text) in [("minChoices", group.minChoices), ("maxChoices", group.maxChoices)]
            where Int(text.trimmingCharacters(in: .whitespaces)) == nil {
                issues.append(
                    FieldError(field: "groups[\(index)].\(field)", code: "invalid", message: "Enter a whole number."))
            }
            for (position, option) in group.options.enumerated() {
                let path = "groups[\(index)].options[\(position)]"
                if DishOptionsForm.cents(option.price) == nil {
                    issues.append(
                        FieldError(
                            field: "\(path).priceDelta", code: "invalid", message: "Enter an amount such as 1.50 or -2."
                        ))
                }
                for (key, _) in DishOptionsForm.nutrients where DishOptionsForm.value(option.nutrition[key]) == nil {
                    issues.append(
                        FieldError(field: "\(path).nutrition.\(key)", code: "invalid", message: "Enter a number."))
                }
            }
        }
        return issues
    }

    /// The drafts to save (call when `issues` is empty).
    var drafts: [OptionGroupDraft] {
        groups.map { group in
            OptionGroupDraft(
                id: group.id.isEmpty ? nil : group.id, name: group.name,
                minChoices: Int(group.minChoices.trimmingCharacters(in: .whitespaces)) ?? 0,
                maxChoices: Int(group.maxChoices.trimmingCharacters(in: .whitespaces)) ?? 0,
                options: group.options.map { option in
                    let value = { (key: String) in DishOptionsForm.value(option.nutrition[key]) ?? 0 }
                    return OptionGroupDraft.Option(
                        id: option.id.isEmpty ? nil : option.id, name: option.name,
                        priceDelta: DishOptionsForm.cents(option.price) ?? 0,
                        nutrition: OptionNutrition(
                            kcal: value("kcal"), proteinG: value("proteinG"), carbsG: value("carbsG"),
                            sugarsG: value("sugarsG"), fatG: value("fatG"), saturatedFatG: value("saturatedFatG"),
                            fiberG: value("fiberG"), saltG: value("saltG"), grams: value("grams")),
                        allergens: Allergen.allCases.filter { option.allergens.contains($0.rawValue) },
                        unsuitableFor: Diet.allCases.filter { option.unsuitableFor.contains($0.rawValue) })
                })
        }
    }

    /// Applies a row button (`add-group`, `remove-group-G`, `add-option-G`, `remove-option-G-O`); false for none.
    mutating func apply(_ action: String) -> Bool {
        let parts = action.split(separator: "-").map(String.init)
        let numbers = parts.compactMap { Int($0) }
        switch (parts.prefix(2).joined(separator: "-"), numbers.count) {
        case ("add-group", 0) where groups.count < OptionRules.maxGroups:
            groups.append(Group())
        case ("remove-group", 1) where groups.indices.contains(numbers[0]):
            groups.remove(at: numbers[0])
        case ("add-option", 1)
        where groups.indices.contains(numbers[0])
            && groups[numbers[0]].options.count < OptionRules.maxOptions:
            groups[numbers[0]].options.append(Option())
        case ("remove-option", 2)
        where groups.indices.contains(numbers[0]) && groups[numbers[0]].options.indices.contains(numbers[1]):
            groups[numbers[0]].options.remove(at: numbers[1])
        default:
            return false
        }
        return true
    }

    /// "1.50" for 150, "-2.00" for −200.
    static func dollars(_ cents: Int) -> String {
        let sign = cents < 0 ? "-" : ""
        return sign + String(format: "%d.%02d", abs(cents) / 100, abs(cents) % 100)
    }

    /// The cents of "1.50", "-2", "+0.5"; nil for anything else.
    static func cents(_ text: String) -> Int? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard let amount = Decimal(string: trimmed),
            trimmed.range(of: #"^[+-]?\d{1,6}([.,]\d{1,2})?$"#, options: .regularExpression) != nil
        else { return nil }
        return NSDecimalNumber(decimal: amount * 100).intValue
    }

    /// A number as a merchant types it: "0" for 0, "1.5" for 1.5.
    static func number(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }

    /// The number typed (empty is 0); nil when it is not one.
    static func value(_ text: String?) -> Double? {
        let trimmed = (text ?? "").trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else { return 0 }
        guard let number = Double(trimmed), number.isFinite else { return nil }
        return number
    }
}
