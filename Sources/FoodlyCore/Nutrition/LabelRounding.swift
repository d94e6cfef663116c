import Foundation

/// How a nutrition label writes its values (the European Commission's guidance on rounding for nutrition
/// labelling): energy to the kJ and kcal; fat, carbohydrate, sugars, fibre and protein to the gram from 10 g and
/// to 0.1 g below, "<0.5 g" under half a gram; saturates the same but "<0.1 g" at or under 0.1 g; salt to 0.1 g
/// from 1 g, to 0.01 g below, "<0.01 g" at or under 0.0125 g.
public enum LabelRounding {
    /// What a value measures, for its rounding.
    public enum Nutrient: Sendable {
        case macronutrient
        case saturates
        case salt
    }

    /// Energy as written: "1,234 kJ / 295 kcal".
    public static func energy(kcal: Double, kilojoulesPerKcal: Double) -> String {
        "\(Int((kcal * kilojoulesPerKcal).rounded()).formatted()) kJ / \(Int(kcal.rounded()).formatted()) kcal"
    }

    /// `grams` of `nutrient` as written: "12 g", "3.4 g", "<0.5 g".
    public static func grams(_ grams: Double, _ nutrient: Nutrient) -> String {
        switch nutrient {
        case .macronutrient:
            if grams < 0.5 { return "<0.5 g" }
            return atTenths(grams) >= 10 ? whole(grams) : tenths(grams)
        case .saturates:
            if grams <= 0.1 { return "<0.1 g" }
            return atTenths(grams) >= 10 ? whole(grams) : tenths(grams)
        case .salt:
            if grams <= 0.0125 { return "<0.01 g" }
            return (grams * 100).rounded() / 100 >= 1 ? tenths(grams) : hundredths(grams)
        }
    }

    /// The precision is chosen from the value as the finer step writes it: 9.96 g is "10 g", not "10.0 g".
    private static func atTenths(_ grams: Double) -> Double { (grams * 10).rounded() / 10 }

    private static func whole(_ grams: Double) -> String { "\(Int(grams.rounded())) g" }

    private static func tenths(_ grams: Double) -> String {
        let tenths = Int((grams * 10).rounded())
        return "\(tenths / 10).\(tenths % 10) g"
    }

    private static func hundredths(_ grams: Double) -> String {
        let hundredths = Int((grams * 100).rounded())
        let fraction = hundredths % 100
        return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction) g"
    }
}
