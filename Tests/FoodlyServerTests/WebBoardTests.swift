import FoodlyHTTP
import FoodlyShared
import FoodlyTestSupport
import Foundation
import Testing

@testable import FoodlyServer

/// The console's live board page: the counts, the map with its legend and text alternative, the orders (each
/// linking to the console's order page, the late one marked in words as well as colour), the reassign form with
/// and without a refusal, and nobody but operators.
@Suite("Web: the live board")
struct WebBoardTests {
    @Test func operatorsSeeTheBoardWithItsMapOrdersAndReassignForms() throws {
        let (crew, ids) = try BoardAPITests.fixture()
        let app = crew.world.app
        let admin = try CatalogAPI.token(app, role: .admin)
        let page = app.send(.get, "/admin/board", headers: WebOrderingTests.headers(admin))
        #expect(page.status == 200)
        let html = WebStaffTests.html(page)
        #expect(html.contains(#"id="board""#) && html.contains(#"data-board-events="/api/v1/admin/board/events""#))
        #expect(html.contains(#"href="/admin/board" id="board-refresh""#), "a Refresh link without JavaScript")
        #expect(html.contains(#"aria-labelledby="board-map-title board-map-desc""#))
        #expect(
            html.contains("6 orders in flight, 1 late, 2 waiting for a courier, from 1 restaurant; 3 couriers on duty.")
        )
        #expect(html.contains("Late order (red triangle, with its number)"))
        #expect(html.contains(#"class="map-pin board-order is-late""#))
        for status in ["placed", "accepted", "preparing", "ready", "picked_up", "due"] {
            #expect(html.contains(#"href="/admin/orders/\#(ids[status] ?? "")""#), "\(status)")
        }
        for status in ["delivered", "cancelled", "rejected", "scheduled"] {
            #expect(!html.contains(ids[status] ?? "-"), "\(status) is not in flight")
        }
        #expect(html.contains("▲ Late 12 min"))
        #expect(html.contains("◆ Waiting for a courier"))
        // Only the free courier on duty is offered.
        #expect(html.contains(#"<option value="courier-2">Courier 2</option>"#))
        #expect(!html.contains(#"<option value="courier-0">"#))
        let rows = html.components(separatedBy: "<tr id=\"order-").dropFirst().map { $0.prefix(while: { $0 != "\"" }) }
        #expect(rows.count == 6)
        for role in [Role.customer, .staff, .courier] {
            let token = try CatalogAPI.token(app, role: role)
            #expect(app.send(.get, "/admin/board", headers: WebOrderingTests.headers(token)).status == 403, "\(role)")
            let post = app.send(
                .post, "/admin/board/orders/\(ids["placed"] ?? "")/courier",
                headers: WebOrderingTests.headers(token, form: true),
                body: "courierId=courier-2&_csrf=\(WebOrderingTests.csrf)")
            #expect(post.status == 403, "\(role)")
        }
    }

    @Test func theReassignFormRedirectsBackToTheRowOrShowsTheRefusal() throws {
        let (crew, ids) = try BoardAPITests.fixture()
        let app = crew.world.app
        let admin = try CatalogAPI.token(app, role: .admin)
        let placed = try #require(ids["placed"])
        // Courier 0 carries as many orders as one may: the picked-up one and the ready one.
        try BoardAPITests.sql(
            crew.world, "UPDATE orders SET courier_id = 'courier-0' WHERE id = $1", [.text(ids["ready"] ?? "")])
        let refused = app.send(
            .post, "/admin/board/orders/\(placed)/courier", headers: WebOrderingTests.headers(admin, form: true),
            body: "courierId=courier-0&_csrf=\(WebOrderingTests.csrf)")
        #expect(refused.refusalStatus == 409)
        #expect(
            WebStaffTests.html(refused).contains(#"role="alert" id="board-refusal">Courier 0 is delivering order #"#))
        let done = app.send(
            .post, "/admin/board/orders/\(placed)/courier", headers: WebOrderingTests.headers(admin, form: true),
            body: "courierId=courier-2&_csrf=\(WebOrderingTests.csrf)")
        #expect(done.status == 303)
        let location = try #require(done.headers["Location"])
        #expect(location.hasPrefix("/admin/board?reassigned=") && location.contains("#order-"))
        let path = location.components(separatedBy: "#")[0]  // browsers keep the fragment to themselves
        let back = WebStaffTests.html(app.send(.get, path, headers: WebOrderingTests.headers(admin)))
        #expect(back.contains("now goes with Courier 2."))
        let noCSRF = app.send(
            .post, "/admin/board/orders/\(placed)/courier", headers: WebOrderingTests.headers(admin, form: true),
            body: "courierId=courier-1")
        #expect(noCSRF.status == 403)
    }
}
