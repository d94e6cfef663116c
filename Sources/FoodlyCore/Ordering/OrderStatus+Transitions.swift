import FoodlyShared

extension OrderStatus {
    /// Whether the order still needs a courier's attention (it keeps one busy).
    public var isActive: Bool {
        ![.delivered, .failed, .cancelled, .rejected].contains(self)
    }

    /// Whether the food reached the customer's door, so the order is paid for: delivered, or `failed` when nobody
    /// answered (``Doorstep``).
    public var isHandedOver: Bool {
        self == .delivered || self == .failed
    }

    /// The statuses in which an order needs a courier and can still get one (not yet picked up; an order for later
    /// waits for its kitchen's time first).
    public static let waitingForCourier: [OrderStatus] = [.placed, .accepted, .preparing, .ready]

    /// Who may move an order out of this status, and to where: a scheduled order reaches the kitchen (`placed`) when
    /// its preparation starts, or is cancelled (by the customer, or because the restaurant is not taking orders
    /// then); the customer cancels and the kitchen rejects only while `placed`; the kitchen accepts, prepares and
    /// marks ready; the courier picks up and delivers, or gives up at a door nobody opens (`failed`, after the
    /// ``Doorstep`` wait). Final statuses go nowhere.
    public var next: [OrderStatus] {
        switch self {
        case .scheduled: [.placed, .cancelled]
        case .placed: [.accepted, .rejected, .cancelled]
        case .accepted: [.preparing]
        case .preparing: [.ready]
        case .ready: [.pickedUp]
        case .pickedUp: [.delivered, .failed]
        case .delivered, .failed, .cancelled, .rejected: []
        }
    }

    /// Whether an order may go from this status to `status`.
    public func canMove(to status: OrderStatus) -> Bool {
        next.contains(status)
    }

    /// The statuses from which an order may reach `status`.
    public static func sources(of status: OrderStatus) -> [OrderStatus] {
        allCases.filter { $0.canMove(to: status) }
    }
}

extension OrderStatus {
    /// A short name for a status chip ("On the way").
    public var label: String {
        switch self {
        case .scheduled: "Scheduled"
        case .placed: "Placed"
        case .accepted: "Accepted"
        case .preparing: "Preparing"
        case .ready: "Ready"
        case .pickedUp: "On the way"
        case .delivered: "Delivered"
        case .failed: "Not delivered"
        case .cancelled: "Cancelled"
        case .rejected: "Not accepted"
        }
    }
}
