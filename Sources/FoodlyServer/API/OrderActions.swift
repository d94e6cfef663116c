import FoodlyCore

/// The names of the kitchen's and couriers' moves in URLs (`…/orders/{id}/accept`), shared by the API routes and
/// the web screens.
enum OrderActions {
    /// The kitchen's moves (rejecting has its own form, with the reason).
    static let kitchen: [(name: String, status: OrderStatus)] = [
        ("accept", .accepted), ("preparing", .preparing), ("ready", .ready),
    ]
    /// The courier's moves.
    static let courier: [(name: String, status: OrderStatus)] = [("pickup", .pickedUp), ("deliver", .delivered)]

    /// The status a move `name` leads to in `moves`; 404 for a name that is not one.
    static func status(_ name: String, in moves: [(name: String, status: OrderStatus)]) throws -> OrderStatus {
        guard let status = moves.first(where: { $0.name == name })?.status else {
            throw Refusal.notFound("There is no such action.")
        }
        return status
    }

    /// The URL name of the move to `status`.
    static func name(of status: OrderStatus) -> String {
        (kitchen + courier).first { $0.status == status }?.name ?? status.rawValue
    }
}
