import FoodlyCore
import FoodlyStore
import Foundation

/// Brings orders for later to their kitchens when the time comes (the restaurant's preparation time before the
/// slot): each due order is checked again against the restaurant as it is then (``DeliverySlot/isServed(by:)``)
/// and either reaches the kitchen as `placed`, offered to a courier (``Dispatcher``), or, when the
/// restaurant is not taking orders for the slot any more, is cancelled with the reason for the customer and its
/// coupon given back, so nothing is prepared. An order paid by card waits until its hold is in place
/// (``PaymentSettler``) and is cancelled the same way if it is not by the slot. `foodly serve` runs it every few seconds in every process; each move
/// is one conditional update in a write transaction, so two processes never release one order twice.
public struct OrderScheduler: Sendable {
    private let environment: AppEnvironment

    /// Seconds between two runs in `foodly serve`.
    public static let intervalSeconds = 5.0

    /// Creates the scheduler.
    public init(environment: AppEnvironment) {
        self.environment = environment
    }

    /// How often door photos past ``Doorstep/photoKeptSeconds`` are looked for: a photo is kept at most this much
    /// longer.
    public static let doorPhotoSweepSeconds = 600.0

    /// Deletes the door photos kept longer than ``Doorstep/photoKeptSeconds``; how many.
    @discardableResult
    public func deleteOldDoorPhotos() throws -> Int {
        let cutoff = environment.clock.now().addingTimeInterval(-Doorstep.photoKeptSeconds)
        return try environment.database.write { try OrderQueries($0).deleteDoorPhotos(takenBefore: cutoff) }
    }

    /// Releases (or cancels) every scheduled order whose kitchen's time has come; returns the orders that changed.
    @discardableResult
    public func releaseDue() throws -> [ID<Order>] {
        let now = environment.clock.now()
        let changed = try OrderingStores.write(environment.database) { stores -> [ID<Order>] in
            var changed: [ID<Order>] = []
            for order in try stores.orders.dueScheduledOrders(at: now) {
                let restaurant = try stores.catalog.restaurant(id: order.restaurantID)
                let slot = DeliverySlot(start: order.scheduledFor ?? now)
                let reason: String
                if let restaurant, slot.isServed(by: restaurant) {
                    if try stores.payments.payment(orderID: order.id)?.state == .scheduled {
                        // Its card is not held yet: the settling thread keeps asking until the slot itself.
                        guard environment.payments == nil || now >= slot.start else { continue }
                        reason = OrderScheduler.unpaidReason
                    } else {
                        if try stores.transition(order.id, from: [.scheduled], to: .placed, at: now) {
                            changed.append(order.id)
                        }
                        continue
                    }
                } else {
                    reason = OrderScheduler.closedReason
                }
                if try OrderScheduler.cancel(order.id, because: reason, stores, environment, now) {
                    changed.append(order.id)
                }
            }
            guard !changed.isEmpty else { return [] }
            try Dispatcher.offerWaiting(stores, environment.makeID, at: now)
            return changed
        }
        environment.orderEvents.changed(changed)
        return changed
    }

    /// Cancels an order for later that will not be prepared, telling its customer `reason` (on the order and by
    /// mail) and giving its coupon back; false when it was not waiting for its time any more.
    static func cancel(
        _ orderID: ID<Order>, because reason: String, _ stores: OrderingStores, _ environment: AppEnvironment,
        _ now: Date
    ) throws -> Bool {
        guard try stores.transition(orderID, from: [.scheduled], to: .cancelled, at: now) else { return false }
        try stores.orders.setCancellationReason(reason, of: orderID)
        try OrderChangeMail.ended(orderID, stores, environment.mailer, at: now)
        try stores.coupons.releaseRedemption(orderID: orderID)
        return true
    }

    /// What the customer is told when their card could not be held for the order before its slot.
    public static let unpaidReason =
        "Your card could not be charged in time for your order, so nothing was prepared and you pay nothing."

    /// What the customer is told when the restaurant is not taking orders for their slot any more.
    public static let closedReason =
        "The restaurant is not taking orders for your time any more, so nothing was prepared and you pay nothing."
}
