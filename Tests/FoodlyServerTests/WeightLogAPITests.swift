import FoodlyCore
import FoodlyHTTP
import FoodlyTestSupport
import Foundation
import Testing

/// The weight log API: one weight a day, replaced when recorded again, bounded, listed with its trend, and
/// nobody reads or changes another customer's weights.
@Suite("Weight log API")
struct WeightLogAPITests {
    static func put(_ world: OrderingWorld, _ token: String, _ date: String, _ body: Any) -> Response {
        world.send(.put, "/api/v1/diary/weights/\(date)", token, body, headers: CatalogAPI.json)
    }

    static func log(_ world: OrderingWorld, _ token: String, _ from: String, _ to: String) throws -> [String: Any] {
        let response = world.send(.get, "/api/v1/diary/weights?from=\(from)&to=\(to)", token)
        #expect(response.status == 200, "\(String(decoding: response.body, as: UTF8.self))")
        return try CatalogAPI.object(response)
    }

    static func day(_ world: OrderingWorld, _ offset: Int) -> String {
        DiaryDate(world.app.environment.clock.now(), in: .gmt).adding(days: offset).text
    }

    @Test func aDayHasOneWeightTheLastOneRecordedAndTheLogHasItsTrend() throws {
        let world = try OrderingWorld()
        let ada = try world.customer()
        let first = Self.day(world, -14)
        let recorded = Self.put(world, ada, first, ["weightKg": 80.04])
        #expect(recorded.status == 200)
        #expect(try CatalogAPI.object(recorded)["weightKg"] as? Double == 80)
        #expect(Self.put(world, ada, first, ["weightKg": 81]).status == 200, "the same day again replaces it")
        #expect(Self.put(world, ada, Self.day(world, 0), ["weightKg": 79]).status == 200)
        let log = try Self.log(world, ada, Self.day(world, -30), Self.day(world, 0))
        let entries = try #require(log["entries"] as? [[String: Any]])
        #expect(entries.map { $0["date"] as? String } == [first, Self.day(world, 0)])
        #expect(entries.map { $0["weightKg"] as? Double } == [81, 79])
        let trend = try #require(log["trend"] as? [[String: Any]])
        #expect(trend.map { $0["date"] as? String } == [first, Self.day(world, 0)])
        #expect(trend.first?["weightKg"] as? Double == 81)
        let last = try #require(trend.last?["weightKg"] as? Double)
        #expect(last > 79 && last < 81, "the trend lags behind the weights")
        #expect(log["changeKgPerWeek"] as? Double == -1, "2 kg down in two weeks")
        // A single weight has no change yet, and says so with null.
        let one = try Self.log(world, ada, Self.day(world, -1), Self.day(world, 0))
        #expect(one["changeKgPerWeek"] is NSNull)
    }

    @Test func badWeightsAndDaysAreRefusedNamingTheFieldAndChangeNothing() throws {
        let world = try OrderingWorld()
        let ada = try world.customer()
        let today = Self.day(world, 0)
        #expect(Self.put(world, ada, today, ["weightKg": 70]).status == 200)
        for (date, weight, field) in [
            (today, 34.9, "weightKg"), (today, 301.0, "weightKg"), (Self.day(world, 3), 70.0, "date"),
            ("2026-02-30", 70.0, "date"), ("today", 70.0, "date"),
        ] {
            let response = Self.put(world, ada, date, ["weightKg": weight])
            #expect(response.status == 422, "\(date) \(weight)")
            let errors = try #require(try CatalogAPI.object(response)["errors"] as? [[String: Any]])
            #expect(errors.compactMap { $0["field"] as? String } == [field], "\(date) \(weight)")
        }
        #expect(Self.put(world, ada, today, ["weightKg": "heavy"]).status == 422)
        #expect(Self.put(world, ada, today, [String: Any]()).status == 422)
        let log = try Self.log(world, ada, today, today)
        #expect((log["entries"] as? [[String: Any]])?.map { $0["weightKg"] as? Double } == [70])
        for (query, parameter) in [
            ("from=\(today)", "to"), ("to=\(today)", "from"), ("from=\(Self.day(world, -366))&to=\(today)", "to"),
            ("from=\(today)&to=\(Self.day(world, -1))", "to"),
        ] {
            let response = world.send(.get, "/api/v1/diary/weights?\(query)", ada)
            #expect(response.status == 400, "\(query)")
            let fields = (try CatalogAPI.object(response)["errors"] as? [[String: Any]])?.compactMap { $0["field"] }
            #expect(fields?.first as? String == parameter, "\(query)")
        }
        #expect(world.send(.get, "/api/v1/diary/weights?from=\(Self.day(world, -365))&to=\(today)", ada).status == 200)
    }

    @Test func nobodyReadsOrChangesAnotherCustomersWeights() throws {
        let world = try OrderingWorld()
        let ada = try world.customer("Ada")
        let eve = try world.customer("Eve")
        let today = Self.day(world, 0)
        #expect(Self.put(world, ada, today, ["weightKg": 70]).status == 200)
        let theirs = try Self.log(world, eve, today, today)
        #expect((theirs["entries"] as? [Any])?.isEmpty == true)
        #expect(world.send(.delete, "/api/v1/diary/weights/\(today)", eve).status == 404)
        // Eve's weight of the same day is hers alone.
        #expect(Self.put(world, eve, today, ["weightKg": 90]).status == 200)
        let mine = try Self.log(world, ada, today, today)
        #expect((mine["entries"] as? [[String: Any]])?.map { $0["weightKg"] as? Double } == [70])
        #expect(world.send(.delete, "/api/v1/diary/weights/\(today)", ada).status == 204)
        #expect(world.send(.delete, "/api/v1/diary/weights/\(today)", ada).status == 404)
        #expect(world.send(.delete, "/api/v1/diary/weights/not-a-day", ada).status == 404)
        let hers = try Self.log(world, eve, today, today)
        #expect((hers["entries"] as? [[String: Any]])?.map { $0["weightKg"] as? Double } == [90])
    }
}
