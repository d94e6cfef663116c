import FoodlyAPI
import FoodlyApp
import FoodlyCore
import FoodlyHTTP
import FoodlyStore
import FoodlyTestSupport
import Foundation
import Testing

/// Kitchen, courier and review routes: the whole way to "delivered", invalid moves, and who may see what.
@Suite("Order lifecycle API")
struct LifecycleAPITests {
    /// A world with a kitchen account for Lentil Place, a second restaurant with its own kitchen, and two couriers
    /// with accounts (`courier-0`, `courier-1`).
    struct Crew {
        let world: OrderingWorld
        let kitchen: String
        let otherKitchen: String
        let otherRestaurant: String
        let couriers: [String]

        init(couriers count: Int = 2) throws {
            let world = try OrderingWorld(couriers: count)
            self.world = world
            let accounts = AccountService(environment: world.app.environment)
            func account(_ name: String, _ role: Role) throws -> (UserAccount, String) {
                let created = try accounts.register(
                    Registration(
                        fullName: "\(name) Worker", email: "\(name.lowercased())@example.com", password: "abcdef1!"),
                    role: role, signIn: true)
                return (created.user, created.token)
            }
            let otherRestaurant = try CatalogAPI.seed(world.app, [CatalogAPI.restaurant("Other Place", northKm: 2)])[0]
            self.otherRestaurant = otherRestaurant
            let (chef, chefToken) = try account("Chef", .staff)
            let (rival, rivalToken) = try account("Rival", .staff)
            try world.app.database.write { connection in
                let staff = MerchantQueries(connection)
                try staff.setMembership(chef.id, restaurantID: ID(world.restaurantID), role: .staff)
                try staff.setMembership(rival.id, restaurantID: ID(otherRestaurant), role: .staff)
            }
            kitchen = chefToken
            otherKitchen = rivalToken
            var tokens: [String] = []
            for index in 0..<count {
                let (rider, token) = try account("Rider\(["A", "B", "C"][index])", .courier)
                _ = try world.app.database.write { connection in
                    try connection.execute(
                        "UPDATE couriers SET user_id = $1 WHERE id = $2",
                        [.text(rider.id.rawValue), .text("courier-\(index)")])
                }
                tokens.append(token)
            }
            couriers = tokens
        }

        /// Places an order for a new customer, and has the courier it is offered to accept it; returns (customer
        /// token, order id, courier index or nil when nobody was offered it).
        func order(_ name: String) throws -> (String, String, Int?) {
            let (token, order) = try place(name)
            return (token, order.id, try accept(order.id))
        }

        /// Places an order for a new customer (nobody accepts it yet); returns their token and the order placed.
        func place(_ name: String) throws -> (String, OrderBody) {
            let token = try world.customer(name)
            try world.fillCart(token)
            return (token, try world.place(token).decoded(status: 201))
        }

        /// Has the courier who was offered order `id` accept it; their index, or nil when nobody was offered it.
        @discardableResult
        func accept(_ id: String) throws -> Int? {
            for (index, rider) in couriers.enumerated() {
                let offers: Page<DeliveryOfferBody> = try world.send(.get, "/api/v1/courier/offers", rider).decoded()
                if let offer = offers.items.first(where: { $0.orderId == id }) {
                    let _: OrderBody = try post("/api/v1/courier/offers/\(offer.id)/accept", rider).decoded(status: 200)
                    return index
                }
            }
            return nil
        }

        /// Posts `body` as `token`; a courier's `…/deliver` without a body of its own carries the code the order's
        /// customer reads out at the door.
        func post(_ path: String, _ token: String, _ body: Any? = nil) -> Response {
            let parts = path.split(separator: "/")
            if body == nil, parts.last == "deliver", parts.count >= 2 {
                return world.send(.post, path, token, ["code": (try? code(String(parts[parts.count - 2]))) ?? ""])
            }
            return world.send(.post, path, token, body ?? [String: Any]())
        }

        /// The handover code of order `id`, as its customer sees it.
        func code(_ id: String) throws -> String {
            try world.app.database.read {
                try $0.queryOne("SELECT handover_code FROM orders WHERE id = $1", [.text(id)])?.string("handover_code")
            } ?? ""
        }
    }

