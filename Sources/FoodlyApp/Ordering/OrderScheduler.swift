import FoodlyCore
import FoodlyStore
import Foundation

/// Brings orders for later to their kitchens when the time comes (the restaurant's preparation time before the
/// slot): each due order is checked again against the restaurant as it is then (``DeliverySlot/isServed(by:)``)
/// and either reaches the kitchen as `placed`, with a courier dispatched for the slot when one is free, or, when the
/// restaurant is not taking orders for the slot any more, is cancelled with the reason for the customer and its
/// coupon given back, so nothing is prepared. `foodly serve` runs it every few seconds in every process; each move
/// is one conditional update in a write transaction, so two processes never release one order twice.
public struct OrderScheduler: Sendable {
    private let environment: AppEnvironment

    /// Seconds between two runs in `foodly serve`.
    public static let intervalSeconds = 5.0

    /// Creates the scheduler.
    public init(environment: AppEnvironment) {
        self.environment = environment
    }

    /// Releases (or cancels) every scheduled order whose kitchen's time has come; returns the orders that changed
    /// (those and any waiting order that got a courier freed meanwhile, each once).
    @discardableResult
    public func releaseDue() throws -> [ID<Order>] {
        let now = environment.clock.now()
        let changed = try OrderingStores.write(environment.database) { stores -> [ID<Order>] in
            var changed: [ID<Order>] = []
            for order in try stores.orders.dueScheduledOrders(at: now) {
                let restaurant = try stores.catalog.restaurant(id: order.restaurantID)
                let slot = DeliverySlot(start: order.scheduledFor ?? now)
                if let restaurant, slot.isServed(by: restaurant) {
                    guard try stores.transition(order.id, from: [.scheduled], to: .placed, at: now) else { continue }
                    changed.append(order.id)
                } else {
                    guard try stores.transition(order.id, from: [.scheduled], to: .cancelled, at: now) else {
                        continue
                    }
                    try stores.orders.setCancellationReason(OrderScheduler.closedReason, of: order.id)
                    try OrderChangeMail.ended(order.id, stores, environment.mailer, at: now)
                    try stores.coupons.releaseRedemption(orderID: order.id)
                    changed.append(order.id)
                }
            }
            guard !changed.isEmpty else { return [] }
            let assigned = try OrderService.dispatchWaiting(stores, at: now)
            return changed + assigned.filter { !changed.contains($0) }
        }
        environment.orderEvents.changed(changed)
        return changed
    }

    /// What the customer is told when the restaurant is not taking orders for their slot any more.
    public static let closedReason =
        "The restaurant is not taking orders for your time any more, so nothing was prepared and you pay nothing."
}
