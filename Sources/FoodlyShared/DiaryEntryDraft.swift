import Foundation

/// A meal added to the diary by hand (the body of `POST /api/v1/diary/entries`), before the rules check it.
public struct DiaryEntryDraft: Codable, Sendable, Equatable {
    /// What it was: 1–100 characters.
    public var name: String
    /// Energy, kcal: 0–5,000.
    public var kcal: Double
    /// Protein, g: 0–500.
    public var proteinG: Double?
    /// Carbohydrate, g: 0–500.
    public var carbsG: Double?
    /// Fat, g: 0–500.
    public var fatG: Double?
    /// When it was eaten: within the last year and not later than now; now when left out.
    public var eatenAt: Date?

    /// Creates a draft.
    public init(
        name: String, kcal: Double, proteinG: Double? = nil, carbsG: Double? = nil, fatG: Double? = nil,
        eatenAt: Date? = nil
    ) {
        self.name = name
        self.kcal = kcal
        self.proteinG = proteinG
        self.carbsG = carbsG
        self.fatG = fatG
        self.eatenAt = eatenAt
    }
}
