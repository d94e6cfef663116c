import FoodlyShared

/// `SavedCardList` (in the OpenAPI document): the caller's cards.
public struct SavedCardListBody: Codable, Sendable, Equatable {
    /// The cards, the most recently added first.
    public var cards: [SavedCard]

    /// The cards as kept.
    public init(cards: [SavedCard]) {
        self.cards = cards
    }
}
