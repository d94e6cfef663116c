import FoodlyShared
import Foundation

/// The rules of option groups: what a merchant may save on a dish, and which choices a customer may make.
public enum OptionRules {
    /// The most groups on one dish.
    public static let maxGroups = 10
    /// The most options in one group.
    public static let maxOptions = 20
    /// The longest group or option name, in characters.
    public static let maxNameLength = 60
    /// The largest price delta either way, in cents ($100).
    public static let maxPriceDelta = 10_000
    /// The largest kcal delta either way.
    public static let maxKcalDelta = 2_000
    /// The largest delta either way of grams and every other nutrient.
    public static let maxGramsDelta = 1_000

    /// Checks `drafts` as a dish's whole set of groups (every refused field at once, or none) and gives the groups
    /// to save: a draft naming an id of `existing` keeps it, one without gets a new id from `makeID`.
    public static func groups(
        from drafts: [OptionGroupDraft], existing: [OptionGroup], makeID: () -> String
    ) throws -> [OptionGroup] {
        var issues: [FieldError] = []
        if drafts.count > maxGroups {
            issues.append(
                FieldError(field: "groups", code: "too_many", message: "A dish has at most \(maxGroups) option groups.")
            )
        }
        let knownGroups = Set(existing.map(\.id.rawValue))
        let knownOptions = Set(existing.flatMap(\.options).map(\.id.rawValue))
        var seen = Set<String>()
        var groups: [OptionGroup] = []
        for (index, draft) in drafts.enumerated() {
            let path = "groups[\(index)]"
            let name = draft.name.trimmingCharacters(in: .whitespacesAndNewlines)
            issues += nameIssues(name, field: "\(path).name")
            issues += idIssues(draft.id, known: knownGroups, seen: &seen, field: "\(path).id")
            if draft.options.isEmpty || draft.options.count > maxOptions {
                issues.append(
                    FieldError(
                        field: "\(path).options", code: "out_of_range",
                        message: "A group has 1 to \(maxOptions) options."))
            }
            if draft.minChoices < 0 {
                issues.append(
                    FieldError(
                        field: "\(path).minChoices", code: "out_of_range", message: "The fewest choices is 0 or more."))
            } else if draft.minChoices > draft.maxChoices {
                issues.append(
                    FieldError(
                        field: "\(path).minChoices", code: "above_max",
                        message: "The fewest choices (\(draft.minChoices)) is above the most (\(draft.maxChoices))."))
            }
            if draft.maxChoices < 1 || draft.maxChoices > max(draft.options.count, 1) {
                issues.append(
                    FieldError(
                        field: "\(path).maxChoices", code: "out_of_range",
                        message: "The most choices is 1 to the number of options (\(draft.options.count))."))
            }
            var options: [DishOption] = []
            for (position, option) in draft.options.enumerated() {
                let optionPath = "\(path).options[\(position)]"
                let optionName = option.name.trimmingCharacters(in: .whitespacesAndNewlines)
                issues += nameIssues(optionName, field: "\(optionPath).name")
                issues += idIssues(option.id, known: knownOptions, seen: &seen, field: "\(optionPath).id")
                if abs(option.priceDelta) > maxPriceDelta {
                    issues.append(
                        FieldError(
                            field: "\(optionPath).priceDelta", code: "out_of_range",
                            message: "A price delta is at most \(Money.format(maxPriceDelta)) either way."))
                }
                for (field, value) in option.nutrition.fields {
                    let limit = Double(field == "kcal" ? maxKcalDelta : maxGramsDelta)
                    if !value.isFinite || abs(value) > limit {
                        issues.append(
                            FieldError(
                                field: "\(optionPath).nutrition.\(field)", code: "out_of_range",
                                message: "\(field) is at most \(Int(limit)) either way."))
                    }
                }
                options.append(
                    DishOption(
                        id: ID(option.id ?? makeID()), name: optionName, priceDelta: option.priceDelta,
                        nutrition: option.nutrition,
                        allergens: Allergen.allCases.filter(option.allergens.contains),
                        unsuitableFor: Diet.allCases.filter(option.unsuitableFor.contains)))
            }
            groups.append(
                OptionGroup(
                    id: ID(draft.id ?? makeID()), name: name, minChoices: draft.minChoices,
                    maxChoices: draft.maxChoices, options: options))
        }
        try ValidationFailure.check(issues)
        return groups
    }

    /// The options `ids` picks from `groups`, in menu order, when they make a valid choice: each one of the dish,
    /// none twice, and every group's count within its minimum and maximum. Otherwise a `ValidationFailure` on
    /// `options` saying what is wrong.
    public static func choice(_ ids: [ID<DishOption>], from groups: [OptionGroup]) throws -> [Choice] {
        guard ids.count <= maxGroups * maxOptions else {
            throw ValidationFailure([
                FieldError(field: "options", code: "too_many", message: "Too many options are chosen.")
            ])
        }
        let wanted = Set(ids)
        var issues: [FieldError] = []
        if wanted.count < ids.count {
            issues.append(FieldError(field: "options", code: "duplicate", message: "An option is chosen twice."))
        }
        let known = Set(groups.flatMap(\.options).map(\.id))
        if !wanted.isSubset(of: known) {
            issues.append(
                FieldError(
                    field: "options", code: "unknown_option", message: "An option chosen is not one of this dish's."))
        }
        var chosen: [Choice] = []
        for group in groups {
            let picked = group.options.filter { wanted.contains($0.id) }
            if picked.count < group.minChoices {
                let count = group.minChoices == 1 ? "a" : "at least \(group.minChoices)"
                issues.append(
                    FieldError(
                        field: "options", code: "choice_missing", message: "Choose \(count) \(group.name)."))
            } else if picked.count > group.maxChoices {
                issues.append(
                    FieldError(
                        field: "options", code: "too_many_choices",
                        message: "Choose at most \(group.maxChoices) \(group.name)."))
            }
            chosen += picked.map { Choice(group: group.name, option: $0) }
        }
        try ValidationFailure.check(issues)
        return chosen
    }

    /// One chosen option with its group's name.
    public struct Choice: Sendable, Equatable {
        /// The group's name.
        public let group: String
        /// The option.
        public let option: DishOption

        /// Creates a choice.
        public init(group: String, option: DishOption) {
            self.group = group
            self.option = option
        }
    }

    private static func nameIssues(_ name: String, field: String) -> [FieldError] {
        guard name.isEmpty || name.count > maxNameLength else { return [] }
        return [
            FieldError(
                field: field, code: name.isEmpty ? "required" : "too_long",
                message: "A name is 1 to \(maxNameLength) characters.")
        ]
    }

    private static func idIssues(_ id: String?, known: Set<String>, seen: inout Set<String>, field: String)
        -> [FieldError]
    {
        guard let id else { return [] }
        guard known.contains(id), seen.insert(id).inserted else {
            return [FieldError(field: field, code: "unknown_id", message: "This id is not one of this dish's.")]
        }
        return []
    }
}
