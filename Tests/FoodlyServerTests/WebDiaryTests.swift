import FoodlyCore
import FoodlyHTTP
import FoodlyTestSupport
import Foundation
import Testing

/// The Diary tab, in process: what it shows with and without entries, its forms (CSRF pair, bad input refused
/// with the reason and nothing changed), other customers' entries, hidden calories and the browser's time zone.
@Suite("Web: the diary page")
struct WebDiaryTests {
    static let csrf = String(repeating: "d", count: 43)

    static func headers(_ token: String, zone: String? = nil, form: Bool = false) -> HTTPHeaders {
        var cookie = "foodly_session=\(token); foodly_csrf=\(csrf)"
        if let zone { cookie += "; foodly_tz=\(zone)" }
        var headers: HTTPHeaders = ["Cookie": cookie, "Accept": "text/html"]
        if form { headers.set("Content-Type", "application/x-www-form-urlencoded") }
        return headers
    }

    static func page(_ world: OrderingWorld, _ token: String, zone: String? = nil) -> (Response, String) {
        let response = world.app.send(.get, "/diary", headers: headers(token, zone: zone))
        return (response, String(decoding: response.body, as: UTF8.self))
    }

    static func post(_ world: OrderingWorld, _ token: String, _ path: String, _ body: String, zone: String? = nil)
        -> Response
    {
        world.app.send(.post, path, headers: headers(token, zone: zone, form: true), body: body + "&_csrf=\(csrf)")
    }

    /// The caller's entries of today in UTC, through the API.
    static func entries(_ world: OrderingWorld, _ token: String) throws -> [[String: Any]] {
        let today = DiaryDate(Date(), in: .gmt).text
        let diary = try CatalogAPI.object(
            world.send(.get, "/api/v1/diary?from=\(today)&to=\(today)&timeZone=UTC", token))
        return (diary["days"] as? [[String: Any]])?.first?["entries"] as? [[String: Any]] ?? []
    }

    static func target(_ world: OrderingWorld, _ token: String, _ kcal: Int, showCalories: Bool = true) {
        let patched = world.send(
            .patch, "/api/v1/me", token, ["dailyKcalTarget": kcal, "showCalories": showCalories],
            headers: CatalogAPI.json)
        #expect(patched.status == 200)
    }

    @Test func anEmptyDiarySaysWhatToDo() throws {
        let world = try OrderingWorld()
        let ada = try world.customer()
        Self.target(world, ada, 2000)
        let (response, html) = Self.page(world, ada, zone: "UTC")
        #expect(response.status == 200)
        #expect(html.contains(#"<a class="tabbar-link" href="/diary" aria-current="page">"#))
        #expect(html.contains("2,000 kcal left today"))
        #expect(html.contains("Nothing here yet today."))
        #expect(html.contains("Meals you order go in by themselves when they arrive."))
        #expect(html.contains("No weights yet."))
        #expect(html.contains("You have no protein target yet."))
        #expect(html.contains(#"href="/profile#target""#))
        #expect(html.contains("Your week fills in as meals go into your diary."))
        #expect(!html.contains("energy-chart") && !html.contains("weight-chart"))
        // Without a target there is nothing "left": the page says how to set one.
        let eve = try world.customer("Eve")
        let (_, untargeted) = Self.page(world, eve)
        #expect(untargeted.contains("0 kcal eaten today"))
        #expect(untargeted.contains("Set a daily target to see how much is left."))
    }

