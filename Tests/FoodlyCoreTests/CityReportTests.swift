import FoodlyCore
import FoodlyShared
import Foundation
import Testing

/// The operator's report from a fixture of known orders at two restaurants in two zones: every figure below is
/// worked out by hand from the orders listed.
@Suite("Reports: orders per hour, revenue, refunds, delivery times, late orders, tops and the CSV")
struct CityReportTests {
    static let losAngeles = TimeZone(identifier: "America/Los_Angeles")!
    static let newYork = TimeZone(identifier: "America/New_York")!
    static let lentils = "Lentil Place"
    static let tacos = "Tacos \"El Sol\", Mission"

    static func at(_ text: String) -> Date {
        (try? Date(text, strategy: .iso8601)) ?? Date(timeIntervalSince1970: 0)
    }

    static func item(_ dish: String, _ quantity: Int, at price: Int) -> Order.Item {
        Order.Item(
            dishID: ID(dish), name: dish.capitalized, unitPrice: price, quantity: quantity, kcal: 500, proteinG: 20,
            carbsG: 60, fatG: 12)
    }

    static func order(
        _ number: Int, at restaurant: String, _ status: OrderStatus, _ items: [Order.Item], total: Int,
        refunded: Int = 0, placed: String, promised: String, delivered: String? = nil
    ) -> ReportOrder {
        let isTacos = restaurant == tacos
        let sold = SoldOrder(
            id: ID("o\(number)"), number: number, status: status, items: items,
            subtotal: items.reduce(0) { $0 + $1.lineTotal }, placedAt: at(placed), promisedBy: at(promised),
            acceptedAt: nil, readyAt: nil, deliveredAt: delivered.map(at))
        return ReportOrder(
            sold: sold, restaurantID: ID(isTacos ? "b" : "a"), restaurantName: restaurant,
            timeZone: isTacos ? newYork : losAngeles, total: total, refunded: refunded)
    }

    /// Lentil Place is in Los Angeles (UTC−8), the tacos in New York (UTC−5); the range is 30 Nov – 1 Dec 2026.
    static let orders = [
        // 30 Nov 12:00 LA: 2 bowls, delivered in 40 minutes, on time.
        order(
            1, at: lentils, .delivered, [item("bowl", 2, at: 1200)], total: 3000, placed: "2026-11-30T20:00:00Z",
            promised: "2026-11-30T20:45:00Z", delivered: "2026-11-30T20:40:00Z"),
        // 30 Nov 18:00 LA (1 Dec in UTC): a bowl and a juice, 60 minutes, 20 late, $5 refunded.
        order(
            2, at: lentils, .delivered, [item("bowl", 1, at: 1200), item("juice", 1, at: 500)], total: 2000,
            refunded: 500, placed: "2026-12-01T02:00:00Z", promised: "2026-12-01T02:40:00Z",
            delivered: "2026-12-01T03:00:00Z"),
        // 1 Dec 11:00 LA: cancelled and refunded in full; its five juices were never delivered.
        order(
            3, at: lentils, .cancelled, [item("juice", 5, at: 500)], total: 1500, refunded: 1500,
            placed: "2026-12-01T19:00:00Z", promised: "2026-12-01T19:40:00Z"),
        // 1 Dec 12:00 LA: three juices, 30 minutes, early.
        order(
            4, at: lentils, .delivered, [item("juice", 3, at: 500)], total: 2200, placed: "2026-12-01T20:00:00Z",
            promised: "2026-12-01T20:50:00Z", delivered: "2026-12-01T20:30:00Z"),
        // 30 Nov 12:00 NY: two tacos, 50 minutes, 20 late, $10 refunded.
        order(
            5, at: tacos, .delivered, [item("taco", 2, at: 800)], total: 2500, refunded: 1000,
            placed: "2026-11-30T17:00:00Z", promised: "2026-11-30T17:30:00Z", delivered: "2026-11-30T17:50:00Z"),
        // 1 Dec 11:30 NY: still on its way.
        order(
            6, at: tacos, .pickedUp, [item("taco", 1, at: 800)], total: 1800, placed: "2026-12-01T16:30:00Z",
            promised: "2026-12-01T17:10:00Z"),
        // 2 Dec 1:00 LA (promised): after the range.
        order(
            7, at: lentils, .delivered, [item("bowl", 9, at: 1200)], total: 10800, placed: "2026-12-02T08:20:00Z",
            promised: "2026-12-02T09:00:00Z", delivered: "2026-12-02T08:50:00Z"),
        // 29 Nov 23:30 NY (30 Nov in UTC): before the range.
        order(
            8, at: tacos, .delivered, [item("taco", 9, at: 800)], total: 7200, placed: "2026-11-30T04:00:00Z",
            promised: "2026-11-30T04:30:00Z", delivered: "2026-11-30T04:20:00Z"),
    ]

