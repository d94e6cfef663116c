import FoodlyAPI
import FoodlyApp
import FoodlyCore
import FoodlyHTTP
import FoodlyShared

/// Kitchen (staff), courier, admin crew and review routes. The route groups check roles (403); the services check
/// ownership: staff of another restaurant and other couriers get 404.
struct LifecycleRoutes {
    let kitchen: KitchenService
    let couriers: CourierService
    let orders: OrderService
    let messages: MessageService
    let events: OrderEvents

    func register(in api: inout APIRouter) {
        registerKitchen(in: &api)
        registerCouriers(in: &api)
        let orders = self.orders
        let messages = self.messages
        let events = self.events
        api.respond(Endpoints.orderEvents) { call in
            let customer = call.caller.account
            let id = ID<Order>(call.path.id)
            let current = try orders.order(id, for: customer).order
            let steps = max(0, Int(call.request.headers["Last-Event-ID"] ?? "") ?? 0)
            // A final order the client has seen whole: 204 tells browsers to stop reconnecting.
            if !current.status.isActive && steps >= current.timeline.count { return .noContent }
            let stream = EventStream()
            let feed = OrderEventFeed(
                stream: stream, orderID: id, user: customer, orders: orders, messages: messages, steps: steps)
            let token = events.subscribe(id) { feed.catchUp() }
            stream.onClose { events.unsubscribe(id, token: token) }
            stream.send("retry: 2000\n\n")
            feed.catchUp()
            var response = Response(
                status: 200,
                headers: ["Content-Type": "text/event-stream", "Cache-Control": "no-store", "X-Accel-Buffering": "no"])
            response.stream = stream
            return response
        }
        api.handle(Endpoints.orderMessages) { call in
            Page(items: try messages.conversation(ID(call.path.id), for: call.caller.account), nextCursor: nil)
        }
        api.handle(Endpoints.sendOrderMessage) { call in
            try messages.send(call.body.text, about: ID(call.path.id), by: call.caller.account)
        }
        api.respond(Endpoints.orderDoorPhoto) { call in
            try LifecycleRoutes.doorPhoto(ID(call.path.id), for: call.caller.account, orders)
        }
        api.handle(Endpoints.reviewOrder) { call in
            try orders.review(
                ID(call.path.id), rating: call.body.rating, comment: call.body.comment ?? "", by: call.caller.account)
            return call.body
        }
    }

    private func registerKitchen(in api: inout APIRouter) {
        let kitchen = self.kitchen
        api.handle(Endpoints.kitchenOrders) { call in
            let statuses = try call.query["status"].map { text in
                try text.split(separator: ",").map { part in
                    guard let status = OrderStatus(rawValue: String(part)) else {
                        throw QueryReader.badQuery(
                            "status", "use statuses such as placed,accepted (comma-separated).")
                    }
                    return status
                }
            }
            let found = try kitchen.orders(for: call.caller.account, statuses: statuses)
            return Page(items: found.map { OrderBody($0) }, nextCursor: nil)
        }
        let moves = [
            (Endpoints.kitchenAccept, OrderStatus.accepted), (Endpoints.kitchenPreparing, .preparing),
            (Endpoints.kitchenReady, .ready),
        ]
        for (endpoint, status) in moves {
            api.handle(endpoint) { call in
                OrderBody(try kitchen.move(ID(call.path.id), to: status, by: call.caller.account))
            }
        }
        api.handle(Endpoints.kitchenReject) { call in
            OrderBody(try kitchen.move(ID(call.path.id), to: .rejected, because: call.body, by: call.caller.account))
        }
        api.handle(Endpoints.kitchenHandOver) { call in
            OrderBody(try kitchen.handOver(ID(call.path.id), code: call.body.code, by: call.caller.account))
        }
        api.handle(Endpoints.kitchenDish) { call in
            try kitchen.setDishAvailable(call.body.available, dishID: ID(call.path.id), by: call.caller.account)
            return NoContent()
        }
        api.handle(Endpoints.assignStaff) { call in
            try kitchen.assignStaff(
                email: call.body.email, restaurantID: ID(call.body.restaurantId), role: call.body.role ?? .staff,
                by: call.caller.account)
            return NoContent()
        }
    }

