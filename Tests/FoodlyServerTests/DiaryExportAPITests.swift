import FoodlyCore
import FoodlyHTTP
import FoodlyTestSupport
import Foundation
import Testing

/// `GET /api/v1/diary/export`: the caller's own entries as CSV in their time zone, quoted and guarded against
/// formulas, for at most 366 days.
@Suite("Diary export API")
struct DiaryExportAPITests {
    @Test func theExportIsTheCallersEntriesAsCSV() throws {
        let world = try OrderingWorld()
        let ada = try world.customer("Ada")
        let eve = try world.customer("Eve")
        // Whole minutes, two hours ago and one minute apart, so the rows' order and times are known.
        let now = world.app.environment.clock.now().timeIntervalSince1970
        let eaten = Date(timeIntervalSince1970: (now / 60).rounded(.down) * 60 - 7200)
        for (token, name, minute) in [
            (ada, #"=cmd|' /C calc'!A0"#, 0.0), (ada, #"Soup, "homemade""#, 1), (eve, "Eve's toast", 0),
        ] {
            let at = eaten.addingTimeInterval(minute * 60).formatted(Date.ISO8601FormatStyle(timeZone: .gmt))
            let added = world.send(
                .post, "/api/v1/diary/entries", token, ["name": name, "kcal": 240.5, "proteinG": 9, "eatenAt": at],
                headers: CatalogAPI.json)
            #expect(added.status == 201)
        }
        let zone = try #require(TimeZone(identifier: "Asia/Tokyo"))
        let day = DiaryDate(eaten, in: zone)
        let response = world.send(
            .get,
            "/api/v1/diary/export?from=\(day.adding(days: -364).text)&to=\(day.adding(days: 1).text)&timeZone=Asia/Tokyo",
            ada)
        #expect(response.status == 200)
        #expect(response.headers["Content-Type"] == "text/csv; charset=utf-8")
        #expect(
            response.headers["Content-Disposition"]
                == "attachment; filename=\"foodly-diary-\(day.adding(days: -364).text)-to-\(day.adding(days: 1).text).csv\""
        )
        #expect(response.headers["Cache-Control"] == "no-store")
        let csv = String(decoding: response.body, as: UTF8.self)
        let lines = csv.components(separatedBy: "\r\n")
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        func time(_ date: Date) -> String {
            String(format: "%02d:%02d", calendar.component(.hour, from: date), calendar.component(.minute, from: date))
        }
        #expect(
            lines == [
                "date,time,name,kcal,protein_g,carbs_g,fat_g,source",
                "\(day.text),\(time(eaten)),'=cmd|' /C calc'!A0,240.5,9,,,manual",
                "\(DiaryDate(eaten.addingTimeInterval(60), in: zone).text),\(time(eaten.addingTimeInterval(60))),"
                    + "\"Soup, \"\"homemade\"\"\",240.5,9,,,manual", "",
            ])
        #expect(!csv.contains("Eve"), "only the caller's own entries")
    }

    @Test func theRangeIsAtMost366DaysAndTheZoneIsRequired() throws {
        let world = try OrderingWorld()
        let ada = try world.customer()
        for (query, parameter) in [
            ("from=2026-01-01&to=2026-12-31", "timeZone"), ("from=2025-01-01&to=2026-01-02&timeZone=UTC", "to"),
            ("from=2026-01-01&to=nope&timeZone=UTC", "to"),
        ] {
            let response = world.send(.get, "/api/v1/diary/export?\(query)", ada)
            #expect(response.status == 400, "\(query)")
            let fields = (try CatalogAPI.object(response)["errors"] as? [[String: Any]])?.compactMap { $0["field"] }
            #expect(fields?.first as? String == parameter, "\(query)")
        }
        let leap = world.send(.get, "/api/v1/diary/export?from=2024-01-01&to=2024-12-31&timeZone=UTC", ada)
        #expect(leap.status == 200, "366 days of a leap year")
        #expect(String(decoding: leap.body, as: UTF8.self) == "date,time,name,kcal,protein_g,carbs_g,fat_g,source\r\n")
        #expect(world.app.send(.get, "/api/v1/diary/export?from=2024-01-01&to=2024-01-01&timeZone=UTC").status == 401)
    }
}
