import FoodlyApp
import FoodlyCore
import FoodlyShared
import FoodlyStore
import FoodlyTestSupport
import Foundation
import Testing

/// The operator's reports through the API and the console, from orders at two restaurants (Lentil Place in Los
/// Angeles, UTC−8 in November; Taco Stand in New York, UTC−5) whose times, totals and refunds are set to known
/// values: every figure below is worked out by hand from them.
@Suite("Reports API and console: figures, CSV, refusals")
struct ReportsAPITests {
    typealias Object = [String: Any]

    /// The world, an operator's token, the two restaurants' ids and the fixture's orders in place.
    struct Fixture {
        let world: OrderingWorld
        let admin: String
        let lentils: String
        let tacos: String
    }

    /// Rewrites an order: its status, placed and promised times, total, its timeline (placed, then delivered when
    /// given) and refunds in the ledger.
    static func set(
        _ world: OrderingWorld, _ id: String, _ status: OrderStatus, total: Int, placed: String, promised: String,
        delivered: String? = nil, refunds: [Int] = []
    ) throws {
        let at = { (time: String) in try Date(time, strategy: .iso8601) }
        try world.app.database.write { connection in
            _ = try connection.execute(
                """
                UPDATE orders SET status = \(status), total = \(total), placed_at = \(try at(placed)),
                    promised_by = \(try at(promised))
                WHERE id = \(id)
                """)
            _ = try connection.execute("DELETE FROM order_timeline WHERE order_id = \(id)")
            var steps = [(OrderStatus.placed, placed)]
            if let delivered { steps.append((.delivered, delivered)) }
            if status == .cancelled { steps.append((.cancelled, placed)) }
            for (sequence, (step, time)) in steps.enumerated() {
                _ = try connection.execute(
                    """
                    INSERT INTO order_timeline (order_id, sequence, status, at)
                    VALUES (\(id), \(sequence), \(step), \(try at(time)))
                    """)
            }
            for amount in refunds {
                try LedgerQueries(connection).post(
                    try LedgerEntry(
                        id: UUID().uuidString, event: .refund, orderID: ID(id), amount: amount, reason: "Cold food",
                        at: try at(placed),
                        postings: [.init(.customer(ID(id)), -amount), .init(LedgerAccount(.refunds), amount)]))
            }
        }
    }

    /// An order of `quantity` × `dish` (a dish id) placed by `token`; its id.
    static func order(_ world: OrderingWorld, _ token: String, dish: String, quantity: Int) throws -> String {
        let added = world.send(.post, "/api/v1/cart/items", token, ["dishId": dish, "quantity": quantity])
        #expect(added.status == 200, "\(String(decoding: added.body, as: UTF8.self))")
        #expect(world.send(.put, "/api/v1/cart/address", token, OrderingWorld.address).status == 200)
        return try #require(try CatalogAPI.object(world.place(token))["id"] as? String)
    }

