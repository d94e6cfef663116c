import FoodlyShared

/// A row of `weight_entries`.
struct WeightRow: Decodable {
    let measuredOn: String
    let weightKg: Double

    enum CodingKeys: String, CodingKey {
        case measuredOn = "measured_on"
        case weightKg = "weight_kg"
    }

    var entry: WeightEntry { WeightEntry(date: measuredOn, weightKg: weightKg) }
}
