import Foundation

/// One delivery as dispatch plans it: where the food is, where it goes, when the kitchen expects it ready, and
/// whether the courier already has it.
public struct DeliveryLeg: Sendable, Equatable {
    /// The restaurant.
    public var pickup: GeoPoint
    /// The customer's door.
    public var dropoff: GeoPoint
    /// When the kitchen expects the food ready (a courier who arrives earlier waits).
    public var readyAt: Date
    /// Whether the courier has picked it up (then only the ride to the door is left).
    public var pickedUp: Bool

    /// Creates a leg.
    public init(pickup: GeoPoint, dropoff: GeoPoint, readyAt: Date, pickedUp: Bool = false) {
        self.pickup = pickup
        self.dropoff = dropoff
        self.readyAt = readyAt
        self.pickedUp = pickedUp
    }

    /// When each leg's customer has their food if a courier on `vehicle` at `start` rides them all from `now`: first
    /// every pickup not yet made, in the legs' order (waiting at a kitchen until the food is ready), then every
    /// door in the legs' order, each with ``Restaurant/handOverMinutes`` at the door. In the legs' order.
    public static func arrivals(
        of legs: [DeliveryLeg], from start: GeoPoint, on vehicle: Vehicle, at now: Date
    ) -> [Date] {
        var (here, time) = (start, now)
        func ride(to point: GeoPoint) {
            time = time.addingTimeInterval(vehicle.minutes(roadKm: here.roadDistanceKm(to: point)) * 60)
            here = point
        }
        for leg in legs where !leg.pickedUp {
            ride(to: leg.pickup)
            time = max(time, leg.readyAt)
        }
        return legs.map { leg in
            ride(to: leg.dropoff)
            time = time.addingTimeInterval(Restaurant.handOverMinutes * 60)
            return time
        }
    }
}
