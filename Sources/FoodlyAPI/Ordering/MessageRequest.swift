/// `POST /api/v1/orders/{id}/messages`: a message to the other side of an order.
public struct MessageRequest: Codable, Sendable, Equatable {
    /// What to say: at most 500 characters.
    public var text: String

    /// Creates a request.
    public init(text: String) {
        self.text = text
    }
}
