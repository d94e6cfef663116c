import FoodlyShared

/// The rules of a dish's nutrients: scaling to 100 g for the Nutri-Score and the consistency checks every dish
/// passes.
extension DishNutrition {
    /// kJ in one kcal.
    public static let kilojoulesPerKcal = 4.184

    /// The same nutrients for 100 g of a dish whose portion weighs `portionGrams`, energy converted to kJ.
    ///
    /// The fruit/vegetable/legume share is a percentage and is kept as is. A portion weight that is not positive
    /// gives non-finite or negative values, which `NutriScore.compute` refuses.
    public func per100g(portionGrams: Double) -> NutrientsPer100g {
        let hundred = inHundredGrams(ofPortion: portionGrams)
        return NutrientsPer100g(
            energyKj: hundred.kcal * Self.kilojoulesPerKcal, sugarsG: hundred.sugarsG,
            saturatedFatG: hundred.saturatedFatG, saltG: hundred.saltG, fiberG: hundred.fiberG,
            proteinG: hundred.proteinG, fruitVegLegumePercent: fruitVegLegumePercent, fatG: hundred.fatG)
    }

    /// The nutrients of 100 g of a dish whose portion weighs `portionGrams` (the share of fruit, vegetables and
    /// legumes, a percentage, stays as it is).
    public func inHundredGrams(ofPortion portionGrams: Double) -> DishNutrition {
        func scaled(_ amount: Double) -> Double { amount * 100 / portionGrams }
        return DishNutrition(
            kcal: scaled(kcal), proteinG: scaled(proteinG), carbsG: scaled(carbsG), sugarsG: scaled(sugarsG),
            fatG: scaled(fatG), saturatedFatG: scaled(saturatedFatG), fiberG: scaled(fiberG), saltG: scaled(saltG),
            fruitVegLegumePercent: fruitVegLegumePercent)
    }

    /// The energy the macronutrients account for: 4 kcal/g of protein and carbohydrate, 2 of fibre, 9 of fat.
    public var macronutrientKcal: Double {
        4 * proteinG + 4 * carbsG + 2 * fiberG + 9 * fatG
    }

    /// How far the declared kcal may be from `macronutrientKcal`: 10 % of it or 15 kcal, whichever is larger.
    public var kcalTolerance: Double {
        max(15, macronutrientKcal / 10)
    }

    /// Whether the declared kcal is further from `macronutrientKcal` than `kcalTolerance` allows.
    public var hasEnergyMismatch: Bool {
        abs(kcal - macronutrientKcal) > kcalTolerance + 1e-9
    }

    /// Every reason these values cannot be accepted, in field order, with `prefix` before each field name
    /// (`menu[0].dishes[2].`); empty when they are consistent.
    ///
    /// Refused: a negative, NaN or infinite amount and a fruit/vegetable/legume share above 100 % (`out_of_range`);
    /// kcal that does not match the macronutrients (`energy_mismatch`); sugars above carbohydrate
    /// (`exceeds_carbs`); saturated fat above fat (`exceeds_fat`).
    public func issues(prefix: String = "") -> [FieldError] {
        let amounts: [(String, Double)] = [
            ("kcal", kcal), ("proteinG", proteinG), ("carbsG", carbsG), ("sugarsG", sugarsG), ("fatG", fatG),
            ("saturatedFatG", saturatedFatG), ("fiberG", fiberG), ("saltG", saltG),
        ]
        var issues: [FieldError] = amounts.compactMap { field, value in
            value.isFinite && value >= 0
                ? nil
                : FieldError(
                    field: prefix + field, code: "out_of_range", message: "Must be a number of at least 0.")
        }
        if !(fruitVegLegumePercent.isFinite && (0...100).contains(fruitVegLegumePercent)) {
            issues.append(
                FieldError(
                    field: prefix + "fruitVegLegumePercent", code: "out_of_range", message: "Must be between 0 and 100."
                ))
        }
        guard issues.isEmpty else { return issues }
        if hasEnergyMismatch {
            issues.append(
                FieldError(
                    field: prefix + "kcal", code: "energy_mismatch",
                    message: "kcal \(Self.format(kcal)) but the nutrients add up to \(Self.format(macronutrientKcal)) "
                        + "kcal (4 × protein + 4 × carbs + 2 × fibre + 9 × fat), \(Self.format(abs(kcal - macronutrientKcal))) "
                        + "kcal off; at most \(Self.format(kcalTolerance)) kcal may be."))
        }
        if sugarsG > carbsG {
            issues.append(
                FieldError(
                    field: prefix + "sugarsG", code: "exceeds_carbs",
                    message: "Sugars \(Self.format(sugarsG)) g cannot be more than carbs \(Self.format(carbsG)) g.")
            )
        }
        if saturatedFatG > fatG {
            issues.append(
                FieldError(
                    field: prefix + "saturatedFatG", code: "exceeds_fat",
                    message:
                        "Saturated fat \(Self.format(saturatedFatG)) g cannot be more than fat \(Self.format(fatG)) g.")
            )
        }
        return issues
    }

    /// A number with at most one decimal, for messages.
    private static func format(_ value: Double) -> String {
        let tenths = (value * 10).rounded()
        return tenths.truncatingRemainder(dividingBy: 10) == 0 ? String(Int(tenths / 10)) : String(tenths / 10)
    }
}