    @Test func aDeliveredOrderAndAMealAddedByHandAreListedWithTheirSourceAndTheWeekChart() throws {
        let crew = try LifecycleAPITests.Crew()
        let (customer, id, courier) = try crew.order("Ada")
        for action in ["accept", "preparing", "ready"] {
            #expect(crew.post("/api/v1/kitchen/orders/\(id)/\(action)", crew.kitchen).status == 200)
        }
        let rider = crew.couriers[try #require(courier)]
        #expect(crew.post("/api/v1/courier/deliveries/\(id)/pickup", rider).status == 200)
        let delivered = try CatalogAPI.object(crew.post("/api/v1/courier/deliveries/\(id)/deliver", rider))
        let orderKcal = try #require((delivered["nutrition"] as? [String: Double])?["kcal"])
        Self.target(crew.world, customer, 2500)
        let added = Self.post(crew.world, customer, "/diary/entries", "name=Green+apple&kcal=80&carbsG=19", zone: "UTC")
        #expect(added.status == 303)
        #expect(added.headers["Location"] == "/diary#entries")
        let (_, html) = Self.page(crew.world, customer, zone: "UTC")
        #expect(html.contains(#"<a href="/orders/\#(id)">Order #"#), "the order links to its page")
        #expect(html.contains("Delivered order") && html.contains("Added by you") && html.contains("Green apple"))
        let left = 2500 - Int((orderKcal + 80).rounded())
        #expect(html.contains("\(left.formatted()) kcal left today"))
        #expect(html.contains(#"action="/diary/entries/\#(id)/remove#entries""#))
        #expect(html.contains(#"<svg id="energy-chart" class="chart""#) && html.contains(#"role="img""#))
        #expect(html.contains("Energy eaten on each of the last 7 days:"))
        #expect(html.contains("The last 7 days as a table"))
        #expect(html.contains(#"stroke-dasharray="6 4""#), "the target is a dashed line")
        #expect(html.contains(#"id="week-macros""#))
    }

    @Test func theMealFormRefusesBadInputWithAClearMessageAndAddsNothing() throws {
        let world = try OrderingWorld()
        let ada = try world.customer()
        let refused = Self.post(world, ada, "/diary/entries", "name=++&kcal=lots&proteinG=-3&fatG=9000&eatenAt=soon")
        #expect(refused.refusalStatus == 422)
        let html = String(decoding: refused.body, as: UTF8.self)
        for message in [
            "Say what you ate.", "Enter the energy as a number of kcal, like 450.",
            "Give grams from 0 to 500, or leave it out.", "Choose a day and a time, or leave it empty.",
        ] {
            #expect(html.contains(message), "\(message)")
        }
        #expect(html.contains("Please fix 5 problems"))
        #expect(html.contains(#"value="lots""#), "what was typed comes back")
        #expect(html.contains(#"id="field-kcal" name="kcal" type="number" value="lots""#))
        #expect(try Self.entries(world, ada).isEmpty)
        let future = Self.post(world, ada, "/diary/entries", "name=Soup&kcal=200&eatenAt=2999-01-01T12:00")
        #expect(future.refusalStatus == 422)
        #expect(String(decoding: future.body, as: UTF8.self).contains("Choose a time within the last year, not later."))
        let forged = world.app.send(
            .post, "/diary/entries", headers: Self.headers(ada, form: true), body: "name=Soup&kcal=200")
        #expect(forged.status == 403)
        #expect(try Self.entries(world, ada).isEmpty)
    }

    @Test func aMealsTimeIsReadInTheBrowsersTimeZone() throws {
        let world = try OrderingWorld()
        let ada = try world.customer()
        let zone = try #require(TimeZone(identifier: "Asia/Tokyo"))
        let eaten = Date(timeIntervalSince1970: (Date().timeIntervalSince1970 / 60).rounded(.down) * 60 - 3600)
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        let clock = calendar.dateComponents([.hour, .minute], from: eaten)
        let local = DiaryDate(eaten, in: zone).text + String(format: "T%02d:%02d", clock.hour ?? 0, clock.minute ?? 0)
        let added = Self.post(world, ada, "/diary/entries", "name=Ramen&kcal=550&eatenAt=\(local)", zone: "Asia/Tokyo")
        #expect(added.status == 303)
        let entry = try #require(try Self.entries(world, ada).first ?? Self.yesterday(world, ada))
        #expect(entry["eatenAt"] as? String == eaten.formatted(Date.ISO8601FormatStyle(timeZone: .gmt)))
        // The page draws its days in the cookie's zone, and in the demo city's without one or with a bad one.
        #expect(Self.page(world, ada, zone: "Asia/Tokyo").1.contains(#"data-time-zone="Asia/Tokyo""#))
        #expect(Self.page(world, ada, zone: "UTC").1.contains(#"data-time-zone="UTC""#), "the browser's own word")
        #expect(Self.page(world, ada, zone: "Mars/Olympus").1.contains(#"data-time-zone="America/Los_Angeles""#))
        #expect(Self.page(world, ada).1.contains(#"data-time-zone="America/Los_Angeles""#))
    }

    /// The caller's entries of yesterday in UTC (a meal an hour ago may be there just after midnight).
    static func yesterday(_ world: OrderingWorld, _ token: String) throws -> [String: Any]? {
        let day = DiaryDate(Date(), in: .gmt).adding(days: -1).text
        let diary = try CatalogAPI.object(world.send(.get, "/api/v1/diary?from=\(day)&to=\(day)&timeZone=UTC", token))
        return ((diary["days"] as? [[String: Any]])?.first?["entries"] as? [[String: Any]])?.first
    }

    @Test func anotherCustomersEntryCannotBeRemoved() throws {
        let world = try OrderingWorld()
        let ada = try world.customer("Ada")
        let eve = try world.customer("Eve")
        #expect(Self.post(world, ada, "/diary/entries", "name=Soup&kcal=240", zone: "UTC").status == 303)
        let id = try #require(try Self.entries(world, ada).first?["id"] as? String)
        let theirs = Self.post(world, eve, "/diary/entries/\(id)/remove", "")
        #expect(theirs.status == 404)
        #expect(String(decoding: theirs.body, as: UTF8.self).contains("We couldn't find that page"))
        #expect(try Self.entries(world, ada).count == 1)
        #expect(!Self.page(world, eve, zone: "UTC").1.contains("Soup"))
        let mine = Self.post(world, ada, "/diary/entries/\(id)/remove", "")
        #expect(mine.status == 303 && mine.headers["Location"] == "/diary")
        #expect(try Self.entries(world, ada).isEmpty)
    }

    @Test func hidingCaloriesShowsNoEnergyAtAllButKeepsMealsMacrosAndWeights() throws {
        let world = try OrderingWorld()
        let ada = try world.customer()
        Self.target(world, ada, 2000, showCalories: false)
        #expect(
            Self.post(world, ada, "/diary/entries", "name=Lentil+soup&kcal=&proteinG=18", zone: "UTC").status == 303,
            "energy may be left out")
        #expect(Self.post(world, ada, "/diary/entries", "name=Bread&kcal=260&carbsG=48", zone: "UTC").status == 303)
        #expect(
            Self.post(
                world, ada, "/diary/weights", "weightKg=64.2&date=\(DiaryDate(Date(), in: .gmt).text)", zone: "UTC"
            ).status == 303)
        let (_, html) = Self.page(world, ada, zone: "UTC")
        #expect(html.contains("Lentil soup") && html.contains("Bread") && html.contains("2 meals in your diary today"))
        #expect(html.contains("18\u{A0}g protein"))
        #expect(html.contains("64.2\u{A0}kg") && html.contains("weight-chart"))
        #expect(html.contains(#"id="week-macros""#))
        #expect(!html.contains("energy-chart") && !html.contains("left today") && !html.contains("2,000"))
        let numbers = try Regex(#"\d[\d,.]*[\s\u{A0}]*kcal"#)
        #expect(html.firstMatch(of: numbers) == nil, "no energy number anywhere on the page")
        // The export still holds the energy: it is the customer's own data.
        let today = DiaryDate(Date(), in: .gmt).text
        let csv = world.send(.get, "/api/v1/diary/export?from=\(today)&to=\(today)&timeZone=UTC", ada)
        #expect(String(decoding: csv.body, as: UTF8.self).contains(",Bread,260,,48,,manual"))
    }

