import FoodlyAPI
import FoodlyApp
import FoodlyCore
import FoodlyHTTP
import FoodlyStore
import FoodlyTestSupport
import Foundation
import Testing

/// At the door: an order left there is proved by the courier's photo (shown to its customer, its courier and
/// operators only, without the place it was taken); a customer who does not answer is tried for 10 minutes, then the
/// delivery ends as failed, charged to a card but not collected in cash, and the customer is mailed. Runs on SQLite
/// and PostgreSQL.
@Suite("At the door: photos and customers who do not answer")
struct DoorstepTests {
    /// An order placed (with `leaveAtDoor`) and picked up by the crew's courier: the crew, the customer's token and
    /// the order as the customer reads it.
    static func pickedUp(leaveAtDoor: Bool) throws -> (LifecycleAPITests.Crew, String, OrderBody) {
        let crew = try LifecycleAPITests.Crew(couriers: 1)
        let customer = try crew.world.customer("Ada")
        try crew.world.fillCart(customer)
        let placed: OrderBody = try crew.world.send(
            .post, "/api/v1/orders", customer, ["leaveAtDoor": leaveAtDoor],
            headers: ["Idempotency-Key": UUID().uuidString]
        ).decoded(status: 201)
        #expect(placed.doorstep == DoorstepBody(leaveAtDoor: leaveAtDoor))
        #expect(try crew.accept(placed.id) == 0)
        for action in ["accept", "preparing", "ready"] {
            #expect(crew.post("/api/v1/kitchen/orders/\(placed.id)/\(action)", crew.kitchen).status == 200)
        }
        #expect(crew.post("/api/v1/courier/deliveries/\(placed.id)/pickup", crew.couriers[0]).status == 200)
        return (crew, customer, try crew.world.send(.get, "/api/v1/orders/\(placed.id)", customer).decoded())
    }

    /// Sends `bytes` as the door photo of order `id`, as `token`.
    static func sendPhoto(
        _ crew: LifecycleAPITests.Crew, _ id: String, _ bytes: [UInt8], _ type: String, _ token: String
    )
        -> Response
    {
        crew.world.app.responder.respond(
            to: Request(
                method: .put, target: "/api/v1/courier/deliveries/\(id)/photo",
                headers: ["Content-Type": type, "Authorization": "Bearer \(token)"], body: bytes))
    }

    @Test func anOrderLeftAtTheDoorIsDeliveredWithAPhotoOnlyItsPeopleSee() throws {
        let (crew, customer, order) = try Self.pickedUp(leaveAtDoor: true)
        let rider = crew.couriers[0]
        let deliver = "/api/v1/courier/deliveries/\(order.id)/deliver"
        let early = crew.world.send(.post, deliver, rider, [String: Any]())
        #expect(try early.status == 422 && CatalogAPI.problem(early).fields == ["photo"], "no code asked, a photo")

        let text = Self.sendPhoto(crew, order.id, Array("not a picture".utf8), "image/jpeg", rider)
        #expect(try text.status == 422 && CatalogAPI.problem(text).code == "not_an_image")
        let stranger = try crew.world.customer("Eve")
        let theirs = Self.sendPhoto(
            crew, order.id, TestImages.jpegWithLocation(width: 1200, height: 900), "image/jpeg", stranger)
        #expect(theirs.status == 403)

        let photographed: OrderBody = try Self.sendPhoto(
            crew, order.id, TestImages.jpegWithLocation(width: 1200, height: 900), "image/jpeg", rider
        ).decoded(status: 200)
        let url = try #require(photographed.doorstep.photoUrl)
        #expect(url == "/api/v1/orders/\(order.id)/door-photo")
        let delivered: OrderBody = try crew.world.send(.post, deliver, rider, [String: Any]()).decoded(status: 200)
        #expect(delivered.status == .delivered)

        let seen = crew.world.send(.get, url, customer)
        #expect(seen.status == 200 && seen.headers["Content-Type"] == "image/jpeg")
        #expect(seen.headers["Cache-Control"] == "private, no-store")
        #expect(TestImages.header(seen.body)?.width == 960 && TestImages.header(seen.body)?.hasExif == false)
        #expect(crew.world.send(.get, url, rider).status == 200)
        #expect(crew.world.send(.get, url, stranger).status == 404)
        #expect(crew.world.send(.get, url, crew.kitchen).status == 404)
        let page = WebStaffTests.html(
            crew.world.app.send(.get, "/orders/\(order.id)", headers: WebOrderingTests.headers(customer)))
        #expect(page.contains(#"src="/orders/\#(order.id)/door-photo""#) && !page.contains("handover-digits"))
    }

