/// What a whole meal (a cart or an order) adds up to.
public struct MealNutrition: Sendable, Equatable {
    /// Energy, kcal.
    public var kcal: Double
    /// Protein, g.
    public var proteinG: Double
    /// Carbohydrate, g.
    public var carbsG: Double
    /// Fat, g.
    public var fatG: Double

    /// The sum over order lines, each portion times its quantity (rounded to whole units).
    public init(items: [Order.Item]) {
        func total(_ value: (Order.Item) -> Double) -> Double {
            items.reduce(0) { $0 + value($1) * Double($1.quantity) }.rounded()
        }
        kcal = total(\.kcal)
        proteinG = total(\.proteinG)
        carbsG = total(\.carbsG)
        fatG = total(\.fatG)
    }
}
