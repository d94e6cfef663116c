import FoodlyCore
import Foundation
import Testing

/// Orders for later: which slots a restaurant offers (`DeliverySlot.available`) and why one is refused
/// (`DeliverySlot.refusal`), in the restaurant's own time zone across daylight-saving changes.
@Suite("Delivery slots")
struct DeliverySlotTests {
    static let losAngeles = TimeZone(identifier: "America/Los_Angeles")!

    /// A restaurant with the same periods every day (or only on `days`, ISO indexes, Monday 0), in Los Angeles.
    static func restaurant(
        _ periods: [(String, String)], days: Set<Int> = Set(0..<7), prepMinutes: Int = 20
    ) -> Restaurant {
        let hours = OpeningHours(
            days: (0..<7).map { day in
                days.contains(day)
                    ? periods.map {
                        OpeningHours.Period(opens: OpeningHours.minutes($0.0)!, closes: OpeningHours.minutes($0.1)!)
                    } : []
            })
        return Restaurant(
            id: ID("r1"), name: "Green Bowl", cuisine: "Bowls", description: "", phone: "+14155550100",
            categories: ["bowls"], imageURL: nil, address: "1 Market St",
            location: GeoPoint(latitude: 37.7749, longitude: -122.4194), deliveryRadiusKm: 5, timeZone: losAngeles,
            prepMinutes: prepMinutes, openingHours: hours,
            fees: DeliveryFees(deliveryBase: 199, deliveryPerKm: 50, freeDeliveryOver: 3000, minimumOrder: 1000),
            taxRateBps: 863, nutriGrade: .a)
    }

    /// The instant of a Los Angeles wall-clock time `yyyy-MM-dd HH:mm[:ss]`.
    static func local(_ text: String) -> Date {
        let numbers = text.split(whereSeparator: { "- :".contains($0) }).map { Int($0)! }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = losAngeles
        return calendar.date(
            from: DateComponents(
                year: numbers[0], month: numbers[1], day: numbers[2], hour: numbers[3], minute: numbers[4],
                second: numbers.count > 5 ? numbers[5] : 0))!
    }

    static func utc(_ text: String) -> Date {
        ISO8601DateFormatter().date(from: text)!
    }

    static func refusal(_ slot: String, _ restaurant: Restaurant, now: String) -> DeliverySlot.Refusal? {
        DeliverySlot(start: local(slot)).refusal(for: restaurant, at: local(now))
    }

    static let lunchAndDinner = restaurant([("11:00", "14:00"), ("17:00", "22:00")])

    // 2026-06-01 is a Monday; no daylight-saving change in June.
    @Test func aSlotIsOfferedOnlyWhenTheKitchenCanStartItInsideTheHours() {
        let now = "2026-06-01 09:00"
        #expect(Self.refusal("2026-06-01 11:15", Self.lunchAndDinner, now: now) == .closed, "kitchen at 10:55")
        #expect(Self.refusal("2026-06-01 11:30", Self.lunchAndDinner, now: now) == nil, "kitchen at 11:10")
        #expect(Self.refusal("2026-06-01 14:00", Self.lunchAndDinner, now: now) == nil, "open until the slot")
        #expect(Self.refusal("2026-06-01 14:15", Self.lunchAndDinner, now: now) == .closed, "closed at 14:00")
        #expect(Self.refusal("2026-06-01 15:30", Self.lunchAndDinner, now: now) == .closed, "the afternoon break")
        #expect(Self.refusal("2026-06-01 17:15", Self.lunchAndDinner, now: now) == .closed, "kitchen at 16:55")
        #expect(Self.refusal("2026-06-01 17:30", Self.lunchAndDinner, now: now) == nil)
        let weekdays = Self.restaurant([("11:00", "22:00")], days: [0, 1, 2, 3, 4])
        #expect(Self.refusal("2026-06-06 12:00", weekdays, now: now) == .closed, "closed on Saturdays")
        #expect(Self.refusal("2026-06-05 12:00", weekdays, now: now) == nil)
    }

    @Test func aBreakShorterThanThePreparationTimeStillRefusesTheSlot() {
        let split = Self.restaurant([("11:00", "12:10"), ("12:20", "22:00")], prepMinutes: 45)
        // Kitchen from 12:00 to 12:45: closed 12:10–12:20 in between, though open at both ends.
        #expect(Self.refusal("2026-06-01 12:45", split, now: "2026-06-01 09:00") == .closed)
        #expect(Self.refusal("2026-06-01 13:15", split, now: "2026-06-01 09:00") == nil)
    }

