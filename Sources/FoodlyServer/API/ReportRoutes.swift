import FoodlyAPI
import FoodlyApp
import FoodlyCore
import FoodlyHTTP

/// The operator's reports and their CSV (the admin route group lets only operators in). A bad date or range, or a
/// restaurant that does not exist, is a 400 `invalid_query` naming `from`, `to` or `restaurant`.
struct ReportRoutes {
    let reports: ReportService

    func register(in api: inout APIRouter) {
        let reports = self.reports
        api.handle(Endpoints.adminReport) { call in
            let restaurant = call.query["restaurant"] ?? ""
            let report = try NumbersRoutes.reading(call.query) {
                try reports.report(from: $0["from"] ?? "", to: $0["to"] ?? "", restaurant: restaurant)
            }
            return ReportBody(report, restaurantId: restaurant.isEmpty ? nil : restaurant)
        }
        api.respond(Endpoints.exportAdminReport) { call in
            let (csv, first, last) = try NumbersRoutes.reading(call.query) {
                try reports.csv(from: $0["from"] ?? "", to: $0["to"] ?? "", restaurant: $0["restaurant"] ?? "")
            }
            var response = Response.text(csv, contentType: "text/csv; charset=utf-8")
            response.headers.set(
                "Content-Disposition", "attachment; filename=\"foodly-report-\(first.text)-to-\(last.text).csv\"")
            response.headers.set("Cache-Control", "no-store")
            return response
        }
    }
}
