import FoodlyCore
import FoodlyStore
import Foundation
import Synchronization

/// Tells whoever watches an order (its live event streams) that it changed. Services call `changed` after the
/// change has committed; listeners reload the order themselves, so an extra call is harmless.
///
/// With a database that several server processes share (PostgreSQL), changes also go to the other processes
/// through its ``DatabaseBroadcast``, and theirs come here: a stream answered by one process hears of a change
/// made through another. Each time listening (re)starts (at first, and after its connection was lost and is back),
/// every listener is called once, so nothing sent before it was listening stays unseen.
///
/// Listeners of every order (the operators' board) hear each change with the ids of the orders that changed, and
/// also when couriers change without any order changing (a position, going on or off duty), with no ids.
public final class OrderEvents: Sendable {
    private struct State {
        var listeners: [ID<Order>: [Int: @Sendable () -> Void]] = [:]
        var everything: [Int: @Sendable ([ID<Order>]) -> Void] = [:]
        var nextToken = 0
        var relay: (any BroadcastListener)?
    }

    /// The channel order changes travel on between processes.
    static let channel = "foodly_order_events"
    /// Order ids per message, well inside PostgreSQL's 8,000-byte payload.
    private static let idsPerMessage = 100

    private let state = Mutex(State())
    private let broadcast: (any DatabaseBroadcast)?
    /// Marks this process's own messages, which it has already handled.
    private let origin = UUID().uuidString

    /// Creates a hub with no listeners; `broadcast` carries changes to and from other processes.
    public init(broadcast: (any DatabaseBroadcast)? = nil) {
        self.broadcast = broadcast
    }

    deinit {
        state.withLock { $0.relay }?.stop()
    }

    /// Calls `listener` after every change of `order`; returns the token to stop.
    public func subscribe(_ order: ID<Order>, _ listener: @escaping @Sendable () -> Void) -> Int {
        state.withLock { state in
            startRelay(&state)
            state.nextToken += 1
            state.listeners[order, default: [:]][state.nextToken] = listener
            return state.nextToken
        }
    }

    /// Calls `listener` after every change of any order, with their ids, and with no ids when couriers changed
    /// (``couriersChanged()``) or listening restarted; returns the token to stop.
    public func subscribeToAll(_ listener: @escaping @Sendable ([ID<Order>]) -> Void) -> Int {
        state.withLock { state in
            startRelay(&state)
            state.nextToken += 1
            state.everything[state.nextToken] = listener
            return state.nextToken
        }
    }

    /// Stops calling the listener of every order with `token`.
    public func unsubscribeFromAll(token: Int) {
        state.withLock { state in state.everything[token] = nil }
    }

    /// Says couriers changed where no order did (a position, going on or off duty): to the listeners of every order,
    /// here and in the other processes (a message with no ids).
    public func couriersChanged() {
        callEverything([])
        try? broadcast?.send(origin, on: Self.channel)
    }

    /// Stops calling the listener with `token`.
    public func unsubscribe(_ order: ID<Order>, token: Int) {
        state.withLock { state in
            state.listeners[order]?[token] = nil
            if state.listeners[order]?.isEmpty == true { state.listeners[order] = nil }
        }
    }

    /// Says `orders` changed: to this process's listeners, then to the other processes.
    public func changed(_ orders: [ID<Order>]) {
        notify(orders)
        guard let broadcast, !orders.isEmpty else { return }
        for start in stride(from: 0, to: orders.count, by: Self.idsPerMessage) {
            let ids = orders[start..<min(orders.count, start + Self.idsPerMessage)].map(\.rawValue)
            // A lost message costs other processes' streams only until their next change or reconnect.
            try? broadcast.send(([origin] + ids).joined(separator: " "), on: Self.channel)
        }
    }

    /// How many listeners there are (for tests and metrics).
    public var listenerCount: Int {
        state.withLock { $0.listeners.values.reduce(0) { $0 + $1.count } + $0.everything.count }
    }

    /// Starts hearing the other processes' changes, once.
    private func startRelay(_ state: inout State) {
        guard state.relay == nil, let broadcast else { return }
        state.relay = broadcast.listen(
            on: Self.channel, receive: { [weak self] in self?.received($0) },
            resync: { [weak self] in self?.notifyEveryone() })
    }

    private func received(_ payload: String) {
        let words = payload.split(separator: " ").map(String.init)
        guard let sender = words.first, sender != origin else { return }
        let orders = words.dropFirst().map { ID<Order>($0) }
        if orders.isEmpty { callEverything([]) } else { notify(orders) }
    }

    /// Calls the listeners of `orders`, outside the lock, so listeners may take their time.
    private func notify(_ orders: [ID<Order>]) {
        let listeners = state.withLock { state in orders.flatMap { state.listeners[$0].map { Array($0.values) } ?? [] }
        }
        for listener in listeners { listener() }
        if !orders.isEmpty { callEverything(orders) }
    }

    /// Calls the listeners of every order with `orders`, outside the lock.
    private func callEverything(_ orders: [ID<Order>]) {
        let listeners = state.withLock { Array($0.everything.values) }
        for listener in listeners { listener(orders) }
    }

    private func notifyEveryone() {
        let listeners = state.withLock { state in state.listeners.values.flatMap(\.values) }
        for listener in listeners { listener() }
        callEverything([])
    }
}
