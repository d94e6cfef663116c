/// A card kept for an account at the payment provider, as Profile and checkout offer it: the provider's id and what
/// the customer recognises it by (never its number).
public struct SavedCard: Sendable, Equatable, Codable {
    /// The provider's id (`pm_…`): `card` in `POST /api/v1/orders`.
    public var id: String
    /// Brand, last four digits and expiry.
    public var card: CardSummary
    /// Whether its holder chose it to pay with by default: checkout then starts with it chosen. At most one card of
    /// an account is.
    public var isDefault: Bool

    /// A card as the provider keeps it.
    public init(id: String, card: CardSummary, isDefault: Bool = false) {
        self.id = id
        self.card = card
        self.isDefault = isDefault
    }
}