    @Test func aSlotInThePastOrTooSoonForTheKitchenIsRefused() {
        let now = "2026-06-01 12:07"
        #expect(Self.refusal("2026-06-01 11:45", Self.lunchAndDinner, now: now) == .past, "already gone")
        #expect(Self.refusal("2026-06-01 12:15", Self.lunchAndDinner, now: now) == .past, "kitchen at 11:55")
        #expect(Self.refusal("2026-06-01 12:30", Self.lunchAndDinner, now: now) == nil, "kitchen at 12:10")
        #expect(Self.refusal("2026-05-31 12:30", Self.lunchAndDinner, now: now) == .past, "yesterday")
    }

    @Test func aSlotMoreThanSevenDaysAheadIsRefused() {
        let always = Self.restaurant([("00:00", "24:00")])
        let now = "2026-06-01 12:00"
        #expect(Self.refusal("2026-06-08 12:00", always, now: now) == nil, "exactly 7 days")
        #expect(Self.refusal("2026-06-08 12:15", always, now: now) == .tooFar)
        #expect(Self.refusal("2026-07-01 12:00", always, now: now) == .tooFar)
    }

    @Test func aSlotOffTheQuarterHourIsRefused() {
        let now = "2026-06-01 09:00"
        #expect(Self.refusal("2026-06-01 12:07", Self.lunchAndDinner, now: now) == .notOnQuarter)
        #expect(Self.refusal("2026-06-01 12:00:30", Self.lunchAndDinner, now: now) == .notOnQuarter)
        #expect(Self.refusal("2026-06-01 12:45", Self.lunchAndDinner, now: now) == nil)
        // Off the quarter hour comes first: a refusal names the first thing to fix.
        #expect(Self.refusal("2026-05-01 12:07", Self.lunchAndDinner, now: now) == .notOnQuarter)
    }

