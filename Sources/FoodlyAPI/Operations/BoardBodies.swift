import Foundation

/// The live operations board: orders in flight (late ones first, then those waiting for a courier, then by age),
/// how many there are by status, couriers on duty and the restaurants the orders come from.
public struct BoardBody: Codable, Sendable, Equatable {
    /// When it was read; ages and lateness are as of then.
    public var generatedAt: Date
    /// The most orders listed (the earliest promises are kept).
    public var limit: Int
    /// How many orders are in flight, listed or not.
    public var inFlight: Int
    /// How many of the listed orders are late.
    public var late: Int
    /// How many of the listed orders wait for a courier.
    public var waitingForCourier: Int
    /// Orders in flight by status (statuses with none left out).
    public var counts: [BoardStatusCount]
    /// The orders, in the board's order.
    public var orders: [BoardOrder]
    /// Couriers on duty, by name.
    public var couriers: [BoardCourier]
    /// The restaurants of the listed orders, by name.
    public var restaurants: [BoardRestaurant]

    /// Creates a board body.
    public init(
        generatedAt: Date, limit: Int, inFlight: Int, late: Int, waitingForCourier: Int, counts: [BoardStatusCount],
        orders: [BoardOrder], couriers: [BoardCourier], restaurants: [BoardRestaurant]
    ) {
        self.generatedAt = generatedAt
        self.limit = limit
        self.inFlight = inFlight
        self.late = late
        self.waitingForCourier = waitingForCourier
        self.counts = counts
        self.orders = orders
        self.couriers = couriers
        self.restaurants = restaurants
    }
}

/// How many orders in flight have a status.
public struct BoardStatusCount: Codable, Sendable, Equatable {
    /// The status.
    public var status: OrderStatus
    /// How many.
    public var count: Int

    /// Creates a count.
    public init(status: OrderStatus, count: Int) {
        self.status = status
        self.count = count
    }
}

/// A point on the map.
public struct BoardPoint: Codable, Sendable, Equatable {
    /// Degrees north.
    public var latitude: Double
    /// Degrees east.
    public var longitude: Double

    /// Creates a point.
    public init(latitude: Double, longitude: Double) {
        self.latitude = latitude
        self.longitude = longitude
    }
}

/// A restaurant on the board.
public struct BoardRestaurant: Codable, Sendable, Equatable {
    /// Its id.
    public var id: String
    /// Its name.
    public var name: String
    /// Where it is.
    public var position: BoardPoint

    /// Creates a restaurant entry.
    public init(id: String, name: String, position: BoardPoint) {
        self.id = id
        self.name = name
        self.position = position
    }
}

/// The courier bringing an order on the board.
public struct BoardOrderCourier: Codable, Sendable, Equatable {
    /// Their id (for reassigning).
    public var id: String
    /// Their name.
    public var name: String

    /// Creates a courier reference.
    public init(id: String, name: String) {
        self.id = id
        self.name = name
    }
}

/// One order in flight on the board.
public struct BoardOrder: Codable, Sendable, Equatable {
    /// Its id.
    public var id: String
    /// Its number.
    public var number: Int
    /// Where it stands.
    public var status: OrderStatus
    /// Where it comes from.
    public var restaurant: BoardRestaurant
    /// The customer's delivery point.
    public var destination: BoardPoint
    /// When it was placed.
    public var placedAt: Date
    /// The end of the arrival window it promised.
    public var promisedBy: Date
    /// Whole minutes since it was placed (since its kitchen time for an order for later).
    public var ageMinutes: Int
    /// Whether it is past its promised arrival.
    public var late: Bool
    /// Whole minutes past the promise (0 when not late).
    public var minutesLate: Int
    /// Whether it waits for a courier (none, and the kitchen has accepted it).
    public var waitingForCourier: Bool
    /// Who brings it; null for nobody yet.
    @AlwaysWritten public var courier: BoardOrderCourier?

    /// Creates an order entry.
    public init(
        id: String, number: Int, status: OrderStatus, restaurant: BoardRestaurant, destination: BoardPoint,
        placedAt: Date, promisedBy: Date, ageMinutes: Int, late: Bool, minutesLate: Int, waitingForCourier: Bool,
        courier: BoardOrderCourier?
    ) {
        self.id = id
        self.number = number
        self.status = status
        self.restaurant = restaurant
        self.destination = destination
        self.placedAt = placedAt
        self.promisedBy = promisedBy
        self.ageMinutes = ageMinutes
        self.late = late
        self.minutesLate = minutesLate
        self.waitingForCourier = waitingForCourier
        self.courier = courier
    }
}

/// The order a courier is delivering now.
public struct BoardDelivery: Codable, Sendable, Equatable {
    /// Its id.
    public var id: String
    /// Its number.
    public var number: Int

    /// Creates a delivery reference.
    public init(id: String, number: Int) {
        self.id = id
        self.number = number
    }
}

/// A courier on duty on the board.
public struct BoardCourier: Codable, Sendable, Equatable {
    /// Their id.
    public var id: String
    /// Their name.
    public var name: String
    /// How they travel.
    public var vehicle: Vehicle
    /// Their last reported position.
    public var position: BoardPoint
    /// When it was reported.
    public var locatedAt: Date
    /// The order they are delivering now; null when free.
    @AlwaysWritten public var currentDelivery: BoardDelivery?

    /// Creates a courier entry.
    public init(
        id: String, name: String, vehicle: Vehicle, position: BoardPoint, locatedAt: Date,
        currentDelivery: BoardDelivery?
    ) {
        self.id = id
        self.name = name
        self.vehicle = vehicle
        self.position = position
        self.locatedAt = locatedAt
        self.currentDelivery = currentDelivery
    }
}

/// `POST /api/v1/admin/orders/{id}/courier`: the courier on duty to give the order to.
public struct CourierAssignment: Codable, Sendable, Equatable {
    /// The courier's id (1–100 characters).
    public var courierId: String

    /// Creates an assignment.
    public init(courierId: String) {
        self.courierId = courierId
    }
}

/// A `board` event: something on the board changed; fetch it again.
public struct BoardChange: Codable, Sendable, Equatable {
    /// The orders that changed (empty when couriers moved or went on or off duty, or to catch up).
    public var orderIds: [String]

    /// Creates a change.
    public init(orderIds: [String]) {
        self.orderIds = orderIds
    }
}
