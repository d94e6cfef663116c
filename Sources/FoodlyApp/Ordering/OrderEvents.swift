import FoodlyCore
import Synchronization

/// Tells whoever watches an order (its live event streams) that it changed. Services call `changed` after the
/// change has committed; listeners reload the order themselves. In one process only: several server processes
/// need the database's notifications as well (PostgreSQL LISTEN/NOTIFY, the multi-instance issue).
public final class OrderEvents: Sendable {
    private struct State {
        var listeners: [ID<Order>: [Int: @Sendable () -> Void]] = [:]
        var nextToken = 0
    }

    private let state = Mutex(State())

    /// Creates a hub with no listeners.
    public init() {}

    /// Calls `listener` after every change of `order`; returns the token to stop.
    public func subscribe(_ order: ID<Order>, _ listener: @escaping @Sendable () -> Void) -> Int {
        state.withLock { state in
            state.nextToken += 1
            state.listeners[order, default: [:]][state.nextToken] = listener
            return state.nextToken
        }
    }

    /// Stops calling the listener with `token`.
    public func unsubscribe(_ order: ID<Order>, token: Int) {
        state.withLock { state in
            state.listeners[order]?[token] = nil
            if state.listeners[order]?.isEmpty == true { state.listeners[order] = nil }
        }
    }

    /// Says `orders` changed (outside the lock, so listeners may take their time).
    public func changed(_ orders: [ID<Order>]) {
        let listeners = state.withLock { state in orders.flatMap { state.listeners[$0].map { Array($0.values) } ?? [] }
        }
        for listener in listeners { listener() }
    }

    /// How many listeners there are (for tests and metrics).
    public var listenerCount: Int {
        state.withLock { $0.listeners.values.reduce(0) { $0 + $1.count } }
    }
}
