import Foundation

extension OrderMessage {
    /// The longest message, in Unicode scalars: a few sentences.
    public static let maxLength = 500
    /// The most messages one order keeps: a conversation at a door, not a chat room (what is stored and shown stays
    /// bounded).
    public static let maxPerOrder = 100

    /// The text as kept: trimmed; empty, longer than ``maxLength`` or holding a hidden character is a
    /// `ValidationFailure` on `text` (line breaks are kept).
    public static func checked(_ text: String) throws -> String {
        let kept = text.trimmingCharacters(in: .whitespacesAndNewlines)
        if kept.isEmpty {
            throw ValidationFailure([FieldError(field: "text", code: "required", message: "Write a message.")])
        }
        if let issue = Text.lineIssue(kept, "text", limit: maxLength, multiline: true) {
            throw ValidationFailure([issue])
        }
        return kept
    }

    /// Whether `order`'s customer and courier may write to each other now: once a courier took it, until it ends
    /// (delivered, not delivered, cancelled); the messages stay readable after.
    public static func isOpen(for order: Order) -> Bool {
        order.courierID != nil && order.status.isActive
    }
}
