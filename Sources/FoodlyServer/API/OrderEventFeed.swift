import FoodlyAPI
import FoodlyApp
import FoodlyCore
import FoodlyHTTP
import Foundation
import Synchronization

/// Feeds one order's changes to one event stream: an `order` event per status the client has not seen yet
/// (`id` = the number of timeline steps, so a reconnecting client's `Last-Event-ID` says what it has), and one more
/// (the same id) when a courier is assigned to a waiting order or its arrival was worked out again; while the order is picked up, a `position` event (no id) each time
/// its courier's position changes; a `chat` event (no id, no data) when a message about it is sent or read, so the
/// page reads the conversation again. Closes the stream once the order is final.
final class OrderEventFeed: Sendable {
    private struct Seen {
        var steps: Int
        /// The courier the client last heard of; nil (outer) before the first catch-up.
        var courier: String??
        /// The arrival window the client last heard of.
        var eta: DeliveryEstimate?
        /// The courier position last sent.
        var position: GeoPoint?
        /// The messages and read receipts the client last heard of; nil before the first catch-up.
        var chat: (sent: Int, read: Int)?
    }

    private let stream: EventStream
    private let orderID: ID<Order>
    private let user: UserAccount
    private let orders: OrderService
    private let messages: MessageService
    private let seen: Mutex<Seen>

    /// A feed for a client that has seen `steps` timeline steps (its `Last-Event-ID`, 0 for a new client).
    init(
        stream: EventStream, orderID: ID<Order>, user: UserAccount, orders: OrderService, messages: MessageService,
        steps: Int
    ) {
        self.stream = stream
        self.orderID = orderID
        self.user = user
        self.orders = orders
        self.messages = messages
        self.seen = Mutex(Seen(steps: steps, courier: nil))
    }

    /// Sends what the client has not seen of the order as it is now. Catch-ups of one feed run one at a time, the
    /// order read inside: two changes heard at once (this process's and another's) must not send an older read
    /// after a newer one.
    func catchUp() {
        let ended = seen.withLock { seen -> Bool in
            guard let details = try? orders.order(orderID, for: user) else { return true }
            let order = details.order
            let courier = details.courier?.id.rawValue
            if let known = seen.courier, known != courier || seen.eta != order.eta, seen.steps >= order.timeline.count {
                stream.send(OrderEventFeed.event(details, steps: order.timeline.count))
            }
            while seen.steps < order.timeline.count {
                seen.steps += 1
                stream.send(OrderEventFeed.event(details, steps: seen.steps))
            }
            seen.courier = courier
            seen.eta = order.eta
            if order.sharesCourierPosition, let point = details.courier?.location, point != seen.position {
                seen.position = point
                stream.send(OrderEventFeed.position(point, of: order))
            }
            if let chat = try? messages.activity(of: orderID, for: user) {
                if let known = seen.chat, known != chat { stream.send("event: chat\ndata: {}\n\n") }
                seen.chat = chat
            }
            return !order.status.isActive
        }
        if ended { stream.close() }
    }

    /// The `position` event: where the courier of `order` is and how far they have left. It carries no id, so a
    /// client's `Last-Event-ID` stays the steps it has seen.
    static func position(_ point: GeoPoint, of order: Order) -> String {
        let body = CourierPosition(
            latitude: point.latitude, longitude: point.longitude, remainingKm: order.remainingKm(from: point))
        let json = (try? JSONCoding.encode(body)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
        return "event: position\ndata: \(json)\n\n"
    }

    /// The `order` event for the order as it was after its first `steps` timeline steps.
    static func event(_ details: OrderDetails, steps: Int) -> String {
        var order = details.order
        order.timeline = Array(order.timeline.prefix(steps))
        order.status = order.timeline.last?.status ?? order.status
        var shown = OrderDetails(order: order, restaurant: details.restaurant, courier: details.courier)
        shown.payment = details.payment
        let body = OrderBody(customer: shown)
        let json = (try? JSONCoding.encode(body)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
        return "id: \(steps)\nevent: order\ndata: \(json)\n\n"
    }
}
