import FoodlyCore
import FoodlyStore
import Foundation

/// Plays the demo restaurants' kitchens and the demo's riders (the couriers whose accounts are at
/// ``DemoSeeder/riderDomain``) for `foodly serve --demo`, so one person can watch an order go from placed to
/// delivered: each order moves to its next status once it has spent long enough in the current one, in demo
/// minutes (`speed` demo minutes per real minute). A rider accepts an offer after a demo minute, wherever the
/// restaurant is (so an order at a restaurant the demo does not play is delivered too, once its kitchen marks it
/// ready); riders appear at the restaurant on pick-up, then ride towards the customer along the straight line in
/// `rideSteps` moves (each one a `position` event for the customer's map).
public struct DemoSimulator: Sendable {
    private let environment: AppEnvironment
    /// Demo minutes per real minute (60: a demo minute each second).
    public let speed: Double
    /// The restaurants it plays, by name; nil for all.
    public let restaurantNames: Set<String>?
    /// How many moves a courier makes between the restaurant and the door.
    static let rideSteps = 8.0

    /// Creates a simulator for the restaurants named (nil: every restaurant).
    public init(environment: AppEnvironment, speed: Double, restaurantNames: Set<String>?) {
        self.environment = environment
        self.speed = max(1, speed)
        self.restaurantNames = restaurantNames
    }

    /// The names of the bundled demo restaurants: what `foodly serve --demo` plays.
    public static func demoRestaurantNames() throws -> Set<String> {
        guard case .array(let restaurants) = try DemoSeeder.demoRestaurants() else { return [] }
        return Set(
            restaurants.compactMap { restaurant -> String? in
                guard case .object(let fields) = restaurant, case .string(let name)? = fields["name"] else {
                    return nil
                }
                return name
            })
    }

    /// Puts the demo's riders on duty (they are seeded off duty, for a server that does not play them).
    public func start() throws {
        let now = environment.clock.now()
        try OrderingStores.write(environment.database) { stores in
            for rider in try stores.couriers.couriers(mailDomain: DemoSeeder.riderDomain) where !rider.available {
                try stores.couriers.setAvailable(rider.id, true, at: now)
            }
            try Dispatcher.offerWaiting(stores, environment.makeID, at: now)
        }
        environment.orderEvents.couriersChanged()
    }

    /// Answers the riders' offers, moves every order that is due one step and the riders on their way; returns how
    /// many orders moved a step.
    @discardableResult
    public func tick() throws -> Int {
        let now = environment.clock.now()
        let moved = try OrderingStores.write(environment.database) { stores -> ([ID<Order>], [ID<Order>]) in
            let riders = Dictionary(
                try stores.couriers.couriers(mailDomain: DemoSeeder.riderDomain).map { ($0.id, $0) },
                uniquingKeysWith: { first, _ in first })
            let taken = try accept(riders, stores, at: now)
            var moved: [ID<Order>] = []
            let active = try stores.orders.activeOrders()
            let restaurants = try stores.catalog.restaurants(ids: active.map(\.restaurantID))
            let couriers = try stores.couriers.couriers(ids: active.compactMap(\.courierID))
            for order in active {
                guard let step = order.timeline.last, let restaurant = restaurants[order.restaurantID] else { continue }
                let courier = order.courierID.flatMap { couriers[$0] }
                let kitchenPlayed = restaurantNames?.contains(restaurant.name) ?? true
                let riderPlayed = courier.map { riders[$0.id] != nil } ?? false
                let elapsedMinutes = now.timeIntervalSince(step.at) / 60 * speed
                guard let (next, minutes) = plan(order, restaurant, courier),
                    [.pickedUp, .delivered].contains(next) ? riderPlayed : kitchenPlayed
                else { continue }
                guard elapsedMinutes >= minutes else {
                    if order.status == .pickedUp, let courier {
                        let point = Self.onTheWay(order, from: restaurant, after: elapsedMinutes / minutes)
                        if point != courier.location {
                            try stores.couriers.move(courier.id, to: point, at: now)
                            try stores.refreshEstimate(order, at: now)
                            moved.append(order.id)
                        }
                    }
                    continue
                }
                if try stores.transition(order.id, from: [order.status], to: next, at: now) {
                    moved.append(order.id)
                    if next == .delivered { try Dispatcher.offerWaiting(stores, environment.makeID, at: now) }
                    if let courierID = order.courierID {
                        try ride(courierID, after: next, order, restaurant, stores.couriers, now)
                    }
                }
            }
            return (taken, moved)
        }
        environment.orderEvents.changed(moved.0 + moved.1)
        return moved.1.count
    }

    /// Accepts the riders' offers made at least a demo minute ago (one a rider may not take any more is left to
    /// expire); returns the orders taken.
    private func accept(_ riders: [ID<Courier>: Courier], _ stores: OrderingStores, at now: Date) throws -> [ID<Order>]
    {
        var taken: [ID<Order>] = []
        for rider in riders.values.sorted(by: { $0.id.rawValue < $1.id.rawValue }) where rider.available {
            for offer in try stores.offers.open(courierID: rider.id, at: now)
            where now.timeIntervalSince(offer.offeredAt) * speed >= 60 {
                do {
                    taken.append(try CourierService.take(offer.id, by: rider, stores, at: now).id)
                } catch let refused as OrderingError where refused.kind == .conflict {
                    continue
                }
            }
        }
        return taken
    }

    /// The next status and the demo minutes the current one lasts; nil while an order waits for a courier to be
    /// assigned before pickup.
    private func plan(_ order: Order, _ restaurant: Restaurant, _ courier: Courier?) -> (OrderStatus, Double)? {
        let destination = GeoPoint(latitude: order.address.latitude, longitude: order.address.longitude)
        switch order.status {
        case .placed: return (.accepted, 1)
        case .accepted: return (.preparing, 1)
        case .preparing: return (.ready, max(1, Double(restaurant.prepMinutes) - 2))
        case .ready:
            guard let courier else { return nil }
            return (.pickedUp, max(1, courier.minutes(to: restaurant.location)))
        case .pickedUp:
            let vehicle = courier?.vehicle ?? .bicycle
            return (.delivered, max(1, vehicle.minutes(roadKm: restaurant.location.roadDistanceKm(to: destination))))
        default: return nil
        }
    }

    /// Where the courier of a picked-up order is after `progress` (0…1) of the ride, in whole ride steps.
    static func onTheWay(_ order: Order, from restaurant: Restaurant, after progress: Double) -> GeoPoint {
        restaurant.location.along(
            to: order.destination, fraction: (min(1, progress) * rideSteps).rounded(.down) / rideSteps)
    }

    /// Puts the courier where the step happened: at the restaurant on pickup, at the door on delivery.
    private func ride(
        _ courierID: ID<Courier>, after status: OrderStatus, _ order: Order, _ restaurant: Restaurant,
        _ couriers: CourierQueries, _ now: Date
    ) throws {
        switch status {
        case .pickedUp: try couriers.move(courierID, to: restaurant.location, at: now)
        case .delivered:
            try couriers.move(
                courierID, to: GeoPoint(latitude: order.address.latitude, longitude: order.address.longitude), at: now)
        default: break
        }
    }
}
