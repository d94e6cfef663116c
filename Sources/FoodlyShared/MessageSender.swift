/// Who wrote a message about an order: its customer or its courier.
public enum MessageSender: String, Sendable, Codable, CaseIterable {
    /// The customer who ordered.
    case customer
    /// The courier bringing it.
    case courier
}
