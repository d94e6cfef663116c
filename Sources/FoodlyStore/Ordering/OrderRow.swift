import FoodlyCore
import Foundation

/// A row of `orders` (its timeline lives in `order_timeline`, see ``TimelineRow``).
struct OrderRow: Decodable {
    let id: ID<Order>
    let number: Int
    let userID: ID<UserAccount>
    let restaurantID: ID<Restaurant>
    let status: OrderStatus
    let items: JSONColumn<[StoredOrderItem]>
    let subtotal: Int
    let discount: Int
    let deliveryFee: Int
    let serviceFee: Int
    let tax: Int
    let tip: Int
    let total: Int
    let couponCode: String?
    let address: JSONColumn<StoredAddress>
    let notes: String
    let courierID: ID<Courier>?
    let etaMin: Int
    let etaMax: Int
    let estimatedDeliveryAt: Date
    let placedAt: Date
    let scheduledFor: Date?
    let kitchenAt: Date?
    let cancellationReason: String?
    let refunded: Int
    let handoverCode: String
    let handoverFailures: Int
    let leaveAtDoor: Bool
    let unansweredSince: Date?
    let doorAttempts: Int
    let photoTakenAt: Date?
    let fulfilment: Fulfilment

    enum CodingKeys: String, CodingKey {
        case id, number, status, items, subtotal, discount, tax, tip, total, address, notes, refunded, fulfilment
        case userID = "user_id"
        case restaurantID = "restaurant_id"
        case deliveryFee = "delivery_fee"
        case serviceFee = "service_fee"
        case couponCode = "coupon_code"
        case courierID = "courier_id"
        case etaMin = "eta_min"
        case etaMax = "eta_max"
        case estimatedDeliveryAt = "estimated_delivery_at"
        case placedAt = "placed_at"
        case scheduledFor = "scheduled_for"
        case kitchenAt = "kitchen_at"
        case cancellationReason = "cancellation_reason"
        case handoverCode = "handover_code"
        case handoverFailures = "handover_failures"
        case leaveAtDoor = "leave_at_door"
        case unansweredSince = "unanswered_since"
        case doorAttempts = "door_attempts"
        case photoTakenAt = "photo_taken_at"
    }

    /// The columns read into a row, for `SELECT … FROM orders` (what was refunded is added up from the ledger, and
    /// when the door photo was taken read from `door_photos`, in the same statement).
    static let columns: SQL = """
        id, number, user_id, restaurant_id, status, items, subtotal, discount, delivery_fee, service_fee, tax, tip,
        total, coupon_code, address, notes, courier_id, eta_min, eta_max, estimated_delivery_at, placed_at,
        scheduled_for, kitchen_at, cancellation_reason, handover_code, handover_failures, leave_at_door,
        unanswered_since, door_attempts, fulfilment,
        (SELECT p.taken_at FROM door_photos p WHERE p.order_id = orders.id) AS photo_taken_at,
        (SELECT COALESCE(SUM(e.amount), 0) FROM ledger_entries e
            WHERE e.order_id = orders.id AND e.event IN ('refund', 'closed')) AS refunded
        """

    /// The order this row stores, with its timeline.
    func order(timeline: [Order.Step]) -> Order {
        Order(
            id: id, number: number, userID: userID, restaurantID: restaurantID, status: status,
            items: items.value.map(\.item),
            pricing: PriceBreakdown(
                subtotal: subtotal, discount: discount, deliveryFee: deliveryFee, serviceFee: serviceFee, tax: tax,
                tip: tip, total: total),
            couponCode: couponCode, address: address.value.address, notes: notes, courierID: courierID,
            eta: DeliveryEstimate(minMinutes: etaMin, maxMinutes: etaMax), estimatedDeliveryAt: estimatedDeliveryAt,
            placedAt: placedAt, timeline: timeline, scheduledFor: scheduledFor, kitchenStartsAt: kitchenAt,
            cancellationReason: cancellationReason, refunded: refunded, handoverCode: handoverCode,
            handoverFailures: handoverFailures,
            door: Doorstep(
                leaveAtDoor: leaveAtDoor, photoTakenAt: photoTakenAt, unansweredSince: unansweredSince,
                attempts: doorAttempts), fulfilment: fulfilment)
    }
}
