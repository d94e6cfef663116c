import FoodlyCore
import FoodlyStore
import Foundation

/// Offers deliveries to couriers by ``DispatchRule``: an order waiting for a courier is offered to the best
/// candidate who has no other offer to answer and has not been asked for it before; a decline or silence
/// (``DispatchRule/offerSeconds``) offers it to the next (when everyone was asked, again to those who answered a
/// minute or more ago), and after ``DispatchRule/offersBeforeEveryone`` offers it goes to every candidate at once. Only couriers with an account, active and on duty are asked.
/// `foodly serve` runs ``tick()`` every ``intervalSeconds`` in every process; each step is one write transaction
/// whose changes are conditional updates, so two processes never give one order twice.
public struct Dispatcher: Sendable {
    private let environment: AppEnvironment

    /// Seconds between two ticks in `foodly serve`.
    public static let intervalSeconds = 2.0

    /// Creates the dispatcher.
    public init(environment: AppEnvironment) {
        self.environment = environment
    }

    /// Expires the offers nobody answered in time and offers every waiting order that has no offer pending; returns
    /// the orders offered. A read decides first whether there is anything to do (an offer run out, an order waiting
    /// with none pending), so orders waiting on their offers cost no write transaction every tick.
    @discardableResult
    public func tick() throws -> [ID<Order>] {
        let now = environment.clock.now()
        let idle = try OrderingStores.read(environment.database) { stores in
            try stores.offers.dueCount(at: now) == 0 && !stores.orders.waitsForAnOffer()
        }
        guard !idle else { return [] }
        let offered = try OrderingStores.write(environment.database) { stores in
            let expired = try stores.offers.expire(at: now)
            let offered = try Dispatcher.offerWaiting(stores, environment.makeID, at: now)
            return (expired.isEmpty && offered.isEmpty) ? nil : offered
        }
        guard let offered else { return [] }
        environment.orderEvents.couriersChanged()
        return offered
    }

    /// Offers every order waiting for a courier that has no offer pending (the oldest first); returns the orders
    /// offered.
    @discardableResult
    static func offerWaiting(
        _ stores: OrderingStores, _ makeID: () -> String, at now: Date
    ) throws -> [ID<Order>] {
        try offer(try stores.orders.waitingForCourier(), stores, makeID, at: now)
    }

    /// Offers each of `orders` that still waits for a courier and has no offer pending, by ``DispatchRule``; with
    /// `everyone`, to every candidate at once whatever was asked before. Returns the orders offered.
    @discardableResult
    static func offer(
        _ orders: [Order], _ stores: OrderingStores, _ makeID: () -> String, at now: Date,
        everyone: Bool = false
    ) throws -> [ID<Order>] {
        let waiting = orders.filter(\.needsCourier)
        guard !waiting.isEmpty else { return [] }
        let couriers = try stores.couriers.dispatchable()
        guard !couriers.isEmpty else { return [] }
        let rule = try stores.dispatchRule()
        let history = try stores.offers.offers(orderIDs: waiting.map(\.id))
        let carried = try stores.orders.carried(by: couriers.map(\.courier.id))
        let restaurants = try stores.catalog.restaurants(
            ids: waiting.map(\.restaurantID) + carried.values.flatMap { $0.map(\.restaurantID) })
        let candidates = couriers.map { courier, idleSince in
            let carrying = (carried[courier.id] ?? []).compactMap { order in
                restaurants[order.restaurantID].map { leg(order, from: $0, at: now) }
            }
            return DispatchCandidate(
                courier: courier, carrying: carrying, idleSince: carrying.isEmpty ? idleSince : nil)
        }
        var answering = try stores.offers.couriersWithPendingOffers()
        var offered: [ID<Order>] = []
        for order in waiting {
            guard let restaurant = restaurants[order.restaurantID] else { continue }
            let past = history[order.id] ?? []
            if !everyone && past.contains(where: { $0.state == .pending }) { continue }
            let toEveryone = everyone || past.count >= DispatchRule.offersBeforeEveryone
            let pending = Set(past.filter { $0.state == .pending }.map(\.courierID))
            let asked = Set(past.map(\.courierID))
            let lately = now.addingTimeInterval(-DispatchRule.offerSeconds)
            let recent = Set(past.filter { ($0.answeredAt ?? now) > lately }.map(\.courierID))
            let open = candidates.filter { !pending.contains($0.courier.id) }
            let legToOffer = leg(order, from: restaurant, at: now)
            var ranked = rule.ranked(
                open.filter {
                    everyone || (toEveryone && !recent.contains($0.courier.id))
                        || (!asked.contains($0.courier.id) && !answering.contains($0.courier.id))
                }, for: legToOffer, at: now)
            if ranked.isEmpty && !toEveryone {
                // Everyone was asked: ask again those whose answer (or silence) is a minute old.
                ranked = rule.ranked(
                    open.filter {
                        asked.contains($0.courier.id) && !recent.contains($0.courier.id)
                            && !answering.contains($0.courier.id)
                    },
                    for: legToOffer, at: now)
            }
            for candidate in toEveryone ? ranked : Array(ranked.prefix(1)) {
                try stores.offers.insert(
                    DeliveryOffer(
                        id: ID(makeID()), orderID: order.id, courierID: candidate.courier.id, offeredAt: now,
                        expiresAt: now.addingTimeInterval(DispatchRule.offerSeconds)))
                answering.insert(candidate.courier.id)
            }
            if !ranked.isEmpty { offered.append(order.id) }
        }
        return offered
    }

    /// An order as dispatch plans it: the kitchen is done its stated preparation time after accepting (from now
    /// while not accepted yet), at once when ready.
    static func leg(_ order: Order, from restaurant: Restaurant, at now: Date) -> DeliveryLeg {
        let prep = Double(restaurant.prepMinutes) * 60
        let readyAt: Date
        switch order.status {
        case .accepted, .preparing: readyAt = max(now, (order.reached(.accepted) ?? now).addingTimeInterval(prep))
        case .ready, .pickedUp: readyAt = now
        default: readyAt = now.addingTimeInterval(prep)
        }
        return DeliveryLeg(
            pickup: restaurant.location, dropoff: order.destination, readyAt: readyAt,
            pickedUp: order.status == .pickedUp)
    }
}
