import FoodlyCore
import Foundation

/// A row of `order_timeline`: one status an order reached, and when.
struct TimelineRow: Decodable {
    let orderID: ID<Order>
    let status: OrderStatus
    let at: Date

    enum CodingKeys: String, CodingKey {
        case status, at
        case orderID = "order_id"
    }

    var step: Order.Step { Order.Step(status: status, at: at) }
}