    @Test func theKitchenAndTheCourierTakeAnOrderAllTheWayAndTheCustomerReviewsIt() throws {
        let crew = try Crew()
        let (customer, id, courier) = try crew.order("Ada")
        let rider = crew.couriers[try #require(courier)]
        let listed = try CatalogAPI.object(crew.world.send(.get, "/api/v1/kitchen/orders?status=placed", crew.kitchen))
        #expect((listed["items"] as? [[String: Any]])?.map { $0["id"] as? String } == [id])
        for action in ["accept", "preparing", "ready"] {
            #expect(crew.post("/api/v1/kitchen/orders/\(id)/\(action)", crew.kitchen).status == 200, "\(action)")
        }
        let mine = try CatalogAPI.object(crew.world.send(.get, "/api/v1/courier/deliveries", rider))
        #expect((mine["items"] as? [[String: Any]])?.map { $0["id"] as? String } == [id])
        #expect(crew.post("/api/v1/orders/\(id)/review", customer, ["rating": 5]).status == 409, "not delivered yet")
        #expect(crew.post("/api/v1/courier/deliveries/\(id)/pickup", rider).status == 200)
        let delivered = try CatalogAPI.object(crew.post("/api/v1/courier/deliveries/\(id)/deliver", rider))
        #expect(delivered["status"] as? String == "delivered")
        let steps = (delivered["timeline"] as? [[String: Any]])?.compactMap { $0["status"] as? String }
        #expect(steps == ["placed", "accepted", "preparing", "ready", "picked_up", "delivered"])

        let reviewed = crew.post("/api/v1/orders/\(id)/review", customer, ["rating": 4, "comment": "Fresh and warm."])
        #expect(reviewed.status == 201)
        let twice = crew.post("/api/v1/orders/\(id)/review", customer, ["rating": 1])
        #expect(twice.status == 409)
        #expect(try CatalogAPI.problem(twice).code == "already_reviewed")
        #expect(crew.post("/api/v1/orders/\(id)/review", customer, ["rating": 6]).status == 422)
        let restaurant = try CatalogAPI.object(
            crew.world.app.send(.get, "/api/v1/restaurants/\(crew.world.restaurantID)"))
        #expect(restaurant["rating"] as? Double == 4)
        #expect(restaurant["ratingCount"] as? Int == 1)
    }

    @Test func movesTheLifecycleDoesNotAllowAre409() throws {
        let crew = try Crew()
        let (_, id, courier) = try crew.order("Ada")
        let rider = crew.couriers[try #require(courier)]
        for (path, token) in [
            ("/api/v1/kitchen/orders/\(id)/ready", crew.kitchen),
            ("/api/v1/kitchen/orders/\(id)/preparing", crew.kitchen),
            ("/api/v1/courier/deliveries/\(id)/pickup", rider), ("/api/v1/courier/deliveries/\(id)/deliver", rider),
        ] {
            let refused = crew.post(path, token)
            #expect(refused.status == 409, "\(path)")
            #expect(try CatalogAPI.problem(refused).code == "invalid_transition")
        }
        #expect(crew.post("/api/v1/kitchen/orders/\(id)/accept", crew.kitchen).status == 200)
        #expect(crew.post("/api/v1/kitchen/orders/\(id)/accept", crew.kitchen).status == 409)
        #expect(
            crew.post("/api/v1/kitchen/orders/\(id)/reject", crew.kitchen, ["reason": "busy"]).status == 409,
            "only while placed")
    }

    @Test func everyRoleSeesOnlyWhatIsItsOwn() throws {
        let crew = try Crew()
        let (customer, id, courier) = try crew.order("Ada")
        let rider = crew.couriers[try #require(courier)]
        let otherRider = crew.couriers[1 - (courier ?? 0)]
        // A customer on kitchen and courier routes: 403.
        for (method, path) in [
            (HTTPMethod.get, "/api/v1/kitchen/orders"), (.post, "/api/v1/kitchen/orders/\(id)/accept"),
            (.get, "/api/v1/courier/deliveries"), (.post, "/api/v1/courier/deliveries/\(id)/pickup"),
        ] {
            #expect(
                crew.world.send(method, path, customer, method == .post ? [String: Any]() : nil).status == 403,
                "\(path)")
        }
        // Staff of another restaurant: the order does not exist for them.
        #expect(crew.post("/api/v1/kitchen/orders/\(id)/accept", crew.otherKitchen).status == 404)
        let theirs = try CatalogAPI.object(crew.world.send(.get, "/api/v1/kitchen/orders", crew.otherKitchen))
        #expect((theirs["items"] as? [Any])?.isEmpty == true)
        // Another courier: neither listed nor movable.
        #expect(crew.post("/api/v1/kitchen/orders/\(id)/accept", crew.kitchen).status == 200)
        let others = try CatalogAPI.object(crew.world.send(.get, "/api/v1/courier/deliveries", otherRider))
        #expect((others["items"] as? [Any])?.isEmpty == true)
        #expect(crew.post("/api/v1/courier/deliveries/\(id)/pickup", otherRider).status == 404)
        #expect(crew.world.send(.get, "/api/v1/courier/deliveries", rider).status == 200)
        // A kitchen cannot sell out another restaurant's dish.
        let dish = crew.world.dishes["Lentil Bowl"]!
        #expect(
            crew.world.send(.patch, "/api/v1/kitchen/dishes/\(dish)", crew.otherKitchen, ["available": false]).status
                == 404)
        #expect(
            crew.world.send(.patch, "/api/v1/kitchen/dishes/\(dish)", crew.kitchen, ["available": false]).status == 204)
        let search = try CatalogAPI.object(crew.world.app.send(.get, "/api/v1/search?q=lentil%20bowl"))
        #expect((search["dishes"] as? [Any])?.isEmpty == true, "sold out leaves search at once")
    }

    /// An archived dish stays in the orders that name it, and nowhere else: no menu, search, dish page, cart or
    /// kitchen switch finds it.
    @Test func anArchivedDishIsGoneFromMenusCartsAndTheKitchen() throws {
        let crew = try Crew(couriers: 1)
        let dish = crew.world.dishes["Lentil Bowl"]!
        #expect(try SQLCatalogStore(database: crew.world.app.database).archiveDish(ID(dish)))
        let app = crew.world.app
        let menu = try CatalogAPI.object(app.send(.get, "/api/v1/restaurants/\(crew.world.restaurantID)"))
        let names = (menu["menu"] as? [[String: Any]] ?? []).flatMap { ($0["dishes"] as? [[String: Any]]) ?? [] }
            .compactMap { $0["name"] as? String }
        #expect(!names.isEmpty && !names.contains("Lentil Bowl"))
        let search = try CatalogAPI.object(app.send(.get, "/api/v1/search?q=lentil%20bowl"))
        #expect((search["dishes"] as? [Any])?.isEmpty == true)
        #expect(app.send(.get, "/api/v1/dishes/\(dish)").status == 404)
        let ann = try crew.world.customer("Ann")
        #expect(crew.world.send(.post, "/api/v1/cart/items", ann, ["dishId": dish, "quantity": 1]).status == 404)
        #expect(
            crew.world.send(.patch, "/api/v1/kitchen/dishes/\(dish)", crew.kitchen, ["available": true]).status == 404)
        #expect(try SQLCatalogStore(database: app.database).archiveDish(ID(dish)) == false, "archived once")
    }

    @Test func aCourierCarriesTwoOrdersAtMostAndADeliveryMakesRoomForTheNext() throws {
        let crew = try Crew(couriers: 1)
        let (_, first, courier) = try crew.order("Ann")
        #expect(courier == 0)
        // Bob's order comes from the same kitchen to the same door: it joins the run.
        let (_, bobs) = try crew.place("Bob")
        let offers: Page<DeliveryOfferBody> = try crew.world.send(.get, "/api/v1/courier/offers", crew.couriers[0])
            .decoded()
        #expect(offers.items.map(\.orderId) == [bobs.id] && offers.items.first?.joinsRun == true)
        #expect(try crew.accept(bobs.id) == 0)
        let (cat, third, none) = try crew.order("Cat")
        #expect(none == nil, "the courier carries two already: nobody is asked")
        for action in ["accept", "preparing", "ready"] {
            #expect(crew.post("/api/v1/kitchen/orders/\(first)/\(action)", crew.kitchen).status == 200)
        }
        #expect(crew.post("/api/v1/courier/deliveries/\(first)/pickup", crew.couriers[0]).status == 200)
        #expect(crew.post("/api/v1/courier/deliveries/\(first)/deliver", crew.couriers[0]).status == 200)
        #expect(try crew.accept(third) == 0, "offered once a delivery made room")
        let taken: OrderBody = try crew.world.send(.get, "/api/v1/orders/\(third)", cat).decoded()
        #expect(taken.courier?.name == "Courier 0")
    }

    @Test func goingOffDutyAndBackOnTakesTheWaitingOrder() throws {
        let crew = try Crew(couriers: 1)
        #expect(
            crew.world.send(.put, "/api/v1/courier/availability", crew.couriers[0], ["available": false]).status == 200)
        let (ann, id, none) = try crew.order("Ann")
        #expect(none == nil)
        #expect(
            crew.world.send(
                .put, "/api/v1/courier/location", crew.couriers[0], ["latitude": 37.79, "longitude": -122.41]
            ).status == 204)
        #expect(
            crew.world.send(.put, "/api/v1/courier/location", crew.couriers[0], ["latitude": 91, "longitude": 0]).status
                == 422)
        #expect(
            crew.world.send(.put, "/api/v1/courier/availability", crew.couriers[0], ["available": true]).status == 200)
        #expect(try crew.accept(id) == 0, "offered on coming back on duty")
        let order: OrderBody = try crew.world.send(.get, "/api/v1/orders/\(id)", ann).decoded()
        #expect(order.courier?.name == "Courier 0")
        let leaving = crew.world.send(.put, "/api/v1/courier/availability", crew.couriers[0], ["available": false])
        let refusal = try CatalogAPI.problem(leaving)
        #expect(leaving.status == 409 && refusal.code == "still_carrying")
    }
}