    /// Four orders on 19 and 20 Nov 2026 and one after them:
    /// 1. Lentil Place, 20 Nov 11:00 LA: 2 Lentil Bowls, paid $30, delivered in 30 minutes on time, $5 refunded.
    /// 2. Lentil Place, 19 Nov 19:00 LA (20 Nov in UTC): a Tofu Bowl, paid $15, 60 minutes, late.
    /// 3. Lentil Place, 20 Nov 12:00 LA: 3 Lentil Bowls, paid $40, cancelled and refunded in full.
    /// 4. Taco Stand, 20 Nov 12:00 NY: 3 Taco Stand Bowls, paid $28, 45 minutes, late, $8 refunded.
    /// 5. Lentil Place, promised 21 Nov 1:00 LA: outside the range.
    static func fixture() throws -> Fixture {
        let world = try OrderingWorld()
        let admin = try CatalogAPI.token(world.app, role: .admin)
        var taco = CatalogAPI.restaurant("Taco Stand", northKm: 0.5)
        taco["timeZone"] = "America/New_York"
        let tacos = try CatalogAPI.seed(world.app, [taco])[0]
        let detail = try CatalogAPI.object(world.app.send(.get, "/api/v1/restaurants/\(tacos)"))
        let menu = (detail["menu"] as? [Object])?.first?["dishes"] as? [Object]
        let tacoBowl = try #require(menu?.first { $0["name"] as? String == "Taco Stand Bowl" }?["id"] as? String)
        let customer = try world.customer()
        let lentil = try #require(world.dishes["Lentil Bowl"])
        let tofu = try #require(world.dishes["Tofu Bowl"])
        let ids = [
            try order(world, customer, dish: lentil, quantity: 2), try order(world, customer, dish: tofu, quantity: 1),
            try order(world, customer, dish: lentil, quantity: 3),
            try order(world, customer, dish: tacoBowl, quantity: 3),
            try order(world, customer, dish: lentil, quantity: 1),
        ]
        try set(
            world, ids[0], .delivered, total: 3000, placed: "2026-11-20T19:00:00Z", promised: "2026-11-20T19:40:00Z",
            delivered: "2026-11-20T19:30:00Z", refunds: [500])
        try set(
            world, ids[1], .delivered, total: 1500, placed: "2026-11-20T03:00:00Z", promised: "2026-11-20T03:40:00Z",
            delivered: "2026-11-20T04:00:00Z")
        try set(
            world, ids[2], .cancelled, total: 4000, placed: "2026-11-20T20:00:00Z", promised: "2026-11-20T20:40:00Z",
            refunds: [1500, 2500])
        try set(
            world, ids[3], .delivered, total: 2800, placed: "2026-11-20T17:00:00Z", promised: "2026-11-20T17:30:00Z",
            delivered: "2026-11-20T17:45:00Z", refunds: [800])
        try set(
            world, ids[4], .delivered, total: 1250, placed: "2026-11-21T08:20:00Z", promised: "2026-11-21T09:00:00Z",
            delivered: "2026-11-21T08:50:00Z", refunds: [100])
        return Fixture(world: world, admin: admin, lentils: world.restaurantID, tacos: tacos)
    }

    /// The figures' members as numbers, for comparing with what was worked out by hand.
    static func figures(_ object: Any?) -> [String: Double] {
        let figures = object as? Object ?? [:]
        var numbers: [String: Double] = [:]
        for (key, value) in figures { numbers[key] = (value as? NSNumber)?.doubleValue ?? -1 }
        return numbers
    }

    static func expected(
        orders: Double, delivered: Double, cancelled: Double = 0, paid: Double, refunds: Double, revenue: Double,
        late: Double, lateShare: Double, averageDeliveryMinutes: Double
    ) -> [String: Double] {
        [
            "orders": orders, "delivered": delivered, "cancelled": cancelled, "paid": paid, "refunds": refunds,
            "revenue": revenue, "late": late, "lateShare": lateShare,
            "averageDeliveryMinutes": averageDeliveryMinutes,
        ]
    }

