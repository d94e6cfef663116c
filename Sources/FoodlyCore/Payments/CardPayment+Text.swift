extension CardPayment {
    /// What the customer is told of the payment: the card and what is held, charged or given back.
    public var summary: String {
        let amount = Money.format(amount)
        return switch state {
        case .scheduled:
            "\(card.label): \(amount) is held when the kitchen starts on your order, charged when it arrives."
        case .authorizing, .authenticating: "\(card.label): waiting for your bank to confirm \(amount)."
        case .held: "\(card.label): \(amount) held, charged when your order arrives."
        case .captureDue, .captured: "\(card.label): \(Money.format(captured)) charged."
        case .releaseDue where intentID == nil, .released where intentID == nil: "\(card.label): nothing was charged."
        case .releaseDue, .released: "\(card.label): the hold of \(amount) is released; nothing was charged."
        case .failed: "\(card.label): nothing was charged."
        }
    }
}
