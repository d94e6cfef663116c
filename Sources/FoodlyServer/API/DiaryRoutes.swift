import FoodlyAPI
import FoodlyApp
import FoodlyCore
import FoodlyHTTP
import FoodlyShared
import Foundation

/// The caller's diary: read it by day, add a meal by hand, take an entry out, export it as CSV; their weight log.
struct DiaryRoutes {
    let diary: DiaryService

    func register(in api: inout APIRouter) {
        let diary = self.diary
        api.handle(Endpoints.diary) { call in
            let timeZone = try DiaryRoutes.timeZone(call.query)
            let (first, last) = try DiaryRoutes.range(call.query, maxDays: DiaryRules.maxDays)
            return try diary.diary(for: call.caller.account, from: first, through: last, in: timeZone)
        }
        api.handle(Endpoints.addDiaryEntry) { call in try diary.add(call.body, for: call.caller.account) }
        api.handle(Endpoints.removeDiaryEntry) { call in
            try diary.remove(call.path.id, for: call.caller.account)
            return NoContent()
        }
        api.respond(Endpoints.exportDiary) { call in
            let timeZone = try DiaryRoutes.timeZone(call.query)
            let (first, last) = try DiaryRoutes.range(call.query, maxDays: DiaryRules.maxExportDays)
            let csv = try diary.export(for: call.caller.account, from: first, through: last, in: timeZone)
            var response = Response.text(csv, contentType: "text/csv; charset=utf-8")
            response.headers.set(
                "Content-Disposition", "attachment; filename=\"foodly-diary-\(first.text)-to-\(last.text).csv\"")
            response.headers.set("Cache-Control", "no-store")
            return response
        }
        api.handle(Endpoints.weights) { call in
            let (first, last) = try DiaryRoutes.range(call.query, maxDays: WeightRules.maxDays)
            return try diary.weights(for: call.caller.account, from: first, through: last)
        }
        api.handle(Endpoints.recordWeight) { call in
            try diary.recordWeight(call.body.weightKg, on: call.path.date, for: call.caller.account)
        }
        api.handle(Endpoints.removeWeight) { call in
            try diary.removeWeight(on: call.path.date, for: call.caller.account)
            return NoContent()
        }
    }

    /// The query's `timeZone`; 400 unless it is an IANA zone.
    private static func timeZone(_ query: QueryReader) throws -> TimeZone {
        guard let zone = query["timeZone"].flatMap(TimeZone.init(identifier:)) else {
            throw QueryReader.badQuery("timeZone", "use an IANA time zone such as America/Los_Angeles.")
        }
        return zone
    }

    /// The query's `from` and `to`, at most `maxDays` days; 400 naming the bad parameter.
    private static func range(_ query: QueryReader, maxDays: Int) throws -> (DiaryDate, DiaryDate) {
        guard let first = query["from"].flatMap(DiaryDate.init) else {
            throw QueryReader.badQuery("from", "give the first day as YYYY-MM-DD.")
        }
        guard let last = query["to"].flatMap(DiaryDate.init) else {
            throw QueryReader.badQuery("to", "give the last day as YYYY-MM-DD.")
        }
        if let problem = DiaryRules.rangeProblem(from: first, through: last, maxDays: maxDays) {
            throw QueryReader.badQuery("to", problem)
        }
        return (first, last)
    }
}
