import FoodlyAPI
import FoodlyApp
import FoodlyCore
import Foundation

extension BoardBody {
    /// The API view of the board.
    init(_ board: Board) {
        self.init(
            generatedAt: board.at, limit: Board.limit, inFlight: board.inFlight, late: board.late,
            waitingForCourier: board.waiting,
            counts: OrderStatus.allCases.compactMap { status in
                board.counts[status].map { BoardStatusCount(status: status, count: $0) }
            },
            orders: board.lines.map { BoardOrder($0, at: board.at) },
            couriers: board.couriers.map(BoardCourier.init), restaurants: board.restaurants.map(BoardRestaurant.init))
    }
}

extension BoardPoint {
    /// A point of the domain.
    init(_ point: GeoPoint) {
        self.init(latitude: point.latitude, longitude: point.longitude)
    }
}

extension BoardRestaurant {
    /// A restaurant on the map.
    init(_ restaurant: Restaurant) {
        self.init(id: restaurant.id.rawValue, name: restaurant.name, position: BoardPoint(restaurant.location))
    }
}

extension BoardOrder {
    /// An order on the board at `now`.
    init(_ line: Board.Line, at now: Date) {
        let flight = line.flight
        let order = flight.order
        self.init(
            id: order.id.rawValue, number: order.number, status: order.status,
            restaurant: BoardRestaurant(line.restaurant), destination: BoardPoint(order.destination),
            placedAt: order.placedAt, promisedBy: flight.promisedBy, ageMinutes: flight.ageMinutes(at: now),
            late: flight.isLate(at: now), minutesLate: flight.minutesLate(at: now),
            waitingForCourier: flight.waitsForCourier,
            courier: line.courier.map { BoardOrderCourier(id: $0.id.rawValue, name: $0.name) })
    }
}

extension BoardCourier {
    /// A courier on duty.
    init(_ duty: DutyCourier) {
        let courier = duty.courier
        self.init(
            id: courier.id.rawValue, name: courier.name, vehicle: courier.vehicle,
            position: BoardPoint(courier.location), locatedAt: duty.locatedAt,
            currentDelivery: duty.currentOrder.map { BoardDelivery(id: $0.id.rawValue, number: $0.number) })
    }
}