    @Test func theWeightFormRecordsADayAndRefusesBadWeightsChangingNothing() throws {
        let world = try OrderingWorld()
        let ada = try world.customer()
        let today = DiaryDate(Date(), in: .gmt)
        let saved = Self.post(world, ada, "/diary/weights", "weightKg=72.4&date=\(today.text)", zone: "UTC")
        #expect(saved.status == 303 && saved.headers["Location"] == "/diary")
        let second = "weightKg=73.1&date=\(today.adding(days: -8).text)"
        #expect(Self.post(world, ada, "/diary/weights", second, zone: "UTC").status == 303)
        let (_, html) = Self.page(world, ada, zone: "UTC")
        #expect(html.contains("72.4\u{A0}kg") && html.contains(#"<svg id="weight-chart" class="chart""#))
        #expect(html.contains("Your trend is going down by about 0.6 kg a week."))
        #expect(html.contains("Your weights as a table"))
        for (body, message) in [
            ("weightKg=20&date=\(today.text)", "Give your weight in kilograms, between 35 and 300."),
            ("weightKg=heavy&date=\(today.text)", "Enter your weight in kilograms, like 72.5."),
            ("weightKg=&date=\(today.text)", "Enter your weight in kilograms, like 72.5."),
            ("weightKg=70&date=\(today.adding(days: 3).text)", "Choose today or an earlier day."),
            ("weightKg=70&date=someday", "Give the day as YYYY-MM-DD."),
        ] {
            let refused = Self.post(world, ada, "/diary/weights", body, zone: "UTC")
            #expect(refused.refusalStatus == 422, "\(body)")
            let page = String(decoding: refused.body, as: UTF8.self)
            #expect(page.contains(message), "\(body)")
            #expect(page.contains(#"aria-invalid="true""#), "\(body)")
        }
        let log = try CatalogAPI.object(
            world.send(.get, "/api/v1/diary/weights?from=\(today.adding(days: -30).text)&to=\(today.text)", ada))
        #expect((log["entries"] as? [[String: Any]])?.map { $0["weightKg"] as? Double } == [73.1, 72.4])
    }

    @Test func theLatestWeightCanBeTakenOutAndNobodyElsesIsTouched() throws {
        let world = try OrderingWorld()
        let ada = try world.customer("Ada")
        let bob = try world.customer("Bob")
        let today = DiaryDate(Date(), in: .gmt)
        for token in [ada, bob] {
            #expect(
                Self.post(world, token, "/diary/weights", "weightKg=72.4&date=\(today.text)", zone: "UTC").status == 303
            )
        }
        let (_, html) = Self.page(world, ada, zone: "UTC")
        #expect(html.contains(#"action="/diary/weights/\#(today.text)/remove#weight""#))
        let removed = Self.post(world, ada, "/diary/weights/\(today.text)/remove", "", zone: "UTC")
        #expect(removed.status == 303 && removed.headers["Location"] == "/diary#weight")
        #expect(Self.post(world, ada, "/diary/weights/\(today.text)/remove", "", zone: "UTC").status == 404)
        let range = "from=\(today.adding(days: -1).text)&to=\(today.text)"
        for (token, count) in [(ada, 0), (bob, 1)] {
            let log = try CatalogAPI.object(world.send(.get, "/api/v1/diary/weights?\(range)", token))
            #expect((log["entries"] as? [[String: Any]])?.count == count)
        }
        #expect(Self.page(world, ada, zone: "UTC").1.contains("No weights yet."))
    }
}
