import FoodlyAPI
import FoodlyCore
import Foundation

extension SalesDayBody {
    /// The API view of a day's (or a range's) numbers.
    init(_ day: SalesDay) {
        self.init(
            date: day.date.text, orders: day.orders, cancelled: day.cancelled, sales: day.sales, late: day.late,
            averagePrepMinutes: day.averagePrepMinutes)
    }
}

extension RestaurantNumbersBody {
    /// The API view of a restaurant's numbers.
    init(_ restaurant: Restaurant, _ numbers: RestaurantNumbers) {
        self.init(
            restaurantId: restaurant.id.rawValue, timeZone: restaurant.timeZone.identifier,
            days: numbers.days.map(SalesDayBody.init), total: SalesDayBody(numbers.total))
    }
}

extension SoldOrderBody {
    /// The API view of a sold order, late judged at `now`.
    init(_ order: SoldOrder, at now: Date) {
        self.init(
            id: order.id.rawValue, number: order.number, status: order.status, items: order.items.map { CartLine($0) },
            subtotal: order.subtotal, placedAt: order.placedAt, promisedBy: order.promisedBy,
            deliveredAt: order.deliveredAt, prepMinutes: order.prepMinutes, late: order.isLate(at: now))
    }
}

extension ReviewBody {
    /// The public view of a review.
    init(_ review: RestaurantReview) {
        self.init(
            rating: review.rating, comment: review.comment, author: review.author, createdAt: review.createdAt,
            reply: review.reply, repliedAt: review.repliedAt)
    }
}

extension MerchantReviewBody {
    /// The restaurant's view of a review.
    init(_ review: RestaurantReview) {
        self.init(orderId: review.orderID.rawValue, orderNumber: review.orderNumber, review: ReviewBody(review))
    }
}
