import FoodlyCore
import FoodlyHTTP
import FoodlyTestSupport
import Foundation
import Testing

/// The diary API: a delivered order goes in by itself, meals are added by hand, days follow the reader's time zone,
/// and nobody reads or changes another customer's entries.
@Suite("Diary API")
struct DiaryAPITests {
    static let iso = Date.ISO8601FormatStyle(includingFractionalSeconds: false, timeZone: .gmt)

    static func diary(_ world: OrderingWorld, _ token: String, _ query: String) throws -> [String: Any] {
        let response = world.send(.get, "/api/v1/diary?\(query)", token)
        #expect(response.status == 200, "\(String(decoding: response.body, as: UTF8.self))")
        return try CatalogAPI.object(response)
    }

    static func add(_ world: OrderingWorld, _ token: String, _ body: [String: Any]) -> Response {
        world.send(.post, "/api/v1/diary/entries", token, body, headers: CatalogAPI.json)
    }

    @Test func aDeliveredOrderIsInTheDiaryOnTheDayItArrived() throws {
        let crew = try LifecycleAPITests.Crew()
        let (customer, id, courier) = try crew.order("Ada")
        for action in ["accept", "preparing", "ready"] {
            #expect(crew.post("/api/v1/kitchen/orders/\(id)/\(action)", crew.kitchen).status == 200)
        }
        let rider = crew.couriers[try #require(courier)]
        #expect(crew.post("/api/v1/courier/deliveries/\(id)/pickup", rider).status == 200)
        let delivered = try CatalogAPI.object(crew.post("/api/v1/courier/deliveries/\(id)/deliver", rider))
        let nutrition = try #require(delivered["nutrition"] as? [String: Double])
        let at = try #require((delivered["timeline"] as? [[String: Any]])?.last?["at"] as? String)
        let day = DiaryDate(try Self.iso.parse(at), in: .gmt).text
        let diary = try Self.diary(crew.world, customer, "from=\(day)&to=\(day)&timeZone=UTC")
        let days = try #require(diary["days"] as? [[String: Any]])
        let entries = try #require(days.first?["entries"] as? [[String: Any]])
        #expect(entries.count == 1)
        #expect(entries.first?["orderId"] as? String == id)
        #expect((entries.first?["name"] as? String)?.hasPrefix("Order #") == true)
        #expect(entries.first?["kcal"] as? Double == nutrition["kcal"])
        #expect(days.first?["proteinG"] as? Double == nutrition["proteinG"])
        // The courier's second press changes nothing: the order is recorded once.
        #expect(crew.post("/api/v1/courier/deliveries/\(id)/deliver", rider).status == 409)
        let again = try Self.diary(crew.world, customer, "from=\(day)&to=\(day)&timeZone=UTC")
        #expect(((again["days"] as? [[String: Any]])?.first?["entries"] as? [Any])?.count == 1)
    }

    @Test func handAddedMealsFallOnTheDayOfTheReadersTimeZone() throws {
        let world = try OrderingWorld()
        let customer = try world.customer()
        let now = world.app.environment.clock.now()
        let eaten = Self.iso.format(now.addingTimeInterval(-3600))
        let added = Self.add(world, customer, ["name": "  Apple  ", "kcal": 80, "carbsG": 19, "eatenAt": eaten])
        #expect(added.status == 201)
        let entry = try CatalogAPI.object(added)
        #expect(entry["name"] as? String == "Apple")
        #expect(entry["orderId"] is NSNull)
        for zone in ["UTC", "Asia/Tokyo", "America/Los_Angeles"] {
            guard let timeZone = TimeZone(identifier: zone) else { continue }
            let date = DiaryDate(now.addingTimeInterval(-3600), in: timeZone)
            let previous = DiaryDate(now.addingTimeInterval(-3600 - 86_400), in: timeZone)
            let diary = try Self.diary(world, customer, "from=\(previous.text)&to=\(date.text)&timeZone=\(zone)")
            let days = try #require(diary["days"] as? [[String: Any]])
            #expect(days.map { $0["date"] as? String } == [previous.text, date.text], "\(zone)")
            #expect(days.last?["kcal"] as? Double == 80, "\(zone)")
            #expect(days.first?["kcal"] as? Double == 0, "\(zone)")
        }
    }

    @Test func badMealsAndBadRangesAreRefusedNamingTheField() throws {
        let world = try OrderingWorld()
        let customer = try world.customer()
        let refused = Self.add(world, customer, ["name": "", "kcal": 9000, "fatG": -1])
        #expect(refused.status == 422)
        let errors = try #require(try CatalogAPI.object(refused)["errors"] as? [[String: Any]])
        #expect(Set(errors.compactMap { $0["field"] as? String }) == ["name", "kcal", "fatG"])
        for (query, parameter) in [
            ("from=2026-12-01&to=2026-12-01", "timeZone"), ("from=2026-02-30&to=2026-03-01&timeZone=UTC", "from"),
            ("from=2026-12-01&to=2027-01-05&timeZone=UTC", "to"), ("from=2026-12-02&to=2026-12-01&timeZone=UTC", "to"),
            ("from=2026-12-01&to=2026-12-01&timeZone=Mars/Olympus", "timeZone"),
        ] {
            let response = world.send(.get, "/api/v1/diary?\(query)", customer)
            #expect(response.status == 400, "\(query)")
            #expect(try CatalogAPI.object(response)["code"] as? String == "invalid_query")
            let fields = (try CatalogAPI.object(response)["errors"] as? [[String: Any]])?.compactMap { $0["field"] }
            #expect(fields?.first as? String == parameter, "\(query)")
        }
    }

    @Test func onlyItsOwnerSeesOrRemovesAnEntry() throws {
        let world = try OrderingWorld()
        let owner = try world.customer("Owner")
        let other = try world.customer("Other")
        let entry = try CatalogAPI.object(Self.add(world, owner, ["name": "Soup", "kcal": 240]))
        let id = try #require(entry["id"] as? String)
        let today = DiaryDate(world.app.environment.clock.now(), in: .gmt).text
        let theirs = try Self.diary(world, other, "from=\(today)&to=\(today)&timeZone=UTC")
        #expect(((theirs["days"] as? [[String: Any]])?.first?["entries"] as? [Any])?.isEmpty == true)
        #expect(world.send(.delete, "/api/v1/diary/entries/\(id)", other).status == 404)
        #expect(world.send(.delete, "/api/v1/diary/entries/\(id)", owner).status == 204)
        #expect(world.send(.delete, "/api/v1/diary/entries/\(id)", owner).status == 404)
        let mine = try Self.diary(world, owner, "from=\(today)&to=\(today)&timeZone=UTC")
        #expect((mine["days"] as? [[String: Any]])?.first?["kcal"] as? Double == 0)
    }
}
