import FoodlyApp
import FoodlyCore
import FoodlyHTTP
import FoodlyShared
import FoodlyStore
import FoodlyTestSupport
import Foundation
import Testing

@testable import FoodlyServer

/// The console's audit log page: a plain GET search; entries newest first in the viewer's time, with who in which
/// capacity, the action in words, a link to an order or restaurant, each change before → after; older entries a
/// link away; an empty state; a bad search said on the page; operators only.
@Suite("Web: the console's audit log")
struct WebAuditTests {
    static func entry(_ index: Int, _ action: AuditAction, _ subject: AuditEntry.Subject) -> AuditEntry {
        AuditEntry(
            id: ID(String(format: "entry-%03d", index)), at: Date(timeIntervalSince1970: 1_800_000_000 + Double(index)),
            actor: AuditEntry.Actor(userID: nil, label: "chef@example.com", role: .owner), action: action,
            subject: subject, restaurantID: ID("r1"), before: ["price": "1250"], after: ["price": "990"])
    }

    @Test func operatorsSearchTheLogAndPageToOlderEntries() throws {
        let app = try TestApp()
        let admin = try CatalogAPI.token(app, role: .admin)
        let headers = WebOrderingTests.headers(admin)
        let empty = WebStaffTests.html(app.send(.get, "/admin/audit", headers: headers))
        #expect(empty.contains("id=\"audit-empty\"") && empty.contains("Nothing recorded yet"))
        #expect(empty.contains("aria-current=\"page\"") && empty.contains(">Audit log</a>"))

        try app.database.write { connection in
            let log = AuditQueries(connection)
            for index in 0..<55 {
                try log.append(Self.entry(index, .dishChanged, .dish(ID("d\(index)"), name: "Green Bowl \(index)")))
            }
            try log.append(
                Self.entry(
                    55, .orderAccepted, AuditEntry.Subject(kind: .order, id: "order-1", label: "#1042")))
            try log.append(Self.entry(56, .prepTimeChanged, .restaurant(ID("r1"), name: "Olive <Bowls>")))
        }
        var berlin = headers
        berlin.set("Cookie", "foodly_session=\(admin); foodly_tz=Europe/Berlin")
        let page = app.send(.get, "/admin/audit", headers: berlin)
        #expect(page.status == 200)
        let html = WebStaffTests.html(page)
        #expect(html.contains("method=\"get\"") && html.contains("action=\"/admin/audit\""))
        #expect(html.contains("<option value=\"dish.availability\">Sold out or back on sale</option>"))
        #expect(html.components(separatedBy: "class=\"audit-entry\"").count - 1 == 50, "a page of 50")
        let restaurant = try #require(html.range(of: "href=\"/admin/restaurants/r1\""))
        let order = try #require(html.range(of: "href=\"/admin/orders/order-1\""))
        #expect(restaurant.lowerBound < order.lowerBound, "newest first")
        #expect(html.contains("Olive &lt;Bowls&gt;"), "escaped")
        #expect(html.contains("Accepted an order") && html.contains("chef@example.com") && html.contains(" · owner"))
        #expect(html.contains("price: </span>$12.50 → $9.90"))
        // 1_800_000_056 is 15 Jan 2027 08:00:56 UTC: 09:00 in Berlin.
        #expect(html.contains("Fri 15 Jan, 09:00</time>"), "in the viewer's time")
        #expect(html.contains("href=\"/admin/audit?before=entry-007\""))

        let older = WebStaffTests.html(app.send(.get, "/admin/audit?before=entry-007", headers: headers))
        #expect(older.components(separatedBy: "class=\"audit-entry\"").count - 1 == 7)
        #expect(!older.contains("id=\"audit-older\""), "the last page")

        let found = WebStaffTests.html(
            app.send(.get, "/admin/audit?q=bowl%2012&action=dish.change&restaurant=r1", headers: headers))
        #expect(found.components(separatedBy: "class=\"audit-entry\"").count - 1 == 1)
        #expect(found.contains("Green Bowl 12") && found.contains("value=\"bowl 12\""))
        #expect(found.contains("<option value=\"dish.change\" selected>"))
        let none = WebStaffTests.html(app.send(.get, "/admin/audit?q=nothing%20like%20it", headers: headers))
        #expect(none.contains("No entries match"))

        let refused = app.send(.get, "/admin/audit?action=dish.eat", headers: headers)
        #expect(refused.refusalStatus == 400)
        #expect(WebStaffTests.html(refused).contains("id=\"audit-refused\""))
        for role in [Role.customer, .staff, .courier] {
            let token = try CatalogAPI.token(app, role: role)
            #expect(app.send(.get, "/admin/audit", headers: WebOrderingTests.headers(token)).status == 403, "\(role)")
        }
    }
}