    @Test func theReportAddsUpTheFixturesOrdersByDayHourRestaurantAndDish() throws {
        let fixture = try Self.fixture()
        let report = try CatalogAPI.object(
            fixture.world.send(.get, "/api/v1/admin/reports?from=2026-11-19&to=2026-11-20", fixture.admin))
        #expect(report["from"] as? String == "2026-11-19" && report["to"] as? String == "2026-11-20")
        #expect(report["restaurantId"] is NSNull)
        // Orders 1–4: three delivered ($30 + $15 + $28), refunds $5 + $8 on delivered orders (the cancelled
        // order's $40 refunded with it is no money given back),
        // orders 2 and 4 late, (30 + 60 + 45) / 3 minutes.
        #expect(
            Self.figures(report["total"])
                == Self.expected(
                    orders: 4, delivered: 3, cancelled: 1, paid: 7300, refunds: 1300, revenue: 6000, late: 2,
                    lateShare: 2.0 / 3, averageDeliveryMinutes: 45))
        let days = try #require(report["days"] as? [Object])
        #expect(days.map { $0["date"] as? String } == ["2026-11-19", "2026-11-20"])
        #expect(
            Self.figures(days[0]["figures"])
                == Self.expected(
                    orders: 1, delivered: 1, paid: 1500, refunds: 0, revenue: 1500, late: 1, lateShare: 1,
                    averageDeliveryMinutes: 60))
        #expect(
            Self.figures(days[1]["figures"])
                == Self.expected(
                    orders: 3, delivered: 2, cancelled: 1, paid: 5800, refunds: 1300, revenue: 4500, late: 1,
                    lateShare: 0.5, averageDeliveryMinutes: 37.5))
        var hours = [Int](repeating: 0, count: 24)
        hours[11] = 1  // order 1, LA
        hours[12] = 2  // order 3 (LA) and order 4 (NY)
        hours[19] = 1  // order 2, LA
        #expect(report["ordersByHour"] as? [Int] == hours)
        let restaurants = try #require(report["restaurants"] as? [Object])
        #expect(restaurants.map { $0["restaurantId"] as? String } == [fixture.lentils, fixture.tacos])
        #expect(
            Self.figures(restaurants[0]["figures"])
                == Self.expected(
                    orders: 3, delivered: 2, cancelled: 1, paid: 4500, refunds: 500, revenue: 4000, late: 1,
                    lateShare: 0.5, averageDeliveryMinutes: 45))
        #expect(
            Self.figures(restaurants[1]["figures"])
                == Self.expected(
                    orders: 1, delivered: 1, paid: 2800, refunds: 800, revenue: 2000, late: 1, lateShare: 1,
                    averageDeliveryMinutes: 45))
        let byOrders = report["topRestaurantsByOrders"] as? [Object]
        #expect(byOrders?.map { $0["name"] as? String } == ["Lentil Place", "Taco Stand"])
        let rows = try #require(report["restaurantDays"] as? [Object])
        #expect(
            rows.map { "\($0["date"] ?? "") \($0["name"] ?? "")" } == [
                "2026-11-19 Lentil Place", "2026-11-20 Lentil Place", "2026-11-20 Taco Stand",
            ])
        // Delivered portions only: order 3's three Lentil Bowls were cancelled.
        let dishes = try #require(report["topDishesByQuantity"] as? [Object])
        #expect(
            dishes.map { "\($0["name"] ?? "") \($0["quantity"] ?? "") \($0["revenue"] ?? "")" } == [
                "Taco Stand Bowl 3 3750", "Lentil Bowl 2 2500", "Tofu Bowl 1 1250",
            ])
        #expect((report["topDishesByRevenue"] as? [Object])?.first?["restaurantName"] as? String == "Taco Stand")

        let one = try CatalogAPI.object(
            fixture.world.send(
                .get, "/api/v1/admin/reports?from=2026-11-19&to=2026-11-20&restaurant=\(fixture.tacos)",
                fixture.admin))
        #expect(one["restaurantId"] as? String == fixture.tacos)
        #expect(Self.figures(one["total"]) == Self.figures(restaurants[1]["figures"]))
        #expect((one["ordersByHour"] as? [Int])?[12] == 1)
    }

    @Test func theCSVHasARowPerDayAndRestaurantAddingUpToTheTotals() throws {
        let fixture = try Self.fixture()
        let export = fixture.world.send(
            .get, "/api/v1/admin/reports/export?from=2026-11-19&to=2026-11-20", fixture.admin)
        #expect(export.status == 200 && export.headers["Content-Type"] == "text/csv; charset=utf-8")
        #expect(
            export.headers["Content-Disposition"]
                == "attachment; filename=\"foodly-report-2026-11-19-to-2026-11-20.csv\"")
        let (lentils, tacos) = (fixture.lentils, fixture.tacos)
        #expect(
            String(decoding: export.body, as: UTF8.self).components(separatedBy: "\r\n") == [
                ReportCSV.header.joined(separator: ","),
                "2026-11-19,\(lentils),Lentil Place,1,1,0,15.00,0.00,15.00,60,1,100",
                "2026-11-20,\(lentils),Lentil Place,2,1,1,30.00,5.00,25.00,30,0,0",
                "2026-11-20,\(tacos),Taco Stand,1,1,0,28.00,8.00,20.00,45,1,100",
                "",
            ])
        let one = fixture.world.send(
            .get, "/api/v1/admin/reports/export?from=2026-11-20&to=2026-11-20&restaurant=\(tacos)", fixture.admin)
        #expect(String(decoding: one.body, as: UTF8.self).components(separatedBy: "\r\n").count == 3)
    }

    @Test func aBadRangeOrAnUnknownRestaurantIsA400NamingItsParameter() throws {
        let fixture = try Self.fixture()
        for (query, field) in [
            ("from=2026-11-31&to=2026-12-01", "from"), ("from=2026-11-20&to=20-11-2026", "to"),
            ("from=2026-11-21&to=2026-11-20", "to"), ("from=2026-01-01&to=2026-12-01", "to"),
            ("from=2026-11-19", "to"), ("from=2026-11-19&to=2026-11-20&restaurant=no-such", "restaurant"),
            ("restaurant=\(String(repeating: "x", count: 500))", "restaurant"),
        ] {
            for path in ["/api/v1/admin/reports", "/api/v1/admin/reports/export"] {
                let refused = fixture.world.send(.get, "\(path)?\(query)", fixture.admin)
                let problem = try CatalogAPI.problem(refused)
                #expect(refused.status == 400 && problem.code == "invalid_query", "\(path)?\(query)")
                #expect(problem.fields == [field], "\(path)?\(query)")
            }
        }
        let defaults = try CatalogAPI.object(fixture.world.send(.get, "/api/v1/admin/reports", fixture.admin))
        #expect((defaults["days"] as? [Object])?.count == RestaurantNumbers.defaultDays)
        let longest = try CatalogAPI.object(
            fixture.world.send(.get, "/api/v1/admin/reports?from=2026-09-01&to=2026-12-01", fixture.admin))
        #expect((longest["days"] as? [Object])?.count == 92)
        let customer = try fixture.world.customer("Bo")
        for path in ["/api/v1/admin/reports", "/api/v1/admin/reports/export"] {
            #expect(fixture.world.send(.get, path, customer).status == 403)
            #expect(fixture.world.app.send(.get, path).status == 401)
        }
    }

    @Test func theConsolePageShowsTheFiguresChartsTablesAndTheCSVLink() throws {
        let fixture = try Self.fixture()
        let headers = WebOrderingTests.headers(fixture.admin)
        let page = fixture.world.app.send(
            .get, "/admin/reports?from=2026-11-19&to=2026-11-20&restaurant=", headers: headers)
        #expect(page.status == 200)
        let html = WebStaffTests.html(page)
        for text in [
            #"id="report-revenue"><dt>Revenue</dt><dd class="figure-value">$60.00</dd>"#,
            #"id="report-refunds"><dt>Refunds</dt><dd class="figure-value">$13.00</dd>"#,
            #"id="report-delivery"><dt>Delivery time</dt><dd class="figure-value">45 min</dd>"#,
            #"id="report-late"><dt>Late</dt><dd class="figure-value">67%</dd>"#,
            #"<svg id="report-hours-chart""#, #"<svg id="report-money-chart""#, #"<svg id="report-late-chart""#,
            "the busiest hour was 12:00 with 2.", #"<th scope="row">12:00</th><td>2</td>"#,
            #"<th scope="row">20 Nov</th><td>$45.00</td><td>$13.00</td>"#,
            #"href="/api/v1/admin/reports/export?from=2026-11-19&amp;to=2026-11-20""#,
            #"<th scope="row">Taco Stand Bowl</th><td>Taco Stand</td><td>3</td><td>$37.50</td>"#,
            #"<a href="/admin/restaurants/\#(fixture.lentils)">Lentil Place</a>"#,
            #"aria-current="page">Reports</a>"#,
        ] {
            #expect(html.contains(text), "\(text)")
        }
        let narrowed = WebStaffTests.html(
            fixture.world.app.send(
                .get, "/admin/reports?from=2026-11-20&to=2026-11-20&restaurant=\(fixture.tacos)", headers: headers))
        #expect(narrowed.contains(#"<option value="\#(fixture.tacos)" selected>Taco Stand</option>"#))
        #expect(narrowed.contains("&amp;restaurant=\(fixture.tacos)"))

        let refused = fixture.world.app.send(.get, "/admin/reports?from=2026-11-21&to=2026-11-20", headers: headers)
        #expect(refused.refusalStatus == 422)
        let refusal = WebStaffTests.html(refused)
        #expect(refusal.contains(#"id="report-to-error">The last day comes before the first.</p>"#))
        #expect(refusal.contains(#"aria-invalid="true" aria-describedby="report-to-error""#))
        let customer = try fixture.world.customer("Bo")
        #expect(
            fixture.world.app.send(.get, "/admin/reports", headers: WebOrderingTests.headers(customer)).status == 403)
    }
}
