extension Dish {
    /// One portion with `choices` added (and the customer's `note`): the order line it makes, price never below 0
    /// and nutrients never below 0.
    public func line(with choices: [OptionRules.Choice], quantity: Int, note: String = "") -> Order.Item {
        let deltas = choices.map(\.option.nutrition)
        func sum(_ base: Double, _ part: (OptionNutrition) -> Double) -> Double {
            max(0, deltas.reduce(base) { $0 + part($1) })
        }
        return Order.Item(
            dishID: id, name: name, unitPrice: max(0, choices.reduce(price) { $0 + $1.option.priceDelta }),
            quantity: quantity, kcal: sum(nutrition.kcal, \.kcal), proteinG: sum(nutrition.proteinG, \.proteinG),
            carbsG: sum(nutrition.carbsG, \.carbsG), fatG: sum(nutrition.fatG, \.fatG),
            options: choices.map {
                Order.Item.Choice(
                    optionID: $0.option.id, group: $0.group, name: $0.option.name, priceDelta: $0.option.priceDelta,
                    kcal: $0.option.nutrition.kcal, allergens: $0.option.allergens)
            }, note: note)
    }

    /// What choosing `option` changes beyond its price: the allergens it adds that the dish does not have already,
    /// and the diets the dish suits that it breaks (feta on a vegan bowl: milk, vegan).
    public func changes(with option: DishOption) -> (addedAllergens: [Allergen], brokenDiets: [Diet]) {
        (option.allergens.filter { !allergens.contains($0) }, option.unsuitableFor.filter(diets.contains))
    }

    /// The key of a cart line of this dish with `options` and `note`, as the API names it: the dish id, then the
    /// option ids sorted, joined by `~`, then the note's tag (``KitchenNote``) when it has one.
    public static func lineKey(_ dishID: ID<Dish>, options: [ID<DishOption>], note: String = "") -> String {
        ([dishID.rawValue] + options.map(\.rawValue).sorted()).joined(separator: "~") + KitchenNote.keyTag(note)
    }
}
