import FoodlyCore
import FoodlyStore
import Foundation

/// Messages between an order's customer and its courier while it is on its way (``OrderMessage/isOpen(for:)``),
/// kept with the order. Each side reads the conversation (which marks what the other wrote as read: the read
/// receipt) and writes to it; operators read it, never mark it; anyone else gets not found. Every change tells the
/// order's watchers, so the customer's page hears it on the order's event stream.
public struct MessageService: Sendable {
    let environment: AppEnvironment

    /// Creates the service.
    public init(environment: AppEnvironment) {
        self.environment = environment
    }

    /// The order's messages, the oldest first; what the other side wrote is marked read now. Pages asking again
    /// every few seconds only read: the write happens when something is unread.
    public func conversation(_ orderID: ID<Order>, for user: UserAccount) throws -> [OrderMessage] {
        let (messages, side) = try OrderingStores.read(environment.database) { stores in
            let (order, side) = try MessageService.side(of: user, in: orderID, stores)
            return (try MessageQueries(stores.connection).messages(orderID: order.id), side)
        }
        guard let side, messages.contains(where: { $0.sender != side && $0.readAt == nil }) else { return messages }
        let now = environment.clock.now()
        let (fresh, marked) = try OrderingStores.write(environment.database) { stores in
            let queries = MessageQueries(stores.connection)
            let marked = try queries.markRead(orderID: orderID, from: side == .customer ? .courier : .customer, at: now)
            return (try queries.messages(orderID: orderID), marked)
        }
        if marked > 0 { environment.orderEvents.changed([orderID]) }
        return fresh
    }

    /// Sends `text` (``OrderMessage/checked(_:)``) from the user's side of the order; `messages_closed` before a
    /// courier took it or once it ended, a field issue of `text` past ``OrderMessage/maxPerOrder``; operators cannot
    /// write (403).
    public func send(_ text: String, about orderID: ID<Order>, by user: UserAccount) throws -> OrderMessage {
        let text = try OrderMessage.checked(text)
        let now = environment.clock.now()
        let message = try OrderingStores.write(environment.database) { stores in
            let (order, side) = try MessageService.side(of: user, in: orderID, stores)
            guard let side else { throw OrderingError.forbidden }
            guard OrderMessage.isOpen(for: order) else { throw OrderingError.messagesClosed(order.number) }
            let queries = MessageQueries(stores.connection)
            guard try queries.count(orderID: order.id) < OrderMessage.maxPerOrder else {
                throw ValidationFailure([
                    FieldError(
                        field: "text", code: "too_many",
                        message: "This conversation is full: call instead, or write to Foodly support.")
                ])
            }
            let message = OrderMessage(
                id: environment.makeID(), orderId: order.id.rawValue, sender: side, text: text, sentAt: now)
            try queries.insert(message)
            return message
        }
        environment.orderEvents.changed([orderID])
        return message
    }

    /// How many messages the order has and how many of them were read, for its event stream (which sends a `chat`
    /// event when either moves); nothing is marked.
    public func activity(of orderID: ID<Order>, for user: UserAccount) throws -> (sent: Int, read: Int) {
        try OrderingStores.read(environment.database) { stores in
            let (order, _) = try MessageService.side(of: user, in: orderID, stores)
            let messages = try MessageQueries(stores.connection).messages(orderID: order.id)
            return (messages.count, messages.filter { $0.readAt != nil }.count)
        }
    }

    /// The order and the user's side of its conversation (nil for an operator, who reads only); not found for
    /// anyone else.
    private static func side(of user: UserAccount, in orderID: ID<Order>, _ stores: OrderingStores) throws -> (
        Order, MessageSender?
    ) {
        guard let order = try stores.orders.order(id: orderID) else { throw OrderingError.orderNotFound }
        switch user.role {
        case .customer where order.userID == user.id: return (order, .customer)
        case .courier:
            guard let courierID = order.courierID, try stores.couriers.courier(userID: user.id)?.id == courierID
            else { throw OrderingError.orderNotFound }
            return (order, .courier)
        case .admin: return (order, nil)
        default: throw OrderingError.orderNotFound
        }
    }
}
