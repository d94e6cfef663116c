import FoodlyApp
import FoodlyCore
import FoodlyHTML
import FoodlyShared

/// The operator's reports on the web (`/admin/reports`, operators only): a plain GET form for the range and the
/// restaurant; a bad one is named under its field (422) and the last two weeks of every restaurant are shown.
struct ReportPages {
    let context: WebContext
    let reports: ReportService

    func register(in web: inout WebRouter) {
        let pages = self
        web.adminPage(ConsoleSection.reports.path) { request, _ in
            let asked = ReportsPage.Asked(
                from: request.query["from"] ?? "", to: request.query["to"] ?? "",
                restaurant: String((request.query["restaurant"] ?? "").prefix(ReportService.maxRestaurantIDLength)))
            let restaurants = try pages.reports.restaurants()
            do {
                let report = try pages.reports.report(from: asked.from, to: asked.to, restaurant: asked.restaurant)
                let shown = ReportsPage.Asked(from: report.from.text, to: report.to.text, restaurant: asked.restaurant)
                let page = ReportsPage(
                    console: pages.context.console, report: report,
                    settlement: try pages.reports.settlement(from: report.from, to: report.to),
                    restaurants: restaurants,
                    asked: shown)
                return pages.context.page(page.render())
            } catch let failure as ValidationFailure {
                let report = try pages.reports.report(from: "", to: "", restaurant: "")
                let page = ReportsPage(
                    console: pages.context.console, report: report,
                    settlement: try pages.reports.settlement(from: report.from, to: report.to),
                    restaurants: restaurants,
                    asked: asked, issue: failure.issues.first)
                return pages.context.page(page.render(), refusedWith: 422)
            }
        }
    }
}
