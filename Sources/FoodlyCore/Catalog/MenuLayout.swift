import FoodlyShared

/// The order of a menu as the editor sets it: sections in order, each with its dishes in order. It must list every
/// dish on the menu exactly once, under sections with distinct names of 1–60 characters, none empty; renaming a
/// section is listing its dishes under the new name.
public enum MenuLayout {
    /// One section and its dishes, in order.
    public struct Section: Sendable, Equatable {
        /// The section name.
        public var name: String
        /// Its dishes.
        public var dishes: [ID<Dish>]

        /// Creates a section.
        public init(name: String, dishes: [ID<Dish>]) {
            self.name = name
            self.dishes = dishes
        }
    }

    /// The name of the section `name` goes in: an existing section's own spelling when it names one in another
    /// case ("mains" joins "Mains"), since two sections may not share a name whatever the case.
    public static func sectionName(_ name: String, among existing: [String]) -> String {
        existing.first { key($0) == key(name) } ?? name
    }

    /// What makes two section names the same.
    static func key(_ name: String) -> String { name.lowercased() }

    /// The sections with their names cleaned (`Text.clean`), or a `ValidationFailure` naming every problem
    /// (`sections[1].name`, `sections[0].dishIds`) when they are not a layout of the menu whose dishes are `menu`.
    public static func check(_ sections: [Section], menu: [ID<Dish>]) throws -> [Section] {
        var issues: [FieldError] = []
        var names: Set<String> = []
        var seen: Set<ID<Dish>> = []
        let known = Set(menu)
        let cleaned = sections.enumerated().map { index, section in
            let name = Text.clean(section.name)
            let path = "sections[\(index)]"
            if name.isEmpty {
                issues.append(FieldError(field: "\(path).name", code: "required", message: "Name the section."))
            } else if let issue = Text.lineIssue(name, "\(path).name", limit: 60) {
                issues.append(issue)
            } else if !names.insert(key(name)).inserted {
                issues.append(
                    FieldError(
                        field: "\(path).name", code: "duplicate", message: "There is another section called \(name)."))
            }
            if section.dishes.isEmpty {
                issues.append(
                    FieldError(
                        field: "\(path).dishIds", code: "required", message: "A section needs at least one dish."))
            }
            for dish in section.dishes {
                if !known.contains(dish) {
                    issues.append(
                        FieldError(
                            field: "\(path).dishIds", code: "unknown_dish",
                            message: "\(dish.rawValue) is not a dish on this menu."))
                } else if !seen.insert(dish).inserted {
                    issues.append(
                        FieldError(
                            field: "\(path).dishIds", code: "duplicate",
                            message: "\(dish.rawValue) is listed twice."))
                }
            }
            return Section(name: name, dishes: section.dishes)
        }
        let missing = menu.filter { !seen.contains($0) }
        if !missing.isEmpty && issues.isEmpty {
            issues.append(
                FieldError(
                    field: "sections", code: "incomplete",
                    message: "List every dish on the menu; \(missing.count) missing."))
        }
        try ValidationFailure.check(issues)
        return cleaned
    }
}
