/// One day of the diary in the reader's time zone: its entries and what they add up to.
public struct DiaryDay: Codable, Sendable, Equatable {
    /// The local date, `YYYY-MM-DD`.
    public var date: String
    /// Energy eaten, kcal.
    public var kcal: Double
    /// Protein eaten, g (entries without it count 0).
    public var proteinG: Double
    /// Carbohydrate eaten, g.
    public var carbsG: Double
    /// Fat eaten, g.
    public var fatG: Double
    /// The entries, earliest first.
    public var entries: [DiaryEntry]

    /// Creates a day.
    public init(date: String, kcal: Double, proteinG: Double, carbsG: Double, fatG: Double, entries: [DiaryEntry]) {
        self.date = date
        self.kcal = kcal
        self.proteinG = proteinG
        self.carbsG = carbsG
        self.fatG = fatG
        self.entries = entries
    }
}
