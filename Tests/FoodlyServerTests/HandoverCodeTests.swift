import FoodlyAPI
import FoodlyApp
import FoodlyCore
import FoodlyStore
import FoodlyTestSupport
import Foundation
import Testing

/// Proof at the door: the customer alone sees the four digits, the courier delivers only with them, and five wrong
/// codes lock the delivery for an operator.
@Suite("Handover codes")
struct HandoverCodeTests {
    @Test func codesAreFourDigitsAndMatchWhateverTheSpacing() {
        #expect(HandoverCode.make(from: 7) == "0007" && HandoverCode.make(from: 4_294_967_295) == "7295")
        #expect(HandoverCode.matches("48 21", "4821") && HandoverCode.matches("4-8-2-1", "4821"))
        #expect(!HandoverCode.matches("4822", "4821") && !HandoverCode.matches("", ""))
    }

    /// An order picked up by the crew's courier: (the crew, the customer's token, the order as the customer reads it).
    static func pickedUp() throws -> (LifecycleAPITests.Crew, String, OrderBody) {
        let crew = try LifecycleAPITests.Crew(couriers: 1)
        let (customer, id, courier) = try crew.order("Ada")
        #expect(courier == 0)
        for action in ["accept", "preparing", "ready"] {
            #expect(crew.post("/api/v1/kitchen/orders/\(id)/\(action)", crew.kitchen).status == 200)
        }
        #expect(crew.post("/api/v1/courier/deliveries/\(id)/pickup", crew.couriers[0]).status == 200)
        return (crew, customer, try crew.world.send(.get, "/api/v1/orders/\(id)", customer).decoded(status: 200))
    }

    @Test func onlyTheCustomerSeesTheCodeAndTheCourierDeliversWithIt() throws {
        let (crew, customer, order) = try Self.pickedUp()
        let code = try #require(order.handoverCode)
        #expect(code.count == 4 && code.allSatisfy(\.isNumber))
        let page = WebStaffTests.html(
            crew.world.app.send(.get, "/orders/\(order.id)", headers: WebOrderingTests.headers(customer)))
        #expect(page.contains(#"<strong class="handover-digits">\#(code)</strong>"#))
        let theirs: Page<OrderBody> = try crew.world.send(.get, "/api/v1/courier/deliveries", crew.couriers[0])
            .decoded()
        #expect(theirs.items.map(\.handoverCode) == [nil], "the courier hears it at the door, not from the API")
        let kitchen: Page<OrderBody> = try crew.world.send(.get, "/api/v1/kitchen/orders", crew.kitchen).decoded()
        #expect(kitchen.items.allSatisfy { $0.handoverCode == nil })
        let screen = WebStaffTests.html(
            crew.world.app.send(.get, "/courier", headers: WebOrderingTests.headers(crew.couriers[0])))
        #expect(screen.contains(#"name="code""#) && !screen.contains(code))

        let path = "/api/v1/courier/deliveries/\(order.id)/deliver"
        let missing = crew.post(path, crew.couriers[0], [String: Any]())
        let missingProblem = try CatalogAPI.problem(missing)
        #expect(missing.status == 422 && missingProblem.fields == ["code"])
        let delivered: OrderBody = try crew.post(path, crew.couriers[0], ["code": " \(code) "]).decoded(status: 200)
        #expect(delivered.status == .delivered)
        let after: OrderBody = try crew.world.send(.get, "/api/v1/orders/\(order.id)", customer).decoded()
        #expect(after.handoverCode == nil, "not once delivered")
    }

    @Test func fiveWrongCodesLockTheDeliveryAndTellAnOperator() throws {
        let (crew, customer, order) = try Self.pickedUp()
        let code = try #require(order.handoverCode)
        let wrong = code == "0000" ? "1111" : "0000"
        let path = "/api/v1/courier/deliveries/\(order.id)/deliver"
        for left in (1...4).reversed() {
            let refused = crew.post(path, crew.couriers[0], ["code": wrong])
            #expect(refused.status == 422)
            #expect(
                String(decoding: refused.body, as: UTF8.self).contains("\(left) \(left == 1 ? "try" : "tries") left"))
        }
        let locked = crew.post(path, crew.couriers[0], ["code": wrong])
        let lockedProblem = try CatalogAPI.problem(locked)
        #expect(locked.status == 409 && lockedProblem.code == "handover_locked")
        let late = crew.post(path, crew.couriers[0], ["code": code])
        #expect(late.status == 409, "locked: even the right code waits for an operator")
        let entries = try crew.world.app.database.read {
            try AuditQueries($0).entries(AuditSearch(action: .handoverLocked))
        }
        #expect(entries.map(\.subject.label) == ["#\(order.number)"])
        #expect(entries.first?.after["wrong_codes"] == "5")
        let still: OrderBody = try crew.world.send(.get, "/api/v1/orders/\(order.id)", customer).decoded()
        #expect(still.status == .pickedUp)

        // The operator's way out: the console says the handover is locked; once the customer has the food, an
        // operator marks it delivered with a reason (none is refused), and it is settled and invoiced.
        let admin = try CatalogAPI.token(crew.world.app, role: .admin)
        let page = crew.world.app.send(.get, "/admin/orders/\(order.id)", headers: WebOrderingTests.headers(admin))
        #expect(WebStaffTests.html(page).contains(#"id="handover-locked""#))
        let operatorPath = "/api/v1/admin/orders/\(order.id)/deliver"
        let noReason = crew.world.send(.post, operatorPath, admin, ["reason": "  "])
        #expect(try noReason.status == 422 && CatalogAPI.problem(noReason).fields == ["reason"])
        #expect(crew.world.send(.post, operatorPath, crew.couriers[0], ["reason": "Me"]).status == 403)
        let done = crew.world.app.send(
            .post, "/admin/orders/\(order.id)/deliver", headers: WebOrderingTests.headers(admin, form: true),
            body: WebRestaurantConsoleTests.form("reason=Customer+confirmed+by+phone"))
        #expect(done.status == 303 && done.headers["Location"] == "/admin/orders/\(order.id)?done=delivered")
        let delivered: OrderBody = try crew.world.send(.get, "/api/v1/orders/\(order.id)", customer).decoded()
        #expect(delivered.status == .delivered)
        let marked = try crew.world.app.database.read {
            try AuditQueries($0).entries(AuditSearch(action: .orderDelivered))
        }
        #expect(marked.first?.after["reason"] == "Customer confirmed by phone")
        #expect(marked.first?.before["handover_failures"] == "5")
        let mails = try crew.world.app.mailbox.messages(to: "ada@example.com")
        #expect(mails.contains { $0.subject.hasPrefix("Your invoice for order #\(order.number)") })
        let carried: Page<OrderBody> = try crew.world.send(.get, "/api/v1/courier/deliveries", crew.couriers[0])
            .decoded()
        #expect(carried.items.allSatisfy { $0.status != .pickedUp }, "nothing left to carry")
        let again = crew.world.send(.post, operatorPath, admin, ["reason": "Twice"])
        #expect(try again.status == 409 && CatalogAPI.problem(again).code == "invalid_transition")
    }
}
