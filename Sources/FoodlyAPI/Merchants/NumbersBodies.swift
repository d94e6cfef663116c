import FoodlyShared
import Foundation

/// `SalesDay` (in the OpenAPI document): a restaurant's orders of one local day, or of a whole range for totals.
public struct SalesDayBody: Codable, Sendable, Equatable {
    /// The day, `YYYY-MM-DD`; for totals, the range's first day.
    public var date: String
    /// Orders that count as sales (neither cancelled nor rejected).
    public var orders: Int
    /// Orders cancelled or rejected.
    public var cancelled: Int
    /// What the sales sold, in cents: the food before discounts.
    public var sales: Int
    /// Sales past their promised arrival.
    public var late: Int
    /// Average minutes from the kitchen's acceptance to ready; null when no order was ready.
    @AlwaysWritten public var averagePrepMinutes: Double?

    /// Creates a body.
    public init(date: String, orders: Int, cancelled: Int, sales: Int, late: Int, averagePrepMinutes: Double?) {
        self.date = date
        self.orders = orders
        self.cancelled = cancelled
        self.sales = sales
        self.late = late
        self.averagePrepMinutes = averagePrepMinutes
    }
}

/// `RestaurantNumbers`: the caller's restaurant's numbers, day by day in its time zone (days without orders
/// included), and the totals.
public struct RestaurantNumbersBody: Codable, Sendable, Equatable {
    /// The restaurant.
    public var restaurantId: String
    /// The IANA zone its days are in.
    public var timeZone: String
    /// Each day from the first to the last.
    public var days: [SalesDayBody]
    /// The whole range.
    public var total: SalesDayBody

    /// Creates a body.
    public init(restaurantId: String, timeZone: String, days: [SalesDayBody], total: SalesDayBody) {
        self.restaurantId = restaurantId
        self.timeZone = timeZone
        self.days = days
        self.total = total
    }
}

/// `SoldOrder`: one of the restaurant's orders as its numbers read it.
public struct SoldOrderBody: Codable, Sendable, Equatable {
    /// Opaque id.
    public var id: String
    /// The number people say.
    public var number: Int
    /// Where it is now.
    public var status: OrderStatus
    /// The lines, as ordered.
    public var items: [CartLine]
    /// The food's price before discounts, in cents.
    public var subtotal: Int
    /// When it was placed.
    public var placedAt: Date
    /// The end of the arrival window it promised.
    public var promisedBy: Date
    /// When it was delivered; null until then.
    @AlwaysWritten public var deliveredAt: Date?
    /// Minutes from acceptance to ready; null until ready.
    @AlwaysWritten public var prepMinutes: Double?
    /// Delivered after its promise, or not delivered and past it.
    public var late: Bool

    /// Creates a body.
    public init(
        id: String, number: Int, status: OrderStatus, items: [CartLine], subtotal: Int, placedAt: Date,
        promisedBy: Date, deliveredAt: Date?, prepMinutes: Double?, late: Bool
    ) {
        self.id = id
        self.number = number
        self.status = status
        self.items = items
        self.subtotal = subtotal
        self.placedAt = placedAt
        self.promisedBy = promisedBy
        self.deliveredAt = deliveredAt
        self.prepMinutes = prepMinutes
        self.late = late
    }
}

/// `SoldOrders`: the restaurant's orders of one local day, in the order they were placed.
public struct SoldOrdersBody: Codable, Sendable, Equatable {
    /// The day, `YYYY-MM-DD`.
    public var date: String
    /// The orders.
    public var orders: [SoldOrderBody]

    /// Creates a body.
    public init(date: String, orders: [SoldOrderBody]) {
        self.date = date
        self.orders = orders
    }
}

/// `Review`: a customer's review of a restaurant as the public reads it, with the restaurant's reply.
public struct ReviewBody: Codable, Sendable, Equatable {
    /// 1–5 stars.
    public var rating: Int
    /// What the customer wrote; may be empty.
    public var comment: String
    /// First name and last initial.
    public var author: String
    /// When it was written.
    public var createdAt: Date
    /// The restaurant's public reply; null when none.
    @AlwaysWritten public var reply: String?
    /// When the reply was written; null when none.
    @AlwaysWritten public var repliedAt: Date?

    /// Creates a body.
    public init(
        rating: Int, comment: String, author: String, createdAt: Date, reply: String?, repliedAt: Date?
    ) {
        self.rating = rating
        self.comment = comment
        self.author = author
        self.createdAt = createdAt
        self.reply = reply
        self.repliedAt = repliedAt
    }
}

/// `Reviews`: a restaurant's newest reviews.
public struct ReviewsBody: Codable, Sendable, Equatable {
    /// The reviews, newest first.
    public var reviews: [ReviewBody]

    /// Creates a body.
    public init(reviews: [ReviewBody]) {
        self.reviews = reviews
    }
}

/// `MerchantReview`: a review of one of the caller's restaurant's orders, for its owners and managers.
public struct MerchantReviewBody: Codable, Sendable, Equatable {
    /// The order reviewed (the `{id}` of the reply routes).
    public var orderId: String
    /// Its number.
    public var orderNumber: Int
    /// The review as the public reads it.
    public var review: ReviewBody

    /// Creates a body.
    public init(orderId: String, orderNumber: Int, review: ReviewBody) {
        self.orderId = orderId
        self.orderNumber = orderNumber
        self.review = review
    }
}

/// `MerchantReviews`: the caller's restaurant's newest reviews (at most 50).
public struct MerchantReviewsBody: Codable, Sendable, Equatable {
    /// The reviews, newest first.
    public var reviews: [MerchantReviewBody]

    /// Creates a body.
    public init(reviews: [MerchantReviewBody]) {
        self.reviews = reviews
    }
}

/// `ReviewReplyRequest`: the restaurant's public reply to a review (1–1000 characters).
public struct ReviewReplyRequest: Codable, Sendable, Equatable {
    /// The reply.
    public var text: String

    /// Creates a request.
    public init(text: String) {
        self.text = text
    }
}
