import FoodlyAPI
import Foundation

extension FoodlyClient {
    /// `GET /api/v1/kitchen/orders` (staff): the restaurant's orders, optionally only those in `statuses`.
    public func kitchenOrders(statuses: [String]? = nil) async throws -> Page<OrderBody> {
        try await send(
            Endpoints.kitchenOrders, path: NoPath(), query: KitchenOrdersQuery(status: statuses), body: NoBody())
    }

    /// `POST /api/v1/kitchen/orders/{id}/{move}` (staff): `accept`, `reject`, `preparing` or `ready`.
    public func kitchenMove(_ move: KitchenMove, orderId: String) async throws -> OrderBody {
        try await send(move.endpoint, path: IDPath(id: orderId), query: NoQuery(), body: NoBody())
    }

    /// `PATCH /api/v1/kitchen/dishes/{id}` (staff): switches a dish sold out or back.
    public func setDishAvailable(_ available: Bool, dishId: String) async throws {
        _ = try await send(
            Endpoints.kitchenDish, path: IDPath(id: dishId), query: NoQuery(),
            body: AvailabilityRequest(available: available))
    }

    /// `GET /api/v1/courier/deliveries` (couriers): the deliveries assigned to this courier.
    public func deliveries() async throws -> Page<OrderBody> {
        try await send(Endpoints.courierDeliveries, path: NoPath(), query: NoQuery(), body: NoBody())
    }

    /// `POST /api/v1/courier/deliveries/{id}/{move}` (couriers): `pickup` or `deliver`.
    public func courierMove(_ move: CourierMove, orderId: String) async throws -> OrderBody {
        try await send(move.endpoint, path: IDPath(id: orderId), query: NoQuery(), body: NoBody())
    }

    /// `PUT /api/v1/courier/location` (couriers): where the courier is now.
    public func setCourierLocation(latitude: Double, longitude: Double) async throws {
        _ = try await send(
            Endpoints.courierLocation, path: NoPath(), query: NoQuery(),
            body: LocationRequest(latitude: latitude, longitude: longitude))
    }

    /// `PUT /api/v1/courier/availability` (couriers): on or off duty; answers with the state now.
    public func setCourierAvailable(_ available: Bool) async throws -> AvailabilityRequest {
        try await send(
            Endpoints.courierAvailability, path: NoPath(), query: NoQuery(),
            body: AvailabilityRequest(available: available))
    }

    /// `POST /api/v1/admin/coupons` (admins).
    public func createCoupon(_ coupon: CouponDraft) async throws -> CouponSummary {
        try await send(Endpoints.createCoupon, path: NoPath(), query: NoQuery(), body: coupon)
    }

    /// `POST /api/v1/admin/staff` (admins): makes a staff account work for a restaurant as `role` (`staff` when
    /// nil).
    public func assignStaff(email: String, restaurantId: String, role: StaffRole? = nil) async throws {
        _ = try await send(
            Endpoints.assignStaff, path: NoPath(), query: NoQuery(),
            body: StaffRequest(email: email, restaurantId: restaurantId, role: role))
    }

    /// `POST /api/v1/admin/couriers` (admins): gives a courier account its vehicle, phone and position.
    public func createCourier(_ courier: CourierRequest) async throws -> OrderCourier {
        try await send(Endpoints.createCourier, path: NoPath(), query: NoQuery(), body: courier)
    }
}

/// A move the kitchen makes on an order.
public enum KitchenMove: Sendable, CaseIterable {
    /// Accept a placed order.
    case accept
    /// Reject a placed order.
    case reject
    /// Start preparing.
    case preparing
    /// Ready for pick-up.
    case ready

    var endpoint: Endpoint<IDPath, NoQuery, NoBody, OrderBody, Caller.Staff> {
        switch self {
        case .accept: Endpoints.kitchenAccept
        case .reject: Endpoints.kitchenReject
        case .preparing: Endpoints.kitchenPreparing
        case .ready: Endpoints.kitchenReady
        }
    }
}

/// A move the courier makes on a delivery.
public enum CourierMove: Sendable, CaseIterable {
    /// Picked up at the restaurant.
    case pickup
    /// Handed to the customer.
    case deliver

    var endpoint: Endpoint<IDPath, NoQuery, NoBody, OrderBody, Caller.Courier> {
        switch self {
        case .pickup: Endpoints.courierPickup
        case .deliver: Endpoints.courierDeliver
        }
    }
}
