import Foundation

/// A person's account as the API shows it (`GET /api/v1/me`).
public struct User: Codable, Sendable, Equatable {
    /// Opaque id.
    public var id: String
    /// First and last name.
    public var fullName: String
    /// Lowercased email address.
    public var email: String
    /// Whether the address was confirmed by the link mailed to it.
    public var emailVerified: Bool
    /// E.164 phone number.
    @AlwaysWritten public var phone: String?
    /// Delivery address.
    @AlwaysWritten public var address: Address?
    /// Daily energy target in kcal.
    @AlwaysWritten public var dailyKcalTarget: Int?
    /// Diet ids.
    public var diets: [Diet]
    /// Allergen ids to avoid.
    public var avoidAllergens: [Allergen]
    /// Whether calories are shown.
    public var showCalories: Bool
    /// `customer`, `staff`, `courier` or `admin`.
    public var role: Role
    /// When the account was created.
    public var createdAt: Date

    /// Creates a user body.
    public init(
        id: String, fullName: String, email: String, emailVerified: Bool, phone: String?, address: Address?,
        dailyKcalTarget: Int?,
        diets: [Diet], avoidAllergens: [Allergen], showCalories: Bool, role: Role, createdAt: Date
    ) {
        self.id = id
        self.fullName = fullName
        self.email = email
        self.emailVerified = emailVerified
        self.phone = phone
        self.address = address
        self.dailyKcalTarget = dailyKcalTarget
        self.diets = diets
        self.avoidAllergens = avoidAllergens
        self.showCalories = showCalories
        self.role = role
        self.createdAt = createdAt
    }
}
