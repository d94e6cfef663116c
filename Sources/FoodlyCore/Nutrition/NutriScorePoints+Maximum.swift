import FoodlyShared

extension NutriScorePoints {
    /// The most points each component can have in `category` (2023 tables): what a picture of the points measures
    /// them against.
    public static func maximum(in category: NutriScoreCategory) -> NutriScorePoints {
        typealias Table = NutriScoreTables
        let beverage = category.isBeverage
        return NutriScorePoints(
            energy: (beverage ? Table.beverageEnergyKj : Table.energyKj).count,
            sugars: (beverage ? Table.beverageSugarsG : Table.sugarsG).count,
            saturatedFat: Table.saturatedFatG.count, salt: Table.saltG.count, fiber: Table.fiberG.count,
            protein: category == .redMeat ? Table.redMeatMaxProteinPoints : Table.proteinG.count,
            fruitVegLegume: beverage ? Table.beverageFruitVegLegumePoints(100) : Table.fruitVegLegumePoints(100),
            sweeteners: category == .sweetenedBeverage ? Table.sweetenerPoints : 0)
    }
}
