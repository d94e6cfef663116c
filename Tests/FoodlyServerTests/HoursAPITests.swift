import FoodlyApp
import FoodlyCore
import FoodlyHTTP
import FoodlyStore
import FoodlyTestSupport
import Foundation
import Testing

/// A restaurant's hours, closures, pauses and preparation time through the API: who may change them, the refusals
/// with nothing saved, customers seeing the restaurant closed with the reason at once, checkout refused while
/// paused, the open state following the clock when a pause ends with nothing written, and orders for later held to
/// closures. Runs on SQLite and PostgreSQL.
@Suite("Hours, closures and pauses API")
struct HoursAPITests {
    typealias Object = [String: Any]

    /// Lentil Place (open around the clock, in Los Angeles) with an owner and a plain staff member.
    struct Restaurant {
        let world: OrderingWorld
        let owner: String
        let cook: String

        init() throws {
            let world = try OrderingWorld()
            func member(_ name: String, _ role: StaffRole) throws -> String {
                let created = try AccountService(environment: world.app.environment).register(
                    Registration(fullName: "Sam \(name)", email: "\(name)@example.com", password: "abcdef1!"),
                    role: .staff, signIn: true)
                let restaurant = ID<FoodlyCore.Restaurant>(world.restaurantID)
                try world.app.database.write { connection in
                    try MerchantQueries(connection).setMembership(created.user.id, restaurantID: restaurant, role: role)
                }
                return created.token
            }
            (self.world, owner, cook) = (world, try member("boss", .owner), try member("cook", .staff))
        }

        func schedule(_ token: String? = nil) throws -> Object {
            try CatalogAPI.object(world.send(.get, "/api/v1/merchant/hours", token ?? owner))
        }

        /// Lentil Place as the restaurant list shows it.
        func listed() throws -> Object? {
            let items = try CatalogAPI.object(world.app.send(.get, "/api/v1/restaurants"))["items"] as? [Object] ?? []
            return items.first { $0["id"] as? String == world.restaurantID }
        }

        /// Whether the restaurant list shows Lentil Place open.
        func listedOpen() throws -> Bool? {
            try listed()?["isOpen"] as? Bool
        }

        /// Today's date in Los Angeles, shifted by `days`.
        func day(_ days: Int = 0) -> String {
            DiaryDate(Date(), in: TimeZone(identifier: "America/Los_Angeles")!).adding(days: days).text
        }
    }

    static func hours(_ periods: [[String]]) -> Object {
        let day = periods.map { ["opens": $0[0], "closes": $0[1]] }
        return Dictionary(uniqueKeysWithValues: ["mon", "tue", "wed", "thu", "fri", "sat", "sun"].map { ($0, day) })
    }

    static func errors(_ response: Response) throws -> [Object] {
        try CatalogAPI.object(response)["errors"] as? [Object] ?? []
    }

    @Test func severalPeriodsADaySaveAndOverlappingOnesAreRefusedNamingTheDayWithNothingSaved() throws {
        let place = try Restaurant()
        let saved = place.world.send(
            .put, "/api/v1/merchant/hours", place.owner, Self.hours([["11:00", "15:00"], ["17:00", "02:00"]]))
        #expect(saved.status == 200)
        let monday = try CatalogAPI.object(saved)["hours"] as? Object
        #expect((monday?["mon"] as? [Object])?.count == 2)

        let overlapping = place.world.send(
            .put, "/api/v1/merchant/hours", place.owner, Self.hours([["11:00", "15:00"], ["14:00", "22:00"]]))
        #expect(overlapping.status == 422)
        let issues = try Self.errors(overlapping)
        #expect(issues.first?["field"] as? String == "mon")
        #expect(issues.first?["code"] as? String == "overlapping_periods")
        #expect(issues.first?["message"] as? String == "Monday: 11:00–15:00 overlaps 14:00–22:00.")
        let after = try place.schedule()["hours"] as? Object
        #expect(((after?["mon"] as? [Object])?.last?["closes"]) as? String == "02:00", "nothing saved")

        let badTime = place.world.send(.put, "/api/v1/merchant/hours", place.owner, Self.hours([["11:00", "25:00"]]))
        #expect(try Self.errors(badTime).first?["field"] as? String == "mon[0].closes")
    }

