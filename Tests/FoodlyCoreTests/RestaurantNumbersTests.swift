import FoodlyCore
import FoodlyShared
import Foundation
import Testing

/// A restaurant's numbers from a fixture of known orders: each figure worked out by hand from the orders below.
@Suite("Restaurant numbers: sales, preparation, late orders and the CSV")
struct RestaurantNumbersTests {
    static let zone = TimeZone(identifier: "America/Los_Angeles")!

    static func at(_ text: String) -> Date {
        (try? Date(text, strategy: .iso8601)) ?? Date(timeIntervalSince1970: 0)
    }

    static func order(
        _ number: Int, _ status: OrderStatus, subtotal: Int, placed: String, promised: String,
        accepted: String? = nil, ready: String? = nil, delivered: String? = nil, name: String = "Lentil Bowl"
    ) -> SoldOrder {
        SoldOrder(
            id: ID("o\(number)"), number: number, status: status,
            items: [
                Order.Item(
                    dishID: ID("d"), name: name, unitPrice: subtotal / 2, quantity: 2, kcal: 500, proteinG: 20,
                    carbsG: 60, fatG: 12)
            ], subtotal: subtotal, placedAt: at(placed), promisedBy: at(promised), acceptedAt: accepted.map(at),
            readyAt: ready.map(at), deliveredAt: delivered.map(at))
    }

    /// Five orders over 30 Nov and 1 Dec 2026, Los Angeles time (UTC−8).
    static let orders = [
        // 30 Nov: on time, 12 min to prepare.
        order(
            1, .delivered, subtotal: 2400, placed: "2026-11-30T20:00:00Z", promised: "2026-11-30T20:45:00Z",
            accepted: "2026-11-30T20:02:00Z", ready: "2026-11-30T20:14:00Z", delivered: "2026-11-30T20:40:00Z"),
        // 30 Nov 23:30 local (1 Dec in UTC): late by ten minutes, 20 min to prepare.
        order(
            2, .delivered, subtotal: 1800, placed: "2026-12-01T06:50:00Z", promised: "2026-12-01T07:30:00Z",
            accepted: "2026-12-01T06:51:00Z", ready: "2026-12-01T07:11:00Z", delivered: "2026-12-01T07:40:00Z"),
        // 1 Dec: rejected, no sale.
        order(3, .rejected, subtotal: 900, placed: "2026-12-01T18:00:00Z", promised: "2026-12-01T18:40:00Z"),
        // 1 Dec: on its way and past its promise at "now": late.
        order(
            4, .pickedUp, subtotal: 3000, placed: "2026-12-01T19:00:00Z", promised: "2026-12-01T19:40:00Z",
            accepted: "2026-12-01T19:01:00Z", ready: "2026-12-01T19:16:00Z"),
        // 1 Dec: placed and not yet promised: not late.
        order(5, .placed, subtotal: 1500, placed: "2026-12-01T19:50:00Z", promised: "2026-12-01T20:30:00Z"),
    ]
    static let now = at("2026-12-01T20:00:00Z")

    @Test func eachDayAndTheTotalAddUpTheOrdersOfItsLocalDay() throws {
        let numbers = RestaurantNumbers(
            Self.orders, from: try #require(DiaryDate("2026-11-29")), to: try #require(DiaryDate("2026-12-01")),
            in: Self.zone, at: Self.now)
        #expect(numbers.days.map(\.date.text) == ["2026-11-29", "2026-11-30", "2026-12-01"])
        let (empty, first, second) = (numbers.days[0], numbers.days[1], numbers.days[2])
        #expect(empty.orders == 0 && empty.sales == 0 && empty.averagePrepMinutes == nil && empty.lateShare == nil)
        #expect(first.orders == 2 && first.sales == 4200 && first.late == 1 && first.cancelled == 0)
        #expect(first.averagePrepMinutes == 16)
        #expect(second.orders == 2 && second.sales == 4500 && second.late == 1 && second.cancelled == 1)
        #expect(second.averagePrepMinutes == 15)
        #expect(numbers.total.orders == 4 && numbers.total.sales == 8700 && numbers.total.late == 2)
        #expect(numbers.total.cancelled == 1 && numbers.total.lateShare == 0.5)
        #expect(numbers.total.averagePrepMinutes.map { ($0 * 100).rounded() / 100 } == 15.67)
        let outside = RestaurantNumbers(
            Self.orders, from: try #require(DiaryDate("2026-12-02")), to: try #require(DiaryDate("2026-12-02")),
            in: Self.zone, at: Self.now)
        #expect(outside.total.orders == 0 && outside.total.cancelled == 0, "orders of other days are left out")
    }

