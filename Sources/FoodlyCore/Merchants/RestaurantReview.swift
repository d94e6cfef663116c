import FoodlyShared
import Foundation

/// A customer's review of an order from a restaurant, as the restaurant and the public read it, with the
/// restaurant's public reply.
public struct RestaurantReview: Sendable, Equatable {
    /// The longest reply, in characters.
    public static let maxReplyLength = 1000

    /// The order reviewed (one review per order; the id of the reply routes).
    public var orderID: ID<Order>
    /// The order's number, for the restaurant.
    public var orderNumber: Int
    /// 1–5 stars.
    public var rating: Int
    /// What the customer wrote; may be empty.
    public var comment: String
    /// The customer as the public sees them: first name and the initial of the last ("Ada L.").
    public var author: String
    /// When it was written.
    public var createdAt: Date
    /// The restaurant's public reply, once written.
    public var reply: String?
    /// When the reply was written or last changed.
    public var repliedAt: Date?

    /// Creates a review.
    public init(
        orderID: ID<Order>, orderNumber: Int, rating: Int, comment: String, author: String, createdAt: Date,
        reply: String?, repliedAt: Date?
    ) {
        self.orderID = orderID
        self.orderNumber = orderNumber
        self.rating = rating
        self.comment = comment
        self.author = author
        self.createdAt = createdAt
        self.reply = reply
        self.repliedAt = repliedAt
    }

    /// "Ada L." for "Ada Lovelace"; one word stays as it is.
    public static func publicName(of fullName: String) -> String {
        let words = fullName.split(whereSeparator: \.isWhitespace)
        guard let first = words.first else { return "A customer" }
        guard words.count > 1, let initial = words.last?.first else { return String(first) }
        return "\(first) \(initial)."
    }

    /// What is wrong with a reply: 1–`maxReplyLength` characters once trimmed.
    public static func replyIssues(_ text: String) -> [FieldError] {
        let cleaned = Text.clean(text)
        if cleaned.isEmpty { return [FieldError(field: "text", code: "required", message: "Write a reply.")] }
        if cleaned.count > maxReplyLength {
            return [
                FieldError(
                    field: "text", code: "too_long", message: "Keep the reply within \(maxReplyLength) characters.")
            ]
        }
        return []
    }
}
