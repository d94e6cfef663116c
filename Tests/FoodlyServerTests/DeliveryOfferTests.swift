import FoodlyAPI
import FoodlyApp
import FoodlyCore
import FoodlyHTTP
import FoodlyStore
import FoodlyTestSupport
import Foundation
import Testing

/// Offers, not orders: an offer that runs out goes to the next courier, three unanswered offers go to everyone, two
/// couriers accepting at once leave one winner, and the courier screen answers them; the kitchen turns an order down
/// only with a reason the customer reads.
@Suite("Delivery offers and the kitchen's reasons")
struct DeliveryOfferTests {
    typealias Object = [String: Any]

    /// The offers waiting for the courier of `token`.
    static func offers(_ crew: LifecycleAPITests.Crew, _ token: String) throws -> [DeliveryOfferBody] {
        let page: Page<DeliveryOfferBody> = try crew.world.send(.get, "/api/v1/courier/offers", token).decoded(
            status: 200)
        return page.items
    }

    /// The dispatcher of `crew`'s world with its clock `seconds` ahead.
    static func dispatcher(_ crew: LifecycleAPITests.Crew, after seconds: Double) -> Dispatcher {
        let clock = DemoSimulatorTests.HandClock()
        clock.advance(minutes: seconds / 60)
        return Dispatcher(environment: AppEnvironment(database: crew.world.app.database, clock: clock))
    }

    /// The index of the courier the order is offered to now (nil: nobody).
    static func asked(_ crew: LifecycleAPITests.Crew, _ id: String) throws -> [Int] {
        try crew.couriers.indices.filter { try offers(crew, crew.couriers[$0]).contains { $0.orderId == id } }
    }

