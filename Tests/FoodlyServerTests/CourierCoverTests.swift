import FoodlyAPI
import FoodlyApp
import FoodlyCore
import FoodlyShared
import FoodlyStore
import FoodlyTestSupport
import Foundation
import Testing

/// A courier's week and the operator's courier cover: going on and off duty is kept as shifts (coming back within
/// a minute continues the shift; being made inactive ends it), the weekly schedule is checked like restaurants'
/// hours, and the cover counts both per hour for operators only. Runs on SQLite and PostgreSQL.
@Suite("Courier schedules and cover")
struct CourierCoverTests {
    @Test func goingOnAndOffDutyIsKeptAsShiftsTheCoverAddsUp() throws {
        let world = try OrderingWorld(couriers: 0)
        let clock = DemoSimulatorTests.HandClock()
        let environment = AppEnvironment(database: world.app.database, clock: clock)
        let accounts = AccountService(environment: environment)
        func account(_ name: String, _ role: Role) throws -> UserAccount {
            try accounts.register(
                Registration(
                    fullName: name, email: "\(name.split(separator: " ")[0].lowercased())@example.com",
                    password: "abcdef1!"),
                role: role, signIn: false
            ).user
        }
        let (admin, rosa) = (try account("Olga Ops", .admin), try account("Rosa Rider", .courier))
        let couriers = CourierService(environment: environment)
        let start = clock.now()
        let courier = try couriers.create(
            email: "rosa@example.com", phone: "+14155550123", vehicle: .bicycle,
            location: GeoPoint(latitude: 37.77, longitude: -122.42), by: admin)
        /// Whether the shifts kept are `expected`, to the millisecond they are stored in.
        func kept(_ expected: [(start: Date, end: Date?)]) throws -> Bool {
            let shifts = try world.app.database.read {
                try CourierQueries($0).shifts(
                    from: start.addingTimeInterval(-3600), to: clock.now().addingTimeInterval(1))
            }
            func near(_ one: Date?, _ other: Date?) -> Bool {
                guard let one, let other else { return one == nil && other == nil }
                return abs(one.timeIntervalSince(other)) < 0.002
            }
            return shifts.count == expected.count
                && zip(shifts, expected).allSatisfy {
                    $0.courierID == courier.id && near($0.start, $1.start) && near($0.end, $1.end)
                }
        }
        #expect(try kept([(start, nil)]), "onboarded on duty")
        clock.advance(minutes: 30)
        _ = try couriers.setAvailable(false, by: rosa)
        clock.advance(minutes: 0.5)
        _ = try couriers.setAvailable(true, by: rosa)
        #expect(try kept([(start, nil)]), "back within a minute: one shift")
        clock.advance(minutes: 10)
        _ = try couriers.setAvailable(false, by: rosa)
        _ = try couriers.setAvailable(false, by: rosa)
        clock.advance(minutes: 5)
        _ = try couriers.setAvailable(true, by: rosa)
        let second = clock.now()
        clock.advance(minutes: 15)
        _ = try couriers.update(courier.id, vehicle: nil, phone: nil, active: false, by: admin)
        let firstEnd = start.addingTimeInterval(40.5 * 60)
        #expect(try kept([(start, firstEnd), (second, clock.now())]), "made inactive: the shift ends")

        let zone = TimeZone(identifier: "UTC")!
        let days = Set([DiaryDate(start, in: zone).text, DiaryDate(clock.now(), in: zone).text])
        let hours = try days.flatMap { try couriers.dutyDay($0, in: zone, by: admin).hours }
        #expect((54...55).contains(hours.reduce(0) { $0 + $1.dutyMinutes }), "40.5 + 15 minutes, whole per hour")
        #expect(hours.allSatisfy { $0.onDuty <= 1 && $0.scheduled == 0 })
        #expect(throws: OrderingError.forbidden) { try couriers.dutyDay("", in: zone, by: rosa) }
    }

