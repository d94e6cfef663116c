import FoodlyAPI
import FoodlyApp
import FoodlyCore
import FoodlyHTTP
import FoodlyStore
import FoodlyTestSupport
import Foundation
import Testing

/// Invoices issued at delivery, through the real order flow: numbers without gaps per restaurant in the order
/// deliveries commit, none for an order cancelled before it arrives, the PDF on the order page for its customer (and
/// operators), no one else, and the mail with the PDF attached. The statement and the week's earnings as PDFs too.
@Suite("Web: invoices and PDFs")
struct InvoiceWebTests {
    @Test func deliveriesGetGapFreeNumbersAndTheCustomerTheirPDF() throws {
        let crew = try LifecycleAPITests.Crew()
        let world = crew.world
        func deliver(_ id: String, _ courier: Int?) throws {
            for action in ["accept", "preparing", "ready"] {
                #expect(crew.post("/api/v1/kitchen/orders/\(id)/\(action)", crew.kitchen).status == 200)
            }
            let rider = crew.couriers[try #require(courier)]
            #expect(crew.post("/api/v1/courier/deliveries/\(id)/pickup", rider).status == 200)
            #expect(crew.post("/api/v1/courier/deliveries/\(id)/deliver", rider).status == 200)
        }
        let (ada, first, firstRider) = try crew.order("Ada")
        let (bob, second, secondRider) = try crew.order("Bob")
        try deliver(second, secondRider)
        try deliver(first, firstRider)
        let (cleo, cancelled, _) = try crew.order("Cleo")
        #expect(crew.post("/api/v1/orders/\(cancelled)/cancel", cleo).status == 200)
        let numbers = try world.app.database.read { connection in
            try InvoiceQueries(connection).numbers(orderIDs: [ID(first), ID(second), ID(cancelled)])
        }
        #expect(
            numbers == [ID(second): 1, ID(first): 2], "in the order deliveries commit; a cancelled order takes none")

        let page = WebOptionsTests.html(
            world.app.send(.get, "/orders/\(first)", headers: WebOrderingTests.headers(ada)))
        #expect(
            page.contains(#"href="/orders/\#(first)/invoice.pdf""#) && page.contains("Download invoice 000002 (PDF)"))
        let pdf = world.app.send(.get, "/orders/\(first)/invoice.pdf", headers: WebOrderingTests.headers(ada))
        #expect(pdf.status == 200 && pdf.headers["Content-Type"] == "application/pdf")
        #expect(pdf.headers["Content-Disposition"] == "attachment; filename=\"foodly-invoice-000002.pdf\"")
        #expect(pdf.body.starts(with: Array("%PDF-".utf8)))
        #expect(
            world.app.send(.get, "/orders/\(first)/invoice.pdf", headers: WebOrderingTests.headers(bob)).status == 404)
        #expect(
            world.app.send(.get, "/orders/\(cancelled)/invoice.pdf", headers: WebOrderingTests.headers(cleo)).status
                == 404)
        #expect(
            world.app.send(.get, "/orders/\(first)/invoice.pdf", headers: WebOrderingTests.headers(crew.kitchen)).status
                == 404, "plain staff")
        let admin = try CatalogAPI.token(world.app, role: .admin)
        #expect(
            world.app.send(.get, "/orders/\(first)/invoice.pdf", headers: WebOrderingTests.headers(admin)).status == 200
        )

        let mail = try #require(
            try world.app.mailbox.messages().first {
                $0.subject == "Your invoice for order #\(try number(world, first)) from Lentil Place"
            })
        #expect(mail.raw.contains("Content-Type: application/pdf; name=\"invoice-000002-order-"))
        let encoded = try #require(mail.raw.components(separatedBy: "Content-Transfer-Encoding: base64\r\n\r\n").last)
        let file = try #require(
            Data(
                base64Encoded: encoded.components(separatedBy: "\r\n--").first!.replacingOccurrences(
                    of: "\r\n", with: "")))
        #expect(file == Data(pdf.body))
    }

    private func number(_ world: OrderingWorld, _ id: String) throws -> Int {
        try #require(try world.app.database.read { try OrderQueries($0).order(id: ID(id)) }?.number)
    }
}

extension InvoiceWebTests {
    @Test func theStatementAndTheWeeksEarningsComeAsPDFs() throws {
        let crew = try OptionAPITests.Crew()
        let app = crew.world.app
        let customer = try crew.world.customer()
        try crew.world.fillCart(customer)
        _ = try crew.world.place(customer).decoded(status: 201) as OrderBody
        let statement = app.send(.get, "/kitchen/numbers/statement.pdf", headers: WebOrderingTests.headers(crew.owner))
        #expect(statement.status == 200 && statement.headers["Content-Type"] == "application/pdf")
        #expect(statement.body.starts(with: Array("%PDF-".utf8)) && statement.body.count > 800)
        #expect(statement.headers["Content-Disposition"]?.hasPrefix("attachment; filename=\"foodly-statement-") == true)
        #expect(
            app.send(.get, "/kitchen/numbers/statement.pdf", headers: WebOrderingTests.headers(crew.cook)).status == 403
        )
        let page = WebOptionsTests.html(
            app.send(.get, "/kitchen/numbers/statement", headers: WebOrderingTests.headers(crew.owner)))
        #expect(page.contains(#"id="statement-pdf""#))

        let rider = try LifecycleAPITests.Crew()
        let earnings = rider.world.app.send(
            .get, "/courier/earnings.pdf", headers: WebOrderingTests.headers(rider.couriers[0]))
        #expect(earnings.status == 200 && earnings.body.starts(with: Array("%PDF-".utf8)))
        let csv = rider.world.app.send(
            .get, "/courier/earnings.csv", headers: WebOrderingTests.headers(rider.couriers[0]))
        let rows = WebOptionsTests.html(csv).split(separator: "\r\n").map(String.init)
        #expect(csv.headers["Content-Type"] == "text/csv; charset=utf-8" && rows.count == 9)
        #expect(
            rows.first == EarningsCSV.header.joined(separator: ",")
                && rows.last == "week,0,0,0.00,0.00,0.00,0.00,0.00,0.00,0.00")
        #expect(
            rider.world.app.send(.get, "/courier/earnings.pdf", headers: WebOrderingTests.headers(rider.kitchen)).status
                == 403)
    }
}
