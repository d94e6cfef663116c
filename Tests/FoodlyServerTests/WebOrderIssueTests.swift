import FoodlyAPI
import FoodlyHTTP
import FoodlyTestSupport
import Foundation
import Testing

/// Issues in the web app, in process and without JavaScript: the order page offers "Something wrong?" once the order
/// is delivered, an empty report comes back under its field with the choice kept, a report shows as waiting; the
/// console lists it with its order and answers it on the order's page (a refund typed badly refused under its
/// field, nothing answered), and the customer then reads the refund and the answer.
@Suite("Web: issues with delivered orders")
struct WebOrderIssueTests {
    static func html(_ response: Response) -> String { String(decoding: response.body, as: UTF8.self) }

    @Test func aCustomerReportsAnIssueAndAnOperatorAnswersItWithARefund() throws {
        let (crew, customer, order, admin) = try OrderIssueAPITests.delivered()
        let app = crew.world.app
        func post(_ token: String, _ path: String, _ body: String) -> Response {
            app.send(
                .post, path, headers: WebOrderingTests.headers(token, form: true),
                body: body + "&_csrf=\(WebOrderingTests.csrf)")
        }
        func page(_ token: String, _ path: String) -> String {
            Self.html(app.send(.get, path, headers: WebOrderingTests.headers(token)))
        }
        let before = page(customer, "/orders/\(order.id)")
        #expect(before.contains(#"id="order-issues""#) && before.contains(#"id="issue-submit""#))

        let empty = post(customer, "/orders/\(order.id)/issues", "kind=wrong_item&details=")
        #expect(empty.refusalStatus == 422)
        let refused = Self.html(empty)
        #expect(refused.contains(#"id="field-details-error""#))
        #expect(refused.contains(#"value="wrong_item" id="issue-kind-wrong_item" checked"#), "the choice is kept")
        let sent = post(customer, "/orders/\(order.id)/issues", "kind=missing_item&details=No+salad+in+the+bag")
        #expect(sent.status == 303 && sent.headers["Location"] == "/orders/\(order.id)#order-issues")
        #expect(page(customer, "/orders/\(order.id)").contains("Foodly support will answer you here and by mail."))

        let list = page(admin, "/admin/issues")
        #expect(list.contains(#"href="/admin/orders/\#(order.id)#issues""#) && list.contains("Something was missing"))
        let console = page(admin, "/admin/orders/\(order.id)")
        #expect(console.contains(#"id="issues""#) && console.contains("No salad in the bag"))
        let issueID = try #require(
            try crew.world.send(.get, "/api/v1/orders/\(order.id)/issues", customer).decoded(Page<OrderIssue>.self)
                .items.first?.id)
        let path = "/admin/issues/\(issueID)/answer"
        let bad = post(admin, path, "order=\(order.id)&refund=abc&bearer=restaurant&answer=Sorry")
        #expect(bad.refusalStatus == 422 && Self.html(bad).contains(#"id="field-refund-error""#))
        let answered = post(admin, path, "order=\(order.id)&refund=2.50&bearer=restaurant&answer=Sorry+about+that")
        #expect(
            answered.status == 303 && answered.headers["Location"] == "/admin/orders/\(order.id)?done=answered#issues")
        #expect(page(admin, "/admin/orders/\(order.id)").contains("Refunded $2.50, borne by The restaurant"))
        #expect(page(admin, "/admin/issues").contains(#"id="issues-empty""#))
        let after = page(customer, "/orders/\(order.id)")
        #expect(after.contains("Refunded $2.50.") && after.contains("Sorry about that"))
    }
}