    @Test func anOfferNobodyAnswersGoesToTheNextCourierThenToEveryone() throws {
        let crew = try LifecycleAPITests.Crew(couriers: 3)
        let (_, placed) = try crew.place("Ada")
        var asked: [Int] = []
        for round in 1...3 {
            let now = try Self.asked(crew, placed.id)
            #expect(now.count == 1, "round \(round): one courier at a time")
            #expect(!asked.contains(now[0]), "round \(round): someone not asked before")
            asked += now
            #expect(try Self.dispatcher(crew, after: 61 * Double(round)).tick() == [ID(placed.id)])
        }
        // After three, everyone at once: the two whose offers ended a minute ago (the last one rests a minute).
        #expect(try Self.asked(crew, placed.id) == asked.prefix(2).sorted(), "after three, everyone at once")
        // The first courier's old offer is not theirs to take any more: they take the new one.
        let stored = try crew.world.app.database.read {
            try OfferQueries($0).offers(orderIDs: [ID<Order>(placed.id)])[ID(placed.id)] ?? []
        }
        let expired = try #require(
            stored.first { $0.state == .expired && $0.courierID.rawValue == "courier-\(asked[0])" })
        let late = crew.post("/api/v1/courier/offers/\(expired.id.rawValue)/accept", crew.couriers[asked[0]])
        let lateProblem = try CatalogAPI.problem(late)
        #expect(late.status == 409 && lateProblem.code == "offer_expired")
        #expect(try crew.accept(placed.id) != nil)
        #expect(try Self.asked(crew, placed.id).isEmpty, "taken: the others' offers are withdrawn")
    }

    @Test func twoCouriersAcceptingAtOnceLeaveOneWinnerAndTheOtherIsTold() throws {
        let crew = try LifecycleAPITests.Crew(couriers: 2)
        let live = try LiveServer(responder: crew.world.app.responder)
        defer { live.stop() }
        let (customer, placed) = try crew.place("Ada")
        let admin = try CatalogAPI.token(crew.world.app, role: .admin)
        #expect(crew.world.send(.post, "/api/v1/admin/orders/\(placed.id)/offers", admin).status == 204)
        let offerIDs = try crew.couriers.map { token in
            try #require(try Self.offers(crew, token).first { $0.orderId == placed.id }).id
        }
        let couriers = crew.couriers
        let replies = try OrderConcurrencyTests.race(2) { index in
            try live.connect().request(
                "POST", "/api/v1/courier/offers/\(offerIDs[index])/accept",
                headers: ["Authorization": "Bearer \(couriers[index])", "Content-Type": "application/json"],
                body: [])
        }
        #expect(replies.map(\.status).sorted() == [200, 409], "\(replies.map(\.status))")
        let loser = try #require(replies.first { $0.status == 409 })
        #expect(String(decoding: loser.body, as: UTF8.self).contains("offer_taken"))
        let order: OrderBody = try crew.world.send(.get, "/api/v1/orders/\(placed.id)", customer).decoded()
        let winner = try #require(replies.firstIndex { $0.status == 200 })
        #expect(order.courier?.name == "Courier \(winner)")
    }

    @Test func theCourierScreenAcceptsDeclinesAndSaysWhyAnOfferIsGone() throws {
        let crew = try LifecycleAPITests.Crew(couriers: 2)
        let app = crew.world.app
        let (_, placed) = try crew.place("Ada")
        let rider = try #require(try Self.asked(crew, placed.id).first)
        let page = WebStaffTests.html(
            app.send(.get, "/courier", headers: WebOrderingTests.headers(crew.couriers[rider])))
        #expect(page.contains(#"id="offer-\#(placed.number)""#) && page.contains("Pays $"))
        #expect(page.contains("s left to answer") && page.contains("data-expires="))
        #expect(!page.contains("1 Market St"), "no street before accepting")
        let offer = try #require(try Self.offers(crew, crew.couriers[rider]).first)
        let body = "_csrf=\(WebOrderingTests.csrf)"
        let declined = app.send(
            .post, "/courier/offers/\(offer.id)/decline",
            headers: WebOrderingTests.headers(crew.couriers[rider], form: true),
            body: body)
        #expect(declined.status == 303)
        let other = 1 - rider
        #expect(try Self.asked(crew, placed.id) == [other], "declined: the next courier is asked")
        let again = app.send(
            .post, "/courier/offers/\(offer.id)/accept",
            headers: WebOrderingTests.headers(crew.couriers[rider], form: true),
            body: body)
        #expect(again.refusalStatus == 409)
        #expect(WebStaffTests.html(again).contains("has expired"))
        let next = try #require(try Self.offers(crew, crew.couriers[other]).first)
        let accepted = app.send(
            .post, "/courier/offers/\(next.id)/accept",
            headers: WebOrderingTests.headers(crew.couriers[other], form: true),
            body: body)
        #expect(accepted.status == 303)
        let screen = WebStaffTests.html(
            app.send(.get, "/courier", headers: WebOrderingTests.headers(crew.couriers[other])))
        #expect(screen.contains(#"id="delivery-\#(placed.number)""#) && screen.contains("Directions to the restaurant"))
    }

    @Test func aLoneCourierWhoLetsAnOfferLapseIsAskedAgainAMinuteLater() throws {
        let crew = try LifecycleAPITests.Crew(couriers: 1)
        let (_, placed) = try crew.place("Ada")
        #expect(try Self.asked(crew, placed.id) == [0])
        #expect(try Self.dispatcher(crew, after: 61).tick().isEmpty, "expired, and nobody else to ask")
        #expect(try Self.asked(crew, placed.id).isEmpty)
        #expect(try Self.dispatcher(crew, after: 122).tick() == [ID(placed.id)], "a minute later, again")
        #expect(try Self.asked(crew, placed.id) == [0])
    }

    @Test func aBatchedSecondOrderArrivesAfterTheFirstDoorAndSoonerOnceItIsDelivered() throws {
        let crew = try LifecycleAPITests.Crew(couriers: 1)
        let (ada, first, _) = try crew.order("Ada")
        let (bea, second) = try crew.place("Bea")
        #expect(try crew.accept(second.id) == 0, "the same kitchen, on the same run")
        func latest(_ id: String, _ token: String) throws -> Date {
            try crew.world.send(.get, "/api/v1/orders/\(id)", token).decoded(OrderBody.self).estimatedDeliveryAt
        }
        // Both go to the same street: the second door is the first one's hand-over (5 minutes) later.
        let (firstDoor, secondDoor) = (try latest(first, ada), try latest(second.id, bea))
        #expect(secondDoor.timeIntervalSince(firstDoor) >= 4 * 60, "\(firstDoor) then \(secondDoor)")
        for move in ["accept", "preparing", "ready"] {
            for id in [first, second.id] { _ = crew.post("/api/v1/kitchen/orders/\(id)/\(move)", crew.kitchen) }
        }
        for id in [first, second.id] {
            _ = try crew.post("/api/v1/courier/deliveries/\(id)/pickup", crew.couriers[0]).decoded(
                status: 200, as: OrderBody.self)
        }
        _ = try crew.post("/api/v1/courier/deliveries/\(first)/deliver", crew.couriers[0]).decoded(
            status: 200, as: OrderBody.self)
        #expect(try latest(second.id, bea) < secondDoor, "the first door is behind the courier now")
    }

    @Test func goingOffDutyWithdrawsTheOffersWaitingForAnAnswer() throws {
        let crew = try LifecycleAPITests.Crew(couriers: 1)
        let (_, placed) = try crew.place("Ada")
        #expect(try Self.offers(crew, crew.couriers[0]).map(\.orderId) == [placed.id])
        #expect(
            crew.world.send(.put, "/api/v1/courier/availability", crew.couriers[0], ["available": false]).status == 200)
        #expect(try Self.offers(crew, crew.couriers[0]).isEmpty)
        #expect(try Self.dispatcher(crew, after: 5).tick().isEmpty, "nobody on duty: nobody asked")
    }

    @Test func theKitchenRejectsOnlyWithAReasonTheCustomerReads() throws {
        let crew = try LifecycleAPITests.Crew(couriers: 1)
        let app = crew.world.app
        let (customer, placed) = try crew.place("Ada")
        let form = WebOrderingTests.headers(crew.kitchen, form: true)
        let page = WebStaffTests.html(
            app.send(.get, "/kitchen/orders/\(placed.id)/reject", headers: WebOrderingTests.headers(crew.kitchen)))
        #expect(page.contains("Why can you not take it?") && page.contains(#"value="sold_out""#))
        let bare = crew.post("/api/v1/kitchen/orders/\(placed.id)/reject", crew.kitchen)
        let bareProblem = try CatalogAPI.problem(bare)
        #expect(bare.status == 422 && bareProblem.fields == ["reason"])
        let wordless = app.send(
            .post, "/kitchen/orders/\(placed.id)/reject", headers: form,
            body: "_csrf=\(WebOrderingTests.csrf)&reason=other&note=")
        #expect(wordless.refusalStatus == 422)
        #expect(WebStaffTests.html(wordless).contains(#"id="field-note-error""#))
        let unchanged: OrderBody = try crew.world.send(.get, "/api/v1/orders/\(placed.id)", customer).decoded()
        #expect(unchanged.status == .placed)
        let rejected = app.send(
            .post, "/kitchen/orders/\(placed.id)/reject", headers: form,
            body: "_csrf=\(WebOrderingTests.csrf)&reason=sold_out&note=The+lentils+ran+out.")
        #expect(rejected.status == 303)
        let order: OrderBody = try crew.world.send(.get, "/api/v1/orders/\(placed.id)", customer).decoded()
        #expect(order.status == .rejected)
        #expect(order.cancellationReason == "Something you ordered has run out. The lentils ran out.")
        let orderPage = WebStaffTests.html(
            app.send(.get, "/orders/\(placed.id)", headers: WebOrderingTests.headers(customer)))
        #expect(orderPage.contains("The restaurant said: </strong>Something you ordered has run out."))
        let mail = try #require(try app.mailbox.messages(to: "ada@example.com").last)
        #expect(mail.subject.hasSuffix("was not accepted") && mail.text.contains("The lentils ran out."))
        #expect(try Self.offers(crew, crew.couriers[0]).isEmpty, "its offer is withdrawn")
    }

    @Test func theKitchenCardSaysWhoComesAndPrintsATicketWithTheAllergens() throws {
        let crew = try LifecycleAPITests.Crew(couriers: 1)
        let app = crew.world.app
        let (_, placed) = try crew.place("Ada")
        let headers = WebOrderingTests.headers(crew.kitchen)
        var screen = WebStaffTests.html(app.send(.get, "/kitchen", headers: headers))
        #expect(screen.contains("Looking for a courier") && screen.contains("1 new order to accept"))
        #expect(screen.contains("data-new-order") && screen.contains(#"id="kitchen-sound""#))
        #expect(try crew.accept(placed.id) == 0)
        screen = WebStaffTests.html(app.send(.get, "/kitchen", headers: headers))
        #expect(screen.contains("Courier Courier 0: <strong>here in about"))
        let ticket = WebStaffTests.html(app.send(.get, "/kitchen/orders/\(placed.id)/ticket", headers: headers))
        #expect(ticket.contains(#"<h2 class="ticket-number">#\#(placed.number)</h2>"#))
        #expect(ticket.contains("2 × Lentil Bowl") && ticket.contains("For Ada"))
        #expect(ticket.contains(#"<strong class="block ticket-allergens">Allergens: Sesame</strong>"#))
        #expect(ticket.contains("data-print"))
        let other = app.send(
            .get, "/kitchen/orders/\(placed.id)/ticket", headers: WebOrderingTests.headers(crew.otherKitchen))
        #expect(other.status == 404, "another kitchen's order")
    }
}