    static func report() throws -> CityReport {
        CityReport(orders, from: try #require(DiaryDate("2026-11-30")), to: try #require(DiaryDate("2026-12-01")))
    }

    static func figures(
        orders: Int, delivered: Int, cancelled: Int = 0, paid: Int, refunds: Int, revenue: Int, late: Int,
        averageDelivery: Double?, lateShare: Double?
    ) -> (ReportFigures) -> Bool {
        {
            $0.orders == orders && $0.delivered == delivered && $0.cancelled == cancelled && $0.paid == paid
                && $0.refunds == refunds && $0.revenue == revenue && $0.late == late
                && $0.averageDeliveryMinutes.map { abs($0 - (averageDelivery ?? -1)) < 0.001 }
                    ?? (averageDelivery == nil)
                && $0.lateShare == lateShare
        }
    }

    @Test func theTotalAndEachDayCountTheOrdersOfTheirRestaurantsLocalDay() throws {
        let report = try Self.report()
        // Orders 1–6: four delivered (3000 + 2000 + 2200 + 2500 paid), $15 refunded on them (the cancelled order's
        // $15 refunded with it is no money given back), two late of four, (40 + 60 + 30 + 50) / 4 minutes.
        #expect(
            Self.figures(
                orders: 6, delivered: 4, cancelled: 1, paid: 9700, refunds: 1500, revenue: 8200, late: 2,
                averageDelivery: 45, lateShare: 0.5)(report.total))
        #expect(report.days.map(\.date.text) == ["2026-11-30", "2026-12-01"])
        // 30 Nov: orders 1, 2 and 5.
        #expect(
            Self.figures(
                orders: 3, delivered: 3, paid: 7500, refunds: 1500, revenue: 6000, late: 2, averageDelivery: 50,
                lateShare: 2.0 / 3)(report.days[0].figures))
        // 1 Dec: orders 3, 4 and 6; the cancelled order counts as an order, its refund and total nowhere.
        #expect(
            Self.figures(
                orders: 3, delivered: 1, cancelled: 1, paid: 2200, refunds: 0, revenue: 2200, late: 0,
                averageDelivery: 30, lateShare: 0)(report.days[1].figures))
    }

    @Test func ordersCountInTheLocalHourTheyWerePlaced() throws {
        var expected = [Int](repeating: 0, count: 24)
        expected[11] = 2  // orders 3 (LA) and 6 (NY)
        expected[12] = 3  // orders 1, 4 (LA) and 5 (NY)
        expected[18] = 1  // order 2 (LA)
        #expect(try Self.report().ordersByHour == expected)
    }

    @Test func restaurantsRankByRevenueAndByOrdersAndEachDayAtEachRestaurantIsARow() throws {
        let report = try Self.report()
        #expect(report.restaurants.map(\.name) == [Self.lentils, Self.tacos])
        #expect(report.topRestaurantsByOrders.map(\.name) == [Self.lentils, Self.tacos])
        #expect(report.topRestaurantsByRevenue.map(\.name) == [Self.lentils, Self.tacos])
        #expect(
            Self.figures(
                orders: 4, delivered: 3, cancelled: 1, paid: 7200, refunds: 500, revenue: 6700, late: 1,
                averageDelivery: 130.0 / 3, lateShare: 1.0 / 3)(report.restaurants[0].figures))
        #expect(
            Self.figures(
                orders: 2, delivered: 1, paid: 2500, refunds: 1000, revenue: 1500, late: 1, averageDelivery: 50,
                lateShare: 1)(report.restaurants[1].figures))
        #expect(
            report.restaurantDays.map { "\($0.date.text) \($0.restaurantID)" } == [
                "2026-11-30 a", "2026-11-30 b", "2026-12-01 a", "2026-12-01 b",
            ])
        #expect(
            Self.figures(
                orders: 2, delivered: 2, paid: 5000, refunds: 500, revenue: 4500, late: 1, averageDelivery: 50,
                lateShare: 0.5)(report.restaurantDays[0].figures))
        #expect(
            Self.figures(
                orders: 1, delivered: 0, paid: 0, refunds: 0, revenue: 0, late: 0, averageDelivery: nil,
                lateShare: nil)(report.restaurantDays[3].figures))
    }

    @Test func topDishesCountDeliveredPortionsAndWhatTheySoldFor() throws {
        let report = try Self.report()
        // Juice: 1 + 3 delivered (order 3's five were cancelled), $20; bowl: 2 + 1, $36; tacos: 2, $16.
        #expect(
            report.topDishesByQuantity.map { "\($0.name) \($0.quantity) \($0.revenue)" } == [
                "Juice 4 2000", "Bowl 3 3600", "Taco 2 1600",
            ])
        #expect(report.topDishesByRevenue.map(\.name) == ["Bowl", "Juice", "Taco"])
        #expect(report.topDishesByQuantity.last?.restaurantName == Self.tacos)
    }

    @Test func theCSVHasARowPerDayAndRestaurantThatAddsUpToTheTotals() throws {
        let lines = ReportCSV.text(try Self.report()).components(separatedBy: "\r\n")
        #expect(
            lines == [
                "day,restaurant_id,restaurant,orders,delivered,cancelled,paid,refunds,revenue,average_delivery_minutes,"
                    + "late,late_percent",
                "2026-11-30,a,Lentil Place,2,2,0,50.00,5.00,45.00,50,1,50",
                "2026-11-30,b,\"Tacos \"\"El Sol\"\", Mission\",1,1,0,25.00,10.00,15.00,50,1,100",
                "2026-12-01,a,Lentil Place,2,1,1,22.00,0.00,22.00,30,0,0",
                "2026-12-01,b,\"Tacos \"\"El Sol\"\", Mission\",1,0,0,0.00,0.00,0.00,,0,",
                "",
            ])
        var formula = Self.orders[0]
        formula.restaurantName = "=HYPERLINK(\"x\")"
        let guarded = ReportCSV.text(
            CityReport(
                [formula], from: try #require(DiaryDate("2026-11-30")), to: try #require(DiaryDate("2026-11-30"))))
        #expect(guarded.contains(",\"'=HYPERLINK(\"\"x\"\")\","), "a formula is defused")
    }

    @Test func aRangeWithoutOrdersHasItsDaysAndNoAverages() throws {
        let report = CityReport(
            Self.orders, from: try #require(DiaryDate("2026-10-01")), to: try #require(DiaryDate("2026-10-03")))
        #expect(report.days.count == 3 && report.total == ReportFigures() && report.restaurantDays.isEmpty)
        #expect(report.total.averageDeliveryMinutes == nil && report.total.lateShare == nil)
        #expect(report.topDishesByQuantity.isEmpty && report.ordersByHour.allSatisfy { $0 == 0 })
    }

    @Test func aBadRangeIsRefusedNamingItsField() throws {
        let today = try #require(DiaryDate("2026-12-01"))
        let defaults = try CityReport.range(from: "", to: "", today: today)
        #expect(defaults.from.text == "2026-11-18" && defaults.to.text == "2026-12-01")
        for (from, to, field) in [
            ("2026-13-01", "2026-12-01", "from"), ("2026-11-01", "", "to"), ("2026-12-02", "2026-12-01", "to"),
            ("2026-01-01", "2026-12-01", "to"),
        ] {
            #expect(throws: ValidationFailure.self) { try CityReport.range(from: from, to: to, today: today) }
            do {
                _ = try CityReport.range(from: from, to: to, today: today)
            } catch let failure as ValidationFailure {
                #expect(failure.issues.map(\.field) == [field], "\(from)…\(to)")
            }
        }
        let longest = try CityReport.range(from: "2026-09-01", to: "2026-12-01", today: today)
        #expect(longest.to.dayNumber - longest.from.dayNumber + 1 == RestaurantNumbers.maxDays)
    }

    @Test func anOrderForLaterIsTimedFromItsKitchensStartNotItsBooking() {
        var booked = Self.order(
            7, at: Self.lentils, .delivered, [Self.item("bowl", 1, at: 1500)], total: 1500,
            placed: "2026-11-29T18:00:00Z", promised: "2026-11-30T20:00:00Z", delivered: "2026-11-30T19:40:00Z")
        #expect(booked.deliveryMinutes.map { $0.rounded() } == 1540, "from the booking, 25 h 40 min earlier")
        booked.kitchenAt = Self.at("2026-11-30T19:00:00Z")
        #expect(booked.deliveryMinutes.map { $0.rounded() } == 40)
    }
}
