import FoodlyAPI
import FoodlyApp
import FoodlyCore
import FoodlyShared
import Foundation

/// The caller's diary: read it by day, add a meal by hand, take an entry out.
struct DiaryRoutes {
    let diary: DiaryService

    func register(in api: inout APIRouter) {
        let diary = self.diary
        api.handle(Endpoints.diary) { call in
            let query = call.query
            guard let timeZone = query["timeZone"].flatMap(TimeZone.init(identifier:)) else {
                throw QueryReader.badQuery("timeZone", "use an IANA time zone such as America/Los_Angeles.")
            }
            guard let first = query["from"].flatMap(DiaryDate.init) else {
                throw QueryReader.badQuery("from", "give the first day as YYYY-MM-DD.")
            }
            guard let last = query["to"].flatMap(DiaryDate.init) else {
                throw QueryReader.badQuery("to", "give the last day as YYYY-MM-DD.")
            }
            if let problem = DiaryRules.rangeProblem(from: first, through: last, in: timeZone) {
                throw QueryReader.badQuery("to", problem)
            }
            return try diary.diary(for: call.caller.account, from: first, through: last, in: timeZone)
        }
        api.handle(Endpoints.addDiaryEntry) { call in try diary.add(call.body, for: call.caller.account) }
        api.handle(Endpoints.removeDiaryEntry) { call in
            try diary.remove(call.path.id, for: call.caller.account)
            return NoContent()
        }
    }
}