@Suite("Admin: couriers and staff")
struct AdminCrewTests {
    @Test func adminsAddCouriersForCourierAccountsAndLinkStaff() throws {
        let world = try OrderingWorld(couriers: 0)
        let admin = try CatalogAPI.token(world.app, role: .admin)
        let accounts = AccountService(environment: world.app.environment)
        _ = try accounts.register(
            Registration(fullName: "Rita Rider", email: "rita@example.com", password: "abcdef1!"), role: .courier,
            signIn: false)
        _ = try accounts.register(
            Registration(fullName: "Chef Rosa", email: "rosa@example.com", password: "abcdef1!"), role: .staff,
            signIn: false)
        let customer = try world.customer()
        let body: [String: Any] = [
            "email": "rita@example.com", "phone": "(415) 555-0188", "vehicle": "scooter", "latitude": 37.79,
            "longitude": -122.41,
        ]
        #expect(world.send(.post, "/api/v1/admin/couriers", customer, body).status == 403)
        let created = world.send(.post, "/api/v1/admin/couriers", admin, body)
        #expect(created.status == 201)
        #expect(try CatalogAPI.object(created)["phone"] as? String == "+14155550188")
        #expect(
            try CatalogAPI.problem(world.send(.post, "/api/v1/admin/couriers", admin, body)).code == "courier_exists")
        var wrong = body
        wrong["email"] = "rosa@example.com"
        wrong["vehicle"] = "rocket"
        #expect(world.send(.post, "/api/v1/admin/couriers", admin, wrong).status == 422)

        let staff: [String: Any] = ["email": "rosa@example.com", "restaurantId": world.restaurantID]
        #expect(world.send(.post, "/api/v1/admin/staff", customer, staff).status == 403)
        #expect(world.send(.post, "/api/v1/admin/staff", admin, staff).status == 204)
        let unknown = world.send(
            .post, "/api/v1/admin/staff", admin, ["email": "rita@example.com", "restaurantId": "nope"] as [String: Any])
        #expect(Set(try CatalogAPI.problem(unknown).fields) == ["email", "restaurantId"])
    }
}
