/// What a person recognises a card by (never its number): "Visa ending 4242, expires 12/2030".
public struct CardSummary: Sendable, Equatable, Codable {
    /// The network, lower case as the provider names it (`visa`, `mastercard`, `amex` …).
    public var brand: String
    /// The last four digits.
    public var last4: String
    /// The expiry month, 1–12.
    public var expMonth: Int
    /// The expiry year, four digits.
    public var expYear: Int

    /// A card as the provider describes it.
    public init(brand: String, last4: String, expMonth: Int, expYear: Int) {
        self.brand = brand
        self.last4 = last4
        self.expMonth = expMonth
        self.expYear = expYear
    }

    /// "Visa ending 4242".
    public var label: String {
        let names = ["visa": "Visa", "mastercard": "Mastercard", "amex": "American Express", "discover": "Discover"]
        return "\(names[brand] ?? brand.capitalized) ending \(last4)"
    }
}
