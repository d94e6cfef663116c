import FoodlyCore
import FoodlyShared
import Testing

/// ``OptionRules``: what a merchant may save as a dish's option groups, which choices a customer may make, and what a
/// choice does to the line's price and nutrition.
@Suite("Option group rules")
struct OptionRulesTests {
    static let size = OptionGroupDraft(
        name: "Size", minChoices: 1, maxChoices: 1,
        options: [
            .init(name: "Small", priceDelta: -1_500, nutrition: delta(kcal: -500)),
            .init(name: "Large", priceDelta: 150, nutrition: delta(kcal: 200)),
        ])
    static let extras = OptionGroupDraft(
        name: "Extras", minChoices: 0, maxChoices: 2,
        options: [
            .init(name: "Feta", priceDelta: 100, nutrition: delta(kcal: 80)), .init(name: "Olives", priceDelta: 50),
            .init(name: "Egg", priceDelta: 120),
        ])

    static func delta(kcal: Double) -> OptionNutrition {
        var delta = OptionNutrition.zero
        delta.kcal = kcal
        return delta
    }

    /// Ids "<prefix>1", "<prefix>2", … in the order they are made.
    static func groups(_ drafts: [OptionGroupDraft], existing: [OptionGroup] = [], prefix: String = "id") throws
        -> [OptionGroup]
    {
        var next = 0
        return try OptionRules.groups(from: drafts, existing: existing) {
            next += 1
            return "\(prefix)\(next)"
        }
    }

    static func fields(_ body: () throws -> Any) -> [String] {
        do {
            _ = try body()
            return []
        } catch let failure as ValidationFailure {
            return failure.issues.map(\.field)
        } catch {
            return ["unexpected \(error)"]
        }
    }

    static func codes(_ body: () throws -> Any) -> [String] {
        do {
            _ = try body()
            return []
        } catch let failure as ValidationFailure {
            return failure.issues.map(\.code)
        } catch {
            return ["unexpected \(error)"]
        }
    }

    @Test func validGroupsAreSavedWithNewIdsAndKeepTheIdsSentBack() throws {
        let saved = try Self.groups([Self.size, Self.extras])
        #expect(saved.map(\.name) == ["Size", "Extras"])
        #expect(saved.map(\.isRequired) == [true, false])
        #expect(saved[0].options.map(\.id.rawValue) == ["id1", "id2"])
        var kept = Self.size
        kept.id = saved[0].id.rawValue
        kept.options[1].id = saved[0].options[1].id.rawValue
        let again = try Self.groups([kept], existing: saved, prefix: "new")
        #expect(again[0].id == saved[0].id && again[0].options[1].id == saved[0].options[1].id)
        #expect(again[0].options[0].id != saved[0].options[0].id)
    }

    @Test func aMinimumAboveTheMaximumIsRefusedNamingTheField() {
        var group = Self.extras
        group.minChoices = 3
        #expect(Self.fields { try Self.groups([group]) } == ["groups[0].minChoices"])
        #expect(Self.codes { try Self.groups([group]) } == ["above_max"])
    }

