import FoodlyAPI
import Foundation

extension FoodlyClient {
    /// `GET /api/v1/kitchen/orders` (staff): the restaurant's orders, optionally only those in `statuses`.
    public func kitchenOrders(statuses: [String]? = nil) async throws -> Page<OrderBody> {
        try await send(
            Endpoints.kitchenOrders, path: NoPath(), query: KitchenOrdersQuery(status: statuses), body: NoBody())
    }

    /// `POST /api/v1/kitchen/orders/{id}/{move}` (staff): `accept`, `preparing` or `ready`.
    public func kitchenMove(_ move: KitchenMove, orderId: String) async throws -> OrderBody {
        try await send(move.endpoint, path: IDPath(id: orderId), query: NoQuery(), body: NoBody())
    }

    /// `POST /api/v1/kitchen/orders/{id}/reject` (staff): turns a placed order down with the reason the customer
    /// reads.
    public func rejectOrder(_ orderId: String, because rejection: KitchenRejection) async throws -> OrderBody {
        try await send(Endpoints.kitchenReject, path: IDPath(id: orderId), query: NoQuery(), body: rejection)
    }

    /// `POST /api/v1/kitchen/orders/{id}/hand-over` (staff): a ready pickup order collected, with the code its
    /// customer shows (a wrong one is a field issue of `code`; five lock the handover: `handover_locked`).
    public func handOver(orderId: String, code: String) async throws -> OrderBody {
        try await send(
            Endpoints.kitchenHandOver, path: IDPath(id: orderId), query: NoQuery(), body: HandoverRequest(code: code))
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

    /// `GET /api/v1/courier/offers` (couriers): the deliveries offered to this courier, each to accept or decline
    /// before its `expiresAt`.
    public func deliveryOffers() async throws -> Page<DeliveryOfferBody> {
        try await send(Endpoints.courierOffers, path: NoPath(), query: NoQuery(), body: NoBody())
    }

    /// `POST /api/v1/courier/offers/{id}/accept` (couriers): takes the delivery; answers the order.
    public func acceptOffer(_ offerId: String) async throws -> OrderBody {
        try await send(Endpoints.acceptOffer, path: IDPath(id: offerId), query: NoQuery(), body: NoBody())
    }

    /// `POST /api/v1/courier/offers/{id}/decline` (couriers): lets the next courier have it.
    public func declineOffer(_ offerId: String) async throws {
        _ = try await send(Endpoints.declineOffer, path: IDPath(id: offerId), query: NoQuery(), body: NoBody())
    }

    /// `POST /api/v1/courier/deliveries/{id}/pickup` (couriers): the food is with the courier.
    public func pickUp(orderId: String) async throws -> OrderBody {
        try await send(Endpoints.courierPickup, path: IDPath(id: orderId), query: NoQuery(), body: NoBody())
    }

    /// `POST /api/v1/courier/deliveries/{id}/deliver` (couriers): handed over, with the code the customer read out
    /// (a wrong one is a field issue of `code`; five lock the delivery: `handover_locked`), or, for an order to leave
    /// at the door (`doorstep.leaveAtDoor`), once its door photo is sent (no code: nil).
    public func deliver(orderId: String, code: String?) async throws -> OrderBody {
        try await send(
            Endpoints.courierDeliver, path: IDPath(id: orderId), query: NoQuery(), body: HandoverRequest(code: code))
    }

    /// `PUT /api/v1/courier/deliveries/{id}/photo` (couriers): the photo of an order left at the door (a JPEG, PNG
    /// or WebP sent as `mediaType`), before ``deliver(orderId:code:)``.
    public func sendDoorPhoto(orderId: String, image: Data, mediaType: String) async throws -> OrderBody {
        try await send(
            Endpoints.courierDoorPhoto, path: IDPath(id: orderId), query: NoQuery(),
            body: ImageUpload(bytes: image, mediaType: mediaType))
    }

    /// `POST /api/v1/courier/deliveries/{id}/not-answering` (couriers): one more try to reach the customer at the
    /// door; the first starts the wait (`doorstep.waitEndsAt`).
    public func customerNotAnswering(orderId: String) async throws -> OrderBody {
        try await send(Endpoints.courierNotAnswering, path: IDPath(id: orderId), query: NoQuery(), body: NoBody())
    }

    /// `POST /api/v1/courier/deliveries/{id}/give-up` (couriers): ends the delivery as `failed` once the wait is
    /// over (`still_waiting` before).
    public func giveUpDelivery(orderId: String) async throws -> OrderBody {
        try await send(Endpoints.courierGiveUp, path: IDPath(id: orderId), query: NoQuery(), body: NoBody())
    }

    /// `GET /api/v1/admin/dispatch` (admins): how many deliveries a courier may carry at once.
    public func dispatchSettings() async throws -> DispatchSettings {
        try await send(Endpoints.dispatchSettings, path: NoPath(), query: NoQuery(), body: NoBody())
    }

    /// `PUT /api/v1/admin/dispatch` (admins): changes it (1 to 5; 422 on `maxActiveDeliveries` otherwise).
    public func setDispatchSettings(_ settings: DispatchSettings) async throws -> DispatchSettings {
        try await send(Endpoints.setDispatchSettings, path: NoPath(), query: NoQuery(), body: settings)
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

    /// `GET /api/v1/courier/schedule` (couriers): their weekly schedule.
    public func courierSchedule() async throws -> CourierScheduleBody {
        try await send(Endpoints.courierSchedule, path: NoPath(), query: NoQuery(), body: NoBody())
    }

    /// `PUT /api/v1/courier/schedule` (couriers): replaces it; 422 names each bad period.
    public func setCourierSchedule(_ hours: WeeklyHoursBody) async throws -> CourierScheduleBody {
        try await send(Endpoints.setCourierSchedule, path: NoPath(), query: NoQuery(), body: hours)
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
    /// Start preparing.
    case preparing
    /// Ready for pick-up.
    case ready

    var endpoint: Endpoint<IDPath, NoQuery, NoBody, OrderBody, Caller.Staff> {
        switch self {
        case .accept: Endpoints.kitchenAccept
        case .preparing: Endpoints.kitchenPreparing
        case .ready: Endpoints.kitchenReady
        }
    }
}
