import Foundation

/// A person with an account: customer, kitchen staff, courier or admin.
public struct UserAccount: Sendable, Equatable {
    /// The opaque id.
    public let id: ID<UserAccount>
    /// First and last name.
    public var fullName: String
    /// Lowercased, unique email address.
    public var email: String
    /// E.164 phone number.
    public var phone: String?
    /// Where orders are delivered.
    public var address: Address?
    /// Optional daily energy target in kcal.
    public var dailyKcalTarget: Int?
    /// Diets the person follows.
    public var diets: [Diet]
    /// Allergens the person avoids.
    public var avoidAllergens: [Allergen]
    /// Whether calories are shown next to prices.
    public var showCalories: Bool
    /// What the person may do.
    public var role: Role
    /// When the account was created.
    public let createdAt: Date
    /// When the account holder confirmed the email address by the link mailed to it; nil until then.
    public var emailVerifiedAt: Date?

    /// Creates an account value.
    public init(
        id: ID<UserAccount>, fullName: String, email: String, phone: String? = nil, address: Address? = nil,
        dailyKcalTarget: Int? = nil, diets: [Diet] = [], avoidAllergens: [Allergen] = [], showCalories: Bool = true,
        role: Role = .customer, createdAt: Date, emailVerifiedAt: Date? = nil
    ) {
        self.id = id
        self.fullName = fullName
        self.email = email
        self.phone = phone
        self.address = address
        self.dailyKcalTarget = dailyKcalTarget
        self.diets = diets
        self.avoidAllergens = avoidAllergens
        self.showCalories = showCalories
        self.role = role
        self.createdAt = createdAt
        self.emailVerifiedAt = emailVerifiedAt
    }

    /// The first word of the full name, for greetings.
    public var firstName: String { AccountRules.firstName(of: fullName) }
}