    /// The door photo of an order for `user` (``OrderService/doorPhoto(_:for:)`` checks who may see it), never
    /// cached by anyone but them.
    static func doorPhoto(_ id: ID<Order>, for user: UserAccount, _ orders: OrderService) throws -> Response {
        let photo = try orders.doorPhoto(id, for: user)
        return Response(
            status: 200, headers: ["Content-Type": photo.mediaType, "Cache-Control": "private, no-store"],
            body: photo.bytes)
    }

    private func registerCouriers(in api: inout APIRouter) {
        let couriers = self.couriers
        api.handle(Endpoints.courierDeliveries) { call in
            Page(
                items: try couriers.deliveries(for: call.caller.account).deliveries.map { OrderBody($0) },
                nextCursor: nil
            )
        }
        api.handle(Endpoints.courierPickup) { call in
            OrderBody(try couriers.move(ID(call.path.id), to: .pickedUp, by: call.caller.account))
        }
        api.handle(Endpoints.courierDeliver) { call in
            OrderBody(
                try couriers.move(ID(call.path.id), to: .delivered, code: call.body.code, by: call.caller.account))
        }
        api.handle(Endpoints.courierDoorPhoto) { call in
            OrderBody(
                try couriers.setDoorPhoto(
                    [UInt8](call.body.bytes), mediaType: call.body.mediaType, of: ID(call.path.id),
                    by: call.caller.account))
        }
        api.handle(Endpoints.courierNotAnswering) { call in
            OrderBody(try couriers.notAnswering(ID(call.path.id), by: call.caller.account))
        }
        api.handle(Endpoints.courierGiveUp) { call in
            OrderBody(try couriers.giveUp(ID(call.path.id), by: call.caller.account))
        }
        api.handle(Endpoints.dispatchSettings) { call in
            try couriers.dispatchSettings(by: call.caller.account)
        }
        api.handle(Endpoints.setDispatchSettings) { call in
            try couriers.setDispatchSettings(call.body, by: call.caller.account)
        }
        api.handle(Endpoints.courierOffers) { call in
            Page(
                items: try couriers.deliveries(for: call.caller.account).offers.map(DeliveryOfferBody.init),
                nextCursor: nil)
        }
        api.handle(Endpoints.acceptOffer) { call in
            OrderBody(try couriers.accept(ID(call.path.id), by: call.caller.account))
        }
        api.handle(Endpoints.declineOffer) { call in
            try couriers.decline(ID(call.path.id), by: call.caller.account)
            return NoContent()
        }
        api.handle(Endpoints.courierLocation) { call in
            try couriers.setLocation(
                GeoPoint(latitude: call.body.latitude, longitude: call.body.longitude), by: call.caller.account)
            return NoContent()
        }
        api.handle(Endpoints.courierAvailability) { call in
            AvailabilityRequest(
                available: try couriers.setAvailable(call.body.available, by: call.caller.account).available)
        }
        api.handle(Endpoints.courierSchedule) { call in
            CourierScheduleBody(
                hours: WeeklyHoursBody(try couriers.schedule(for: call.caller.account)),
                timeZone: Neighbourhood.timeZone)
        }
        api.handle(Endpoints.setCourierSchedule) { call in
            CourierScheduleBody(
                hours: WeeklyHoursBody(try couriers.setSchedule(call.body.typed, by: call.caller.account)),
                timeZone: Neighbourhood.timeZone)
        }
        api.handle(Endpoints.createCourier) { call in
            let body = call.body
            guard let vehicle = Vehicle(rawValue: body.vehicle) else {
                throw ValidationFailure([
                    FieldError(field: "vehicle", code: "unknown_value", message: "Use bicycle, scooter or car.")
                ])
            }
            let courier = try couriers.create(
                email: body.email, phone: body.phone, vehicle: vehicle,
                location: GeoPoint(latitude: body.latitude, longitude: body.longitude), by: call.caller.account)
            return OrderCourier(name: courier.name, phone: courier.phone, vehicle: courier.vehicle)
        }
    }
}
