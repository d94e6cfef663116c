import Foundation

/// A short text between an order's customer and its courier while the order is on its way, kept with the order
/// (operators read them when handling a complaint). The same value is stored, served and shown.
public struct OrderMessage: Codable, Sendable, Equatable {
    /// Opaque id.
    public var id: String
    /// The order it is about.
    public var orderId: String
    /// Who wrote it.
    public var sender: MessageSender
    /// What they wrote (one paragraph, at most 500 characters).
    public var text: String
    /// When it was sent.
    public var sentAt: Date
    /// When the other side first saw it; null until then.
    @AlwaysWritten public var readAt: Date?

    /// Creates a message.
    public init(id: String, orderId: String, sender: MessageSender, text: String, sentAt: Date, readAt: Date? = nil) {
        self.id = id
        self.orderId = orderId
        self.sender = sender
        self.text = text
        self.sentAt = sentAt
        self.readAt = readAt
    }
}
