import FoodlyCore
import Foundation

/// What the live operations board reads and the one change it makes (giving an order to another courier), on one
/// connection: orders in flight with their promised arrival, how many there are by status, couriers on duty.
public struct BoardQueries {
    private let connection: any DatabaseConnection

    /// The board as seen from `connection`.
    public init(_ connection: any DatabaseConnection) {
        self.connection = connection
    }

    /// The SQL condition of ``FlightOrder/isInFlight(at:)``: its statuses, or an order for later whose kitchen
    /// time has come by `now`.
    private static func inFlight(at now: Date) -> SQL {
        "(status IN (\(list: FlightOrder.statuses)) OR (status = \(OrderStatus.scheduled) AND kitchen_at <= \(now)))"
    }

    /// Orders in flight at `now`, the earliest promise first (so the late ones are kept when there are more than
    /// `limit`), each with its timeline and promise: three statements.
    public func flightOrders(at now: Date, limit: Int) throws -> [FlightOrder] {
        let found = try OrderQueries(connection).orders(
            "WHERE \(Self.inFlight(at: now)) ORDER BY promised_by, number LIMIT \(limit)")
        guard !found.isEmpty else { return [] }
        let rows = try connection.query(
            "SELECT id, promised_by FROM orders WHERE id IN (\(list: found.map(\.id)))", as: PromiseRow.self)
        let promises = Dictionary(rows.map { ($0.id, $0.promisedBy) }, uniquingKeysWith: { first, _ in first })
        return found.map { FlightOrder(order: $0, promisedBy: promises[$0.id] ?? $0.estimatedDeliveryAt) }
    }

    /// How many orders are in flight at `now` by status (statuses with none are left out).
    public func flightCounts(at now: Date) throws -> [OrderStatus: Int] {
        let rows = try connection.query(
            "SELECT status, COUNT(*) AS n FROM orders WHERE \(Self.inFlight(at: now)) GROUP BY status",
            as: StatusCountRow.self)
        return Dictionary(rows.map { ($0.status, $0.n) }, uniquingKeysWith: +)
    }

    /// Couriers on duty now, by name, each with when their position was reported and the first of the deliveries
    /// they carry: two statements.
    public func dutyCouriers() throws -> [DutyCourier] {
        let rows = try connection.query(
            """
            SELECT \(CourierRow.columns), \(CourierQueries.knownSince) AS located_at
            FROM couriers c WHERE available = 1 ORDER BY name, id
            """, as: DutyCourierRow.self)
        let carried = try OrderQueries(connection).carried(by: rows.map(\.row.id))
        return rows.map { row in
            DutyCourier(
                courier: row.row.courier, locatedAt: row.locatedAt,
                currentOrder: carried[row.row.id]?.first.map { ($0.id, $0.number) })
        }
    }

    /// Gives `orderID` to courier `courierID` (its pending offers are withdrawn). False when the order was picked
    /// up or ended first.
    public func reassign(_ orderID: ID<Order>, to courierID: ID<Courier>, at time: Date) throws -> Bool {
        try OfferQueries(connection).withdraw(orderID: orderID, at: time)
        return try connection.execute(
            """
            UPDATE orders SET courier_id = \(courierID)
            WHERE id = \(orderID) AND status IN (\(list: OrderStatus.waitingForCourier))
              AND fulfilment = \(Fulfilment.delivery)
            """) == 1
    }
}

/// An order's promised arrival.
private struct PromiseRow: Decodable {
    let id: ID<Order>
    let promisedBy: Date

    enum CodingKeys: String, CodingKey {
        case id
        case promisedBy = "promised_by"
    }
}

/// How many orders have a status.
private struct StatusCountRow: Decodable {
    let status: OrderStatus
    let n: Int
}

/// A courier's row with when they were located.
private struct DutyCourierRow: Decodable {
    let row: CourierRow
    let locatedAt: Date

    enum CodingKeys: String, CodingKey {
        case locatedAt = "located_at"
    }

    init(from decoder: any Decoder) throws {
        row = try CourierRow(from: decoder)
        locatedAt = try decoder.container(keyedBy: CodingKeys.self).decode(Date.self, forKey: .locatedAt)
    }
}
