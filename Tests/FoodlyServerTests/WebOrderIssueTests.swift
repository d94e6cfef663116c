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
        /// The report form, as a browser sends it: multipart, with a photo when given.
        func report(_ kind: String, _ details: String, photo: [UInt8]? = nil) -> Response {
            var parts: [(String, [UInt8])] = [
                (#"Content-Disposition: form-data; name="_csrf""#, Array(WebOrderingTests.csrf.utf8)),
                (#"Content-Disposition: form-data; name="kind""#, Array(kind.utf8)),
                (#"Content-Disposition: form-data; name="details""#, Array(details.utf8)),
            ]
            if let photo {
                parts.append(
                    (
                        #"Content-Disposition: form-data; name="photo"; filename="bag.png""#
                            + "\r\nContent-Type: image/png", photo
                    ))
            }
            var headers = WebOrderingTests.headers(customer)
            headers.set("Content-Type", "multipart/form-data; boundary=XyZ")
            return app.responder.respond(
                to: Request(
                    method: .post, target: "/orders/\(order.id)/issues", headers: headers,
                    body: MultipartFormTests.body(parts)))
        }
        let before = page(customer, "/orders/\(order.id)")
        #expect(before.contains(#"id="order-issues""#) && before.contains(#"id="issue-submit""#))

        let empty = report("wrong_item", "")
        #expect(empty.refusalStatus == 422)
        let refused = Self.html(empty)
        #expect(refused.contains(#"id="field-details-error""#))
        #expect(refused.contains(#"value="wrong_item" id="issue-kind-wrong_item" checked"#), "the choice is kept")
        let sent = report("missing_item", "No salad in the bag", photo: TestImages.make(.png, width: 400, height: 300))
        #expect(sent.status == 303 && sent.headers["Location"] == "/orders/\(order.id)#order-issues")
        let waiting = page(customer, "/orders/\(order.id)")
        #expect(waiting.contains("Foodly support will answer you here and by mail."))
        let photoPath = try #require(
            waiting.range(of: #"/issues/[0-9a-f]+/photo"#, options: .regularExpression).map { String(waiting[$0]) })
        let photo = app.send(.get, photoPath, headers: WebOrderingTests.headers(customer))
        #expect(photo.status == 200 && photo.headers["Content-Type"] == "image/jpeg")
        #expect(app.send(.get, photoPath, headers: WebOrderingTests.headers(admin)).status == 200)
        let stranger = try crew.world.customer("Sam")
        #expect(app.send(.get, photoPath, headers: WebOrderingTests.headers(stranger)).status == 404)

        let list = page(admin, "/admin/issues")
        #expect(list.contains(#"href="/admin/orders/\#(order.id)#issues""#) && list.contains("Something was missing"))
        let console = page(admin, "/admin/orders/\(order.id)")
        #expect(console.contains(#"id="issues""#) && console.contains("No salad in the bag"))
        #expect(console.contains(photoPath), "the operator sees the photo")
        let issueID = try #require(
            try crew.world.send(.get, "/api/v1/orders/\(order.id)/issues", customer).decoded(Page<OrderIssue>.self)
                .items.first?.id)
        let path = "/admin/issues/\(issueID)/answer"
        let bad = post(admin, path, "refund=abc&bearer=restaurant&answer=Sorry")
        #expect(bad.refusalStatus == 422 && Self.html(bad).contains(#"id="issue-refund-\#(issueID)-error""#))
        let answered = post(admin, path, "refund=2.50&bearer=restaurant&answer=Sorry+about+that")
        #expect(
            answered.status == 303 && answered.headers["Location"] == "/admin/orders/\(order.id)?done=answered#issues")
        #expect(page(admin, "/admin/orders/\(order.id)").contains("Refunded $2.50, borne by The restaurant"))
        #expect(page(admin, "/admin/issues").contains(#"id="issues-empty""#))
        let after = page(customer, "/orders/\(order.id)")
        #expect(after.contains("Refunded $2.50.") && after.contains("Sorry about that"))
    }
}