    @Test func aRangeIsTheLastTwoWeeksOrAtMost92NamedDays() throws {
        let today = try #require(DiaryDate("2026-12-01"))
        let fallback = try RestaurantNumbers.range(from: "", to: "", today: today)
        #expect(fallback.from.text == "2026-11-18" && fallback.to == today)
        let asked = try RestaurantNumbers.range(from: "2026-09-01", to: "2026-12-01", today: today)
        #expect(asked.from.text == "2026-09-01")
        for (from, to, field) in [
            ("2026-13-01", "2026-12-01", "from"), ("2026-12-01", "", "to"), ("2026-12-02", "2026-12-01", "to"),
            ("2026-08-31", "2026-12-01", "to"),
        ] {
            #expect(throws: ValidationFailure.self) { try RestaurantNumbers.range(from: from, to: to, today: today) }
            do {
                _ = try RestaurantNumbers.range(from: from, to: to, today: today)
            } catch let failure as ValidationFailure {
                #expect(failure.issues.map(\.field) == [field], "\(from)…\(to)")
            }
        }
    }

    @Test func theCSVHasOneRowPerOrderInLocalTimeWithItsItemsQuotedWhenTheyMustBe() {
        let orders = [
            Self.orders[1], Self.orders[2],
            Self.order(
                6, .delivered, subtotal: 1000, placed: "2026-12-01T19:00:00Z", promised: "2026-12-01T19:40:00Z",
                delivered: "2026-12-01T19:30:00Z", name: "=HYPERLINK(\"x\")"),
            Self.order(
                7, .delivered, subtotal: 1000, placed: "2026-12-01T07:50:00Z", promised: "2026-12-01T17:00:00Z",
                delivered: "2026-12-01T16:55:00Z"),
        ]
        let lines = SoldOrdersCSV.text(orders, in: Self.zone, at: Self.now).components(separatedBy: "\r\n")
        #expect(
            lines == [
                "day,placed_at,number,status,items,sales,prep_minutes,promised_by,delivered_at,late",
                "2026-11-30,2026-11-30 22:50,2,delivered,2× Lentil Bowl,18.00,20,2026-11-30 23:30,2026-11-30 23:40,yes",
                "2026-12-01,2026-12-01 10:00,3,rejected,2× Lentil Bowl,0.00,,2026-12-01 10:40,,no",
                "2026-12-01,2026-12-01 11:00,6,delivered,\"2× =HYPERLINK(\"\"x\"\")\",10.00,,2026-12-01 11:40,"
                    + "2026-12-01 11:30,no",
                // Placed late on 30 Nov for the next morning: it counts on 1 Dec, as on the numbers page.
                "2026-12-01,2026-11-30 23:50,7,delivered,2× Lentil Bowl,10.00,,2026-12-01 09:00,2026-12-01 08:55,no",
                "",
            ])
    }

    @Test func anOrdersItemsCarryTheirChoices() {
        var order = Self.orders[0]
        order.items[0].options = [
            Order.Item.Choice(optionID: ID("large"), group: "Size", name: "Large", priceDelta: 150, kcal: 120),
            Order.Item.Choice(optionID: ID("feta"), group: "Extras", name: "Feta", priceDelta: 100, kcal: 80),
        ]
        order.items.append(order.items[0])
        order.items[1].options = []
        #expect(order.itemsText == "2× Lentil Bowl (Size: Large; Extras: Feta), 2× Lentil Bowl")
    }

    @Test func aPublicNameIsTheFirstNameAndTheLastInitial() {
        #expect(RestaurantReview.publicName(of: "Ada King Lovelace") == "Ada L.")
        #expect(RestaurantReview.publicName(of: "Plato") == "Plato")
        #expect(RestaurantReview.publicName(of: "  ") == "A customer")
        #expect(RestaurantReview.replyIssues(" \n ").map(\.code) == ["required"])
        #expect(RestaurantReview.replyIssues(String(repeating: "a", count: 1001)).map(\.code) == ["too_long"])
        #expect(RestaurantReview.replyIssues("Thank you!").isEmpty)
    }
}
