import FoodlyCore
import FoodlyStore
import Foundation

/// Plays the demo restaurants' kitchens and their couriers for `foodly serve --demo`, so one person can watch an
/// order go from placed to delivered: each order moves to its next status once it has spent long enough in the current one, in demo
/// minutes (`speed` demo minutes per real minute). Couriers appear at the restaurant on pick-up, then ride towards
/// the customer along the straight line in `rideSteps` moves (each one a `position` event for the customer's map).
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

    /// Moves every order that is due one step and the couriers on their way; returns how many orders changed.
    @discardableResult
    public func tick() throws -> Int {
        let now = environment.clock.now()
        let (moved, assigned) = try OrderingStores.write(environment.database) {
            stores -> ([ID<Order>], [ID<Order>]) in
            var moved: [ID<Order>] = []
            var assigned: [ID<Order>] = []
            let active = try stores.orders.activeOrders()
            let restaurants = try stores.catalog.restaurants(ids: active.map(\.restaurantID))
            let couriers = try stores.couriers.couriers(ids: active.compactMap(\.courierID))
            for order in active {
                guard let step = order.timeline.last,
                    let restaurant = restaurants[order.restaurantID],
                    restaurantNames?.contains(restaurant.name) ?? true
                else { continue }
                let elapsedMinutes = now.timeIntervalSince(step.at) / 60 * speed
                let courier = order.courierID.flatMap { couriers[$0] }
                guard let (next, minutes) = plan(order, restaurant, courier) else { continue }
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
                    if next == .delivered { assigned += try OrderService.dispatchWaiting(stores, at: now) }
                    if let courierID = order.courierID {
                        try ride(courierID, after: next, order, restaurant, stores.couriers, now)
                    }
                }
            }
            return (moved, assigned)
        }
        environment.orderEvents.changed(moved + assigned)
        return moved.count
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