    @Test func theListHoldsEveryBookableQuarterHourForSevenDays() {
        let now = Self.local("2026-06-01 11:07")
        let slots = DeliverySlot.available(for: Self.lunchAndDinner, at: now)
        // Each day 11 slots at lunch (11:30, kitchen 11:10, … 14:00) and 19 at dinner (17:30 … 22:00).
        #expect(slots.first?.start == Self.local("2026-06-01 11:30"))
        #expect(slots.allSatisfy { $0.start.timeIntervalSince1970.truncatingRemainder(dividingBy: 900) == 0 })
        #expect(slots.allSatisfy { $0.refusal(for: Self.lunchAndDinner, at: now) == nil })
        #expect(slots.count == 7 * (11 + 19), "today and six more days; on 8 June 11:30 is past the 7 days")
        #expect(slots.last?.start == Self.local("2026-06-07 22:00"))
        #expect(!slots.contains { $0.start == Self.local("2026-06-02 15:00") }, "nothing in the break")
        let second = slots.filter {
            $0.start >= Self.local("2026-06-02 00:00") && $0.start < Self.local("2026-06-03 00:00")
        }
        #expect(
            second.first?.start == Self.local("2026-06-02 11:30")
                && second.last?.start == Self.local("2026-06-02 22:00"))
    }

    @Test func theDayTheClocksSpringForwardKeepsTheLocalHours() {
        // 2026-03-08: Los Angeles goes from UTC−8 to UTC−7 at 02:00.
        let lunch = Self.restaurant([("11:00", "22:00")])
        let now = Self.utc("2026-03-06T20:00:00Z")
        let slots = DeliverySlot.available(for: lunch, at: now).map(\.start)
        #expect(slots.contains(Self.utc("2026-03-07T19:30:00Z")), "Saturday 11:30 PST")
        #expect(!slots.contains(Self.utc("2026-03-07T19:15:00Z")))
        #expect(slots.contains(Self.utc("2026-03-08T18:30:00Z")), "Sunday 11:30 PDT")
        #expect(!slots.contains(Self.utc("2026-03-08T18:15:00Z")), "10:15 PST would be 11:15 PDT: kitchen at 10:55")
        #expect(
            DeliverySlot(start: Self.utc("2026-03-08T19:00:00Z")).refusal(for: lunch, at: now) == nil,
            "noon PDT")
        #expect(DeliverySlot(start: Self.utc("2026-03-08T18:00:00Z")).refusal(for: lunch, at: now) == .closed)
        func count(from: String, to: String) -> Int {
            slots.filter { $0 >= Self.local(from) && $0 < Self.local(to) }.count
        }
        #expect(count(from: "2026-03-07 00:00", to: "2026-03-08 00:00") == 43, "11:30 to 22:00")
        #expect(count(from: "2026-03-08 00:00", to: "2026-03-09 00:00") == 43, "the same on the 23-hour day")
    }

    @Test func aNightThroughAClockChangeHasAnHourLessOrMoreOfSlots() {
        let night = Self.restaurant([("22:00", "04:00")], prepMinutes: 15)
        func slots(onTheNightOf day: String, now: String) -> Int {
            let from = Self.local("\(day) 12:00")
            return DeliverySlot.available(for: night, at: Self.local(now)).filter {
                $0.start > from && $0.start < from.addingTimeInterval(86_400)
            }.count
        }
        // 22:15 (kitchen 22:00) to 04:00: 5 h 45 min of wall clock, 24 slots on an ordinary night.
        #expect(slots(onTheNightOf: "2026-03-05", now: "2026-03-04 12:00") == 24)
        #expect(slots(onTheNightOf: "2026-03-07", now: "2026-03-04 12:00") == 20, "02:00–03:00 never happens")
        #expect(slots(onTheNightOf: "2026-10-31", now: "2026-10-28 12:00") == 28, "01:00–02:00 happens twice")
    }

    @Test func aSlotsArrivalWindowIsItsQuarterHour() {
        let slot = DeliverySlot(start: Self.local("2026-06-01 12:00"))
        #expect(slot.end == Self.local("2026-06-01 12:15"))
        #expect(slot.kitchenStart(prepMinutes: 20) == Self.local("2026-06-01 11:40"))
        #expect(
            slot.estimate(placedAt: Self.local("2026-06-01 10:07:30"))
                == DeliveryEstimate(minMinutes: 112, maxMinutes: 127))
    }

    @Test func anOrderForLaterKeepsItsSlotWhileTheWayAllowsIt() {
        let restaurant = Self.restaurant([("00:00", "24:00")], prepMinutes: 15)
        let placedAt = Self.local("2026-06-01 08:00")
        let slot = Self.local("2026-06-01 12:00")
        let home = GeoPoint(latitude: 37.7749 + 1 / 111.195, longitude: -122.4194)
        var order = Order(
            id: ID("o1"), number: 1001, userID: ID("u1"), restaurantID: ID("r1"), status: .placed, items: [],
            pricing: PriceBreakdown(subtotal: 0, discount: 0, deliveryFee: 0, serviceFee: 0, tax: 0, tip: 0, total: 0),
            couponCode: nil,
            address: Address(
                line1: "1 Home St", city: "San Francisco", latitude: home.latitude, longitude: home.longitude),
            notes: "", courierID: nil, eta: DeliveryEstimate(minMinutes: 240, maxMinutes: 255),
            estimatedDeliveryAt: slot, placedAt: placedAt,
            timeline: [
                Order.Step(status: .scheduled, at: placedAt),
                Order.Step(status: .placed, at: Self.local("2026-06-01 11:45")),
            ],
            scheduledFor: slot, kitchenStartsAt: Self.local("2026-06-01 11:45"))
        // Released at 11:45: cooked by 12:00, 1.3 road km (4.3 minutes) and 5 to hand over: 12:09, inside the slot.
        let onTime = DeliveryEstimate(
            following: order, from: restaurant, courier: nil, prepMinutes: 15, at: Self.local("2026-06-01 11:45"))
        #expect(onTime == DeliveryEstimate(minMinutes: 240, maxMinutes: 255))
        // Accepted only at 11:55: cooked by 12:10, at the door 12:19, past the slot: the worked-out window.
        order.status = .accepted
        order.timeline.append(Order.Step(status: .accepted, at: Self.local("2026-06-01 11:55")))
        let late = DeliveryEstimate(
            following: order, from: restaurant, courier: nil, prepMinutes: 15, at: Self.local("2026-06-01 11:55"))
        #expect(late == DeliveryEstimate(minMinutes: 259, maxMinutes: 265))
    }
}