    @Test func everyBadFieldIsNamedAtOnce() {
        var group = Self.size
        group.name = "  "
        group.maxChoices = 3
        group.options[0].name = String(repeating: "x", count: 61)
        group.options[1].priceDelta = 10_001
        group.options[1].nutrition.saltG = -1_001
        group.options[1].id = "unknown"
        var empty = Self.extras
        empty.options = []
        empty.maxChoices = 1
        #expect(
            Self.fields { try Self.groups([group, empty]) } == [
                "groups[0].name", "groups[0].maxChoices", "groups[0].options[0].name", "groups[0].options[1].id",
                "groups[0].options[1].priceDelta", "groups[0].options[1].nutrition.saltG", "groups[1].options",
            ])
        #expect(Self.fields { try Self.groups(Array(repeating: Self.extras, count: 11)) } == ["groups"])
    }

    @Test func aChoiceKeepsEveryGroupWithinItsBounds() throws {
        let groups = try Self.groups([Self.size, Self.extras])
        func ids(_ names: String...) -> [ID<DishOption>] {
            names.compactMap { name in groups.flatMap(\.options).first { $0.name == name }?.id }
        }
        let chosen = try OptionRules.choice(ids("Olives", "Large", "Feta"), from: groups)
        #expect(chosen.map { "\($0.group): \($0.option.name)" } == ["Size: Large", "Extras: Feta", "Extras: Olives"])
        #expect(Self.codes { try OptionRules.choice(ids("Feta"), from: groups) } == ["choice_missing"])
        #expect(
            Self.codes { try OptionRules.choice(ids("Large", "Feta", "Olives", "Egg"), from: groups) } == [
                "too_many_choices"
            ])
        #expect(Self.codes { try OptionRules.choice(ids("Large", "Small"), from: groups) } == ["too_many_choices"])
        #expect(
            Self.codes { try OptionRules.choice(ids("Large") + [ID("elsewhere")], from: groups) } == ["unknown_option"])
        #expect(Self.codes { try OptionRules.choice(ids("Large", "Large"), from: groups) } == ["duplicate"])
        #expect(try OptionRules.choice([], from: []).isEmpty)
    }

    @Test func aLineAddsTheDeltasAndNeverGoesBelowZero() throws {
        let groups = try Self.groups([Self.size, Self.extras])
        var dish = menuDish("Bowl", kcal: 400)
        dish.optionGroups = groups
        let options = groups.flatMap(\.options)
        let large = try OptionRules.choice([options[1].id, options[2].id], from: groups)
        let line = dish.line(with: large, quantity: 2)
        #expect(line.unitPrice == 1_000 + 150 + 100 && line.lineTotal == 2_500)
        #expect(line.kcal == 680)
        #expect(line.optionsText == "Size: Large; Extras: Feta")
        let small = dish.line(with: try OptionRules.choice([options[0].id], from: groups), quantity: 1)
        #expect(small.unitPrice == 0 && small.kcal == 0)
    }

    @Test func aChoiceAddsItsOptionsAllergensAndTakesAwayTheDietsTheyBreak() throws {
        let extras = OptionGroupDraft(
            name: "Extras", minChoices: 0, maxChoices: 2,
            options: [
                .init(name: "Feta", priceDelta: 100, allergens: [.milk], unsuitableFor: [.vegan]),
                .init(name: "Sesame dressing", priceDelta: 50, allergens: [.sesame, .milk]),
            ])
        let groups = try Self.groups([extras])
        var dish = menuDish("Bowl", kcal: 400)
        dish.allergens = [.gluten]
        dish.diets = [.vegan, .vegetarian]
        dish.optionGroups = groups
        let options = groups.flatMap(\.options)
        #expect(options[1].allergens == [.milk, .sesame], "in the EU list's order, once each")
        let fetaChanges = dish.changes(with: options[0])
        #expect(fetaChanges.addedAllergens == [.milk] && fetaChanges.brokenDiets == [.vegan])
        #expect(dish.changes(with: options[1]).brokenDiets.isEmpty)
        // An allergen the dish has already is no change; a diet the dish does not suit cannot be broken.
        var gluten = options[0]
        gluten.allergens = [.gluten]
        gluten.unsuitableFor = [.keto]
        #expect(dish.changes(with: gluten).addedAllergens.isEmpty && dish.changes(with: gluten).brokenDiets.isEmpty)
        let feta = try OptionRules.choice([options[0].id], from: groups)
        #expect(dish.line(with: feta, quantity: 1).choiceAllergens == [.milk])
        let both = try OptionRules.choice(options.map(\.id), from: groups)
        #expect(dish.line(with: both, quantity: 1).choiceAllergens == [.milk, .sesame], "once each, in EU order")
    }

    @Test func aLineKeyNamesTheDishAndItsOptionsInAnyOrder() {
        let key = Dish.lineKey(ID("bowl"), options: [ID("b"), ID("a")])
        #expect(key == "bowl~a~b")
        #expect(Dish.lineKey(ID("bowl"), options: []) == "bowl")
    }
}
