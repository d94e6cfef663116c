import FoodlyAPI
import FoodlyApp
import FoodlyCore
import FoodlyHTTP

/// Kitchen (staff), courier and review routes. The services check roles and ownership: a customer on a kitchen or
/// courier route gets 403; staff of another restaurant and other couriers get 404.
struct LifecycleRoutes {
    let kitchen: KitchenService
    let couriers: CourierService
    let orders: OrderService
    let events: OrderEvents
    let authenticator: Authenticator

    func register(in router: inout Router) {
        let kitchen = self.kitchen
        let couriers = self.couriers
        let orders = self.orders
        let events = self.events
        let authenticator = self.authenticator

        router.get("/api/v1/kitchen/orders") { request in
            let caller = try authenticator.requireAccount(request)
            let statuses = try request.query["status"].map { text in
                try text.split(separator: ",").map { part in
                    guard let status = OrderStatus(rawValue: String(part)) else {
                        throw QueryReader.badQuery(
                            "status", "use statuses such as placed,accepted (comma-separated).")
                    }
                    return status
                }
            }
            let found = try kitchen.orders(for: caller, statuses: statuses)
            return try .json(Page(items: found.map(OrderBody.init), nextCursor: nil))
        }
        for (action, status) in OrderActions.kitchen {
            router.post("/api/v1/kitchen/orders/:id/\(action)") { request in
                try .json(
                    OrderBody(
                        try kitchen.move(
                            ID(try request.parameter("id")), to: status, by: try authenticator.requireAccount(request)))
                )
            }
        }
        router.patch("/api/v1/kitchen/dishes/:id") { request in
            let caller = try authenticator.requireAccount(request)
            let body = try request.decodeJSON(AvailabilityRequest.self)
            try kitchen.setDishAvailable(body.available, dishID: ID(try request.parameter("id")), by: caller)
            return .noContent
        }
        router.get("/api/v1/courier/deliveries") { request in
            let mine = try couriers.deliveries(for: try authenticator.requireAccount(request))
            return try .json(Page(items: mine.deliveries.map(OrderBody.init), nextCursor: nil))
        }
        for (action, status) in OrderActions.courier {
            router.post("/api/v1/courier/deliveries/:id/\(action)") { request in
                try .json(
                    OrderBody(
                        try couriers.move(
                            ID(try request.parameter("id")), to: status, by: try authenticator.requireAccount(request)))
                )
            }
        }
        router.put("/api/v1/courier/location") { request in
            let caller = try authenticator.requireAccount(request)
            let body = try request.decodeJSON(LocationRequest.self)
            try couriers.setLocation(
                GeoPoint(latitude: body.latitude, longitude: body.longitude), by: caller)
            return .noContent
        }
        router.put("/api/v1/courier/availability") { request in
            let caller = try authenticator.requireAccount(request)
            let body = try request.decodeJSON(AvailabilityRequest.self)
            let courier = try couriers.setAvailable(body.available, by: caller)
            return try .json(AvailabilityRequest(available: courier.available))
        }
        router.post("/api/v1/admin/staff") { request in
            let caller = try authenticator.requireAccount(request)
            let body = try request.decodeJSON(StaffRequest.self)
            try kitchen.assignStaff(email: body.email, restaurantID: ID(body.restaurantId), by: caller)
            return .noContent
        }
        router.post("/api/v1/admin/couriers") { request in
            let caller = try authenticator.requireAccount(request)
            let body = try request.decodeJSON(CourierRequest.self)
            guard let vehicle = Vehicle(rawValue: body.vehicle) else {
                throw ValidationFailure([
                    ValidationIssue(field: "vehicle", code: "unknown_value", message: "Use bicycle, scooter or car.")
                ])
            }
            let courier = try couriers.create(
                email: body.email, phone: body.phone, vehicle: vehicle,
                location: GeoPoint(latitude: body.latitude, longitude: body.longitude), by: caller)
            return try .json(
                OrderCourier(name: courier.name, phone: courier.phone, vehicle: courier.vehicle.rawValue), status: 201)
        }
        router.get("/api/v1/orders/:id/events") { request in
            let customer = try authenticator.requireAccount(request)
            let id = ID<Order>(try request.parameter("id"))
            let current = try orders.order(id, for: customer).order
            let steps = max(0, Int(request.headers["Last-Event-ID"] ?? "") ?? 0)
            // A final order the client has seen whole: 204 tells browsers to stop reconnecting.
            if !current.status.isActive && steps >= current.timeline.count { return .noContent }
            let stream = EventStream()
            let feed = OrderEventFeed(stream: stream, orderID: id, user: customer, orders: orders, steps: steps)
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
        router.post("/api/v1/orders/:id/review") { request in
            let caller = try authenticator.requireAccount(request)
            let body = try request.decodeJSON(ReviewRequest.self)
            try orders.review(
                ID(try request.parameter("id")), rating: body.rating, comment: body.comment ?? "", by: caller
            )
            return try .json(body, status: 201)
        }
    }
}
