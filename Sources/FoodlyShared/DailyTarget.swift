/// A daily energy target and a suggested protein target (the answer of `POST /api/v1/nutrition/target`); FoodlyCore
/// works it out from a ``BodyProfile``.
public struct DailyTarget: Codable, Sendable, Equatable {
    /// The daily energy target, kcal.
    public let kcal: Int
    /// Energy to keep the current weight, kcal.
    public let maintenanceKcal: Int
    /// Energy at rest, kcal.
    public let restingKcal: Int
    /// Whether the floor raised the target (the pace asked for more than is safe to cut).
    public let raisedToFloor: Bool
    /// The suggested daily protein, g.
    public let proteinG: Int

    /// Creates a target.
    public init(kcal: Int, maintenanceKcal: Int, restingKcal: Int, raisedToFloor: Bool, proteinG: Int) {
        self.kcal = kcal
        self.maintenanceKcal = maintenanceKcal
        self.restingKcal = restingKcal
        self.raisedToFloor = raisedToFloor
        self.proteinG = proteinG
    }
}