    @Test func aHandedOverOrderTakesNoPhotoAndDoorPhotosGoAfterThirtyDays() throws {
        let (crew, _, order) = try Self.pickedUp(leaveAtDoor: false)
        let refused = Self.sendPhoto(
            crew, order.id, TestImages.make(.png, width: 320, height: 240), "image/png", crew.couriers[0])
        #expect(try refused.status == 422 && CatalogAPI.problem(refused).fields == ["photo"])

        let (other, customer, left) = try Self.pickedUp(leaveAtDoor: true)
        #expect(
            Self.sendPhoto(
                other, left.id, TestImages.make(.png, width: 320, height: 240), "image/png", other.couriers[0]
            )
            .status == 200)
        let month = Date().addingTimeInterval(-Doorstep.photoKeptSeconds - 60)
        try other.world.app.database.write {
            _ = try $0.execute(
                "UPDATE door_photos SET taken_at = $1 WHERE order_id = $2",
                [.text(StoreTime.text(month)), .text(left.id)])
        }
        #expect(try OrderScheduler(environment: other.world.app.environment).deleteOldDoorPhotos() == 1)
        #expect(other.world.send(.get, "/api/v1/orders/\(left.id)/door-photo", customer).status == 404)
        let after: OrderBody = try other.world.send(.get, "/api/v1/orders/\(left.id)", customer).decoded()
        #expect(after.doorstep.photoUrl == nil && after.doorstep.leaveAtDoor)
    }

    @Test func aCustomerWhoDoesNotAnswerIsTriedForTenMinutesThenTheCashOrderFailsUncollected() throws {
        let (crew, customer, order) = try Self.pickedUp(leaveAtDoor: false)
        let rider = crew.couriers[0]
        let base = "/api/v1/courier/deliveries/\(order.id)"
        let first: OrderBody = try crew.post("\(base)/not-answering", rider).decoded(status: 200)
        let since = try #require(first.doorstep.unansweredSince)
        #expect(first.doorstep.attempts == 1 && first.doorstep.waitEndsAt == since.addingTimeInterval(600))
        let second: OrderBody = try crew.post("\(base)/not-answering", rider).decoded(status: 200)
        #expect(second.doorstep.attempts == 2 && second.doorstep.unansweredSince == since, "the wait starts once")
        let page = WebStaffTests.html(
            crew.world.app.send(.get, "/orders/\(order.id)", headers: WebOrderingTests.headers(customer)))
        #expect(page.contains(#"id="courier-at-door""#))

        let early = crew.post("\(base)/give-up", rider)
        #expect(try early.status == 409 && CatalogAPI.problem(early).code == "still_waiting")
        #expect(String(decoding: early.body, as: UTF8.self).contains("10 more minutes"))
        try Self.backdateWait(crew.world.app.database, order.id)
        let stranger = try crew.world.customer("Eve")
        #expect(crew.post("\(base)/give-up", stranger).status == 403)

        let failed: OrderBody = try crew.post("\(base)/give-up", rider).decoded(status: 200)
        #expect(failed.status == .failed)
        #expect(crew.post("\(base)/give-up", rider).status == 409, "once")
        let entries = try crew.world.app.database.read { try LedgerQueries($0).entries(orderID: ID(order.id)) }
        #expect(entries.map(\.event).contains(.writtenOff) && !entries.map(\.event).contains(.cashCollected))
        #expect(entries.first { $0.event == .writtenOff }?.amount == order.pricing.total)
        #expect(entries.map(\.event).contains(.courierPay), "the courier rode: they are paid")
        #expect(
            try crew.world.app.database.read { try InvoiceQueries($0).number(orderID: ID(order.id)) } == nil,
            "nothing was sold: no invoice")
        let mails = try crew.world.app.mailbox.messages(to: "ada@example.com")
        let mail = try #require(mails.first { $0.subject.contains("could not be delivered") })
        #expect(mail.text.contains("2 times") && mail.text.contains("you pay nothing for it"))
        let offDuty = crew.world.send(.put, "/api/v1/courier/availability", rider, ["available": false])
        #expect(offDuty.status == 200, "nothing carried any more")
        // Nothing was paid, so an operator has nothing to give back: no cash owed for a meal never handed over.
        let admin = try CatalogAPI.token(crew.world.app, role: .admin)
        let refund = crew.world.send(
            .post, "/api/v1/admin/orders/\(order.id)/refunds", admin, ["amount": 100, "reason": "Complaint"])
        #expect(try refund.status == 409 && CatalogAPI.problem(refund).code == "refund_exceeds_charge")
        #expect(String(decoding: refund.body, as: UTF8.self).contains("Nothing was paid for this order"))
        let after = try crew.world.app.database.read { try LedgerQueries($0).entries(orderID: ID(order.id)) }
        #expect(after.count == entries.count, "nothing posted")
    }

    @Test func onlyAPickedUpOrderOfTheCourierCanWaitAtTheDoor() throws {
        let crew = try LifecycleAPITests.Crew(couriers: 1)
        let (_, id, courier) = try crew.order("Ada")
        #expect(courier == 0)
        let early = crew.post("/api/v1/courier/deliveries/\(id)/not-answering", crew.couriers[0])
        #expect(try early.status == 409 && CatalogAPI.problem(early).code == "invalid_transition")
        let (other, _, _) = try Self.pickedUp(leaveAtDoor: false)
        #expect(other.post("/api/v1/courier/deliveries/\(id)/not-answering", other.couriers[0]).status == 404)
    }

    /// Moves the start of the wait at order `id`'s door 11 minutes back.
    static func backdateWait(_ database: any Database, _ id: String) throws {
        let before = Date().addingTimeInterval(-Doorstep.waitSeconds - 60)
        try database.write {
            _ = try $0.execute(
                "UPDATE orders SET unanswered_since = $1 WHERE id = $2", [.text(StoreTime.text(before)), .text(id)])
        }
    }
}
