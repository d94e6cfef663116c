import FoodlyShared

extension MealNutrition {
    /// The sum over order lines, each portion times its quantity (rounded to whole units).
    public init(items: [Order.Item]) {
        func total(_ value: (Order.Item) -> Double) -> Double {
            items.reduce(0) { $0 + value($1) * Double($1.quantity) }.rounded()
        }
        self.init(
            kcal: total(\.kcal), proteinG: total(\.proteinG), carbsG: total(\.carbsG), fatG: total(\.fatG))
    }
}