    @Test func plainStaffSeeTheHoursAndPauseButChangeNothingElse() throws {
        let place = try Restaurant()
        #expect(try place.schedule(place.cook)["canEdit"] as? Bool == false)
        #expect(try place.schedule()["canEdit"] as? Bool == true)
        let edits: [(HTTPMethod, String, Object)] = [
            (.put, "/api/v1/merchant/hours", Self.hours([["11:00", "15:00"]])),
            (.post, "/api/v1/merchant/closures", ["first": place.day(1), "last": place.day(1)]),
            (.put, "/api/v1/merchant/prep-time", ["prepMinutes": 30]),
        ]
        for (method, path, body) in edits {
            let refused = place.world.send(method, path, place.cook, body)
            #expect(refused.status == 403, "\(path)")
        }
        #expect((try place.schedule()["closures"] as? [Object])?.isEmpty == true, "nothing saved")
        #expect(place.world.send(.put, "/api/v1/merchant/pause", place.cook, ["minutes": 30]).status == 200)
        #expect(place.world.send(.delete, "/api/v1/merchant/pause", place.cook).status == 200)
        let odd = place.world.send(.put, "/api/v1/merchant/pause", place.cook, ["minutes": 20])
        #expect(try Self.errors(odd).first?["field"] as? String == "minutes")
    }

    @Test func aClosureEndingBeforeItStartsIsRefusedAndOneForTodayClosesTheRestaurantForCustomersAtOnce() throws {
        let place = try Restaurant()
        let backwards = place.world.send(
            .post, "/api/v1/merchant/closures", place.owner, ["first": place.day(3), "last": place.day(2)])
        #expect(backwards.status == 422)
        #expect(try Self.errors(backwards).map { $0["code"] as? String } == ["ends_before_start"])
        #expect((try place.schedule()["closures"] as? [Object])?.isEmpty == true, "nothing saved")
        #expect(try place.listedOpen() == true)

        let added = place.world.send(
            .post, "/api/v1/merchant/closures", place.owner,
            ["first": place.day(), "last": place.day(), "reason": "  Staff\ntraining  "])
        #expect(added.status == 201)
        let closure = try CatalogAPI.object(added)
        #expect(closure["reason"] as? String == "Staff training")
        #expect(try place.listedOpen() == false)
        #expect(try place.listed()?["closedReason"] as? String == "closure")
        let schedule = try place.schedule()
        #expect(schedule["closedReason"] as? String == "closure")
        #expect(schedule["isOpen"] as? Bool == false)
        #expect(schedule["opensAt"] is String)

        let elsewhere = try MerchantAPI.restaurant(place.world.app, "Elsewhere", owner: "else@example.com")
        let id = closure["id"] as? String ?? ""
        #expect(place.world.send(.delete, "/api/v1/merchant/closures/\(id)", elsewhere.token).status == 404)
        #expect(place.world.send(.delete, "/api/v1/merchant/closures/\(id)", place.owner).status == 204)
        #expect(try place.listedOpen() == true)
        #expect(place.world.send(.delete, "/api/v1/merchant/closures/\(id)", place.owner).status == 404)
    }

    @Test func aPausedRestaurantRefusesCheckoutKeepsItsKitchenAndOpensWhenThePauseEndsWithNothingWritten() throws {
        let place = try Restaurant()
        let customer = try place.world.customer()
        try place.world.fillCart(customer)
        let placed = place.world.place(customer)
        #expect(placed.status == 201)
        let order = try CatalogAPI.object(placed)["id"] as? String ?? ""

        // Another process, its catalog loaded before the pause, sees it on its next request.
        let other = CatalogService(environment: AppEnvironment(database: place.world.app.database))
        let otherOpen = {
            try other.restaurants(RestaurantQuery()).listings.first {
                $0.restaurant.id.rawValue == place.world.restaurantID
            }?.isOpen
        }
        #expect(try otherOpen() == true)
        let paused = place.world.send(.put, "/api/v1/merchant/pause", place.owner, ["minutes": 15])
        let until = try CatalogAPI.object(paused)["pausedUntil"] as? String
        #expect(until != nil)
        #expect(try place.listedOpen() == false)
        // Customers are told why and until when, in the list and on the restaurant's page.
        #expect(try place.listed()?["closedReason"] as? String == "paused")
        #expect(try place.listed()?["opensAt"] as? String == until)
        let page = try CatalogAPI.object(place.world.app.send(.get, "/api/v1/restaurants/\(place.world.restaurantID)"))
        #expect(page["closedReason"] as? String == "paused" && page["opensAt"] as? String == until)
        #expect(try otherOpen() == false)
        try place.world.fillCart(customer)
        let refused = place.world.place(customer)
        #expect(refused.status == 409)
        let problem = try CatalogAPI.object(refused)
        #expect(problem["code"] as? String == "restaurant_paused")
        let detail = problem["detail"] as? String ?? ""
        #expect(
            detail.contains("Lentil Place has paused new orders, taking orders again at ")
                || detail.contains("Lentil Place has paused new orders, taking orders again tomorrow at "),
            "late in the evening the pause ends tomorrow: \(detail)")
        let accepted = place.world.send(.post, "/api/v1/kitchen/orders/\(order)/accept", place.cook)
        #expect(accepted.status == 200, "the kitchen still works on the orders it has")