    @Test func aCourierSetsTheirWeekAndTheOperatorSeesItCounted() throws {
        let crew = try LifecycleAPITests.Crew(couriers: 1)
        let world = crew.world
        let rider = crew.couriers[0]
        let empty: CourierScheduleBody = try world.send(.get, "/api/v1/courier/schedule", rider).decoded()
        #expect(empty.hours.days.allSatisfy(\.isEmpty) && empty.timeZone == "America/Los_Angeles")

        var week = OpeningHours.dayKeys.map { _ in [["opens": "11:00", "closes": "14:00"]] }
        week[0] = [["opens": "11:00", "closes": "14:00"], ["opens": "13:00", "closes": "15:00"]]
        let overlapping = Dictionary(uniqueKeysWithValues: zip(OpeningHours.dayKeys, week))
        week[1] = [["opens": "25:00", "closes": "14:00"]]
        let body = Dictionary(uniqueKeysWithValues: zip(OpeningHours.dayKeys, week))
        for (sent, fields) in [(overlapping, ["mon"]), (body, ["tue[0].opens"])] {
            let refused = world.send(.put, "/api/v1/courier/schedule", rider, sent)
            #expect(try refused.status == 422 && CatalogAPI.problem(refused).fields == fields)
        }
        let kept: CourierScheduleBody = try world.send(.get, "/api/v1/courier/schedule", rider).decoded()
        #expect(kept == empty, "nothing saved")

        let lunches = WeeklyHoursBody(
            days: Array(repeating: [HoursPeriodBody(opens: "11:00", closes: "14:00")], count: 6) + [[]])
        let saved: CourierScheduleBody = try world.send(
            .put, "/api/v1/courier/schedule", rider,
            try JSONSerialization.jsonObject(with: JSONEncoder().encode(lunches))
        ).decoded(status: 200)
        #expect(saved.hours == lunches)
        #expect(try world.send(.get, "/api/v1/courier/schedule", rider).decoded(CourierScheduleBody.self) == saved)
        #expect(world.send(.get, "/api/v1/courier/schedule", try world.customer("Cy")).status == 403)
        #expect(world.send(.put, "/api/v1/courier/schedule", crew.kitchen, body).status == 403)

        let admin = try CatalogAPI.token(world.app, role: .admin)
        let monday: DutyDayBody = try world.send(
            .get, "/api/v1/admin/couriers/hours?date=2026-03-02&timeZone=UTC", admin
        ).decoded(status: 200)
        #expect(monday.date == "2026-03-02" && monday.hours.count == 24)
        #expect(monday.hours.map(\.scheduled) == (0..<24).map { (11..<14).contains($0) ? 1 : 0 })
        #expect(monday.hours.allSatisfy { $0.orders == 0 && $0.onDuty == 0 }, "a day before anyone worked")
        let sunday: DutyDayBody = try world.send(
            .get, "/api/v1/admin/couriers/hours?date=2026-03-08&timeZone=UTC", admin
        ).decoded()
        #expect(sunday.hours.allSatisfy { $0.scheduled == 0 }, "Sunday is a day off")

        let (_, order) = try crew.place("Ada")
        let today: DutyDayBody = try world.send(.get, "/api/v1/admin/couriers/hours", admin).decoded()
        #expect(today.timeZone == "America/Los_Angeles")
        let placed = try #require(today.hours.last { $0.start <= order.placedAt })
        #expect(placed.orders == 1 && placed.onDuty == 1)

        let badDate = world.send(.get, "/api/v1/admin/couriers/hours?date=2026-02-30", admin)
        #expect(try badDate.status == 422 && CatalogAPI.problem(badDate).fields == ["date"])
        #expect(world.send(.get, "/api/v1/admin/couriers/hours?timeZone=Mars/Base", admin).status == 400)
        #expect(world.send(.get, "/api/v1/admin/couriers/hours", rider).status == 403)
    }
}
