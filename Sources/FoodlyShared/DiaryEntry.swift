import Foundation

/// One thing eaten: a delivered order (recorded when it is delivered) or a meal added by hand.
public struct DiaryEntry: Codable, Sendable, Equatable {
    /// The entry's id.
    public var id: String
    /// When it was eaten (RFC 3339).
    public var eatenAt: Date
    /// What it was, for people.
    public var name: String
    /// Energy, kcal.
    public var kcal: Double
    /// Protein, g, when known.
    @AlwaysWritten public var proteinG: Double?
    /// Carbohydrate, g, when known.
    @AlwaysWritten public var carbsG: Double?
    /// Fat, g, when known.
    @AlwaysWritten public var fatG: Double?
    /// The delivered order it records, or null for a meal added by hand.
    @AlwaysWritten public var orderId: String?

    /// Creates an entry.
    public init(
        id: String, eatenAt: Date, name: String, kcal: Double, proteinG: Double? = nil, carbsG: Double? = nil,
        fatG: Double? = nil, orderId: String? = nil
    ) {
        self.id = id
        self.eatenAt = eatenAt
        self.name = name
        self.kcal = kcal
        self.proteinG = proteinG
        self.carbsG = carbsG
        self.fatG = fatG
        self.orderId = orderId
    }
}