        // Another process whose clock is past the pause: open, with no write in between.
        let version = try SQLCatalogStore(database: place.world.app.database).version()
        func listedOpen(after minutes: Double) throws -> Bool? {
            let later = AppEnvironment(
                database: place.world.app.database,
                clock: ScheduledOrderTests.HandClock(Date().addingTimeInterval(minutes * 60)))
            let page = try CatalogService(environment: later).restaurants(RestaurantQuery())
            return page.listings.first { $0.restaurant.id.rawValue == place.world.restaurantID }?.isOpen
        }
        #expect(try listedOpen(after: 14) == false)
        #expect(try listedOpen(after: 16) == true)
        #expect(try SQLCatalogStore(database: place.world.app.database).version() == version, "nothing written")

        #expect(place.world.send(.delete, "/api/v1/merchant/pause", place.cook).status == 200)
        #expect(try place.listedOpen() == true)
        #expect(try place.listed()?["closedReason"] is NSNull && place.listed()?["opensAt"] is NSNull)
    }

    @Test func thePreparationTimeIsBoundedAndFeedsTheETA() throws {
        let place = try Restaurant()
        let before = try CatalogAPI.object(
            place.world.app.send(.get, "/api/v1/restaurants/\(place.world.restaurantID)"))
        let tooLong = place.world.send(.put, "/api/v1/merchant/prep-time", place.owner, ["prepMinutes": 200])
        #expect(try Self.errors(tooLong).first?["field"] as? String == "prepMinutes")
        #expect(place.world.send(.put, "/api/v1/merchant/prep-time", place.owner, ["prepMinutes": 45]).status == 200)
        let after = try CatalogAPI.object(place.world.app.send(.get, "/api/v1/restaurants/\(place.world.restaurantID)"))
        #expect(after["prepMinutes"] as? Int == 45)
        let eta = { (object: Object) in (object["etaMinutes"] as? Object)?["min"] as? Int ?? 0 }
        #expect(eta(after) == eta(before) + 30)
    }

    @Test func anOrderForLaterWhoseDateBecomesClosedIsCancelledWithTheReason() throws {
        let place = try Restaurant()
        let customer = try place.world.customer()
        try place.world.fillCart(customer)
        // The kitchen works the 15 minutes before the slot; a slot at midnight is cooked the evening before, so the
        // test takes one whose kitchen time falls on the closed date too.
        let zone = TimeZone(identifier: "America/Los_Angeles")!
        var slot = ScheduledOrderTests.slot(inAtLeast: 90)
        if DiaryDate(slot.addingTimeInterval(-15 * 60), in: zone) != DiaryDate(slot, in: zone) {
            slot.addTimeInterval(15 * 60)
        }
        let booked = ScheduledOrderTests.place(place.world, customer, for: slot)
        #expect(booked.status == 201)
        let order = try CatalogAPI.object(booked)["id"] as? String ?? ""
        let date = DiaryDate(slot, in: zone).text
        let closed = place.world.send(.post, "/api/v1/merchant/closures", place.owner, ["first": date, "last": date])
        #expect(closed.status == 201)
        let scheduler = OrderScheduler(
            environment: AppEnvironment(
                database: place.world.app.database,
                clock: ScheduledOrderTests.HandClock(slot.addingTimeInterval(-15 * 60))))
        #expect(try scheduler.releaseDue().map(\.rawValue) == [order])
        let cancelled = try CatalogAPI.object(place.world.send(.get, "/api/v1/orders/\(order)", customer))
        #expect(cancelled["status"] as? String == "cancelled")
        #expect(cancelled["cancellationReason"] as? String == OrderScheduler.closedReason)
        try place.world.fillCart(customer)
        let again = ScheduledOrderTests.place(place.world, customer, for: slot)
        #expect(try ScheduledOrderTests.slotIssues(again) == ["slot_closed"], "no slot on a closed date")
    }
}
