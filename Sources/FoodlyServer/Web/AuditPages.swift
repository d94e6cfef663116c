import FoodlyApp
import FoodlyCore
import FoodlyHTML
import FoodlyHTTP
import FoodlyShared

/// The console's audit log on the web (operators only): `/admin/audit?q=&action=&restaurant=&before=`, a plain
/// GET search; a bad action or a too long word is said on the page (400), nothing searched.
struct AuditPages {
    let context: WebContext
    let audit: AuditService

    /// The entries one page shows.
    static let pageSize = 50

    func register(in web: inout WebRouter) {
        let pages = self
        web.adminPage("/admin/audit") { request, user in
            var values: [String: String] = [:]
            for name in ["q", "action", "restaurant"] { values[name] = request.query[name] ?? "" }
            let clock = ClockTime(timeZone: BrowserTimeZone(request).zone)
            let search: AuditSearch
            do {
                search = try AuditSearch.reading(
                    text: values["q"] ?? "", action: values["action"] ?? "", restaurant: values["restaurant"] ?? "",
                    before: request.query["before"] ?? "", limit: AuditPages.pageSize)
            } catch {
                let page = AuditPage(
                    console: pages.context.console, values: values, entries: [], next: nil,
                    issue:
                        "Choose an action from the list, and use at most \(AuditSearch.maxTextLength) characters for words and the id.",
                    clock: clock)
                return pages.context.page(page.render(), refusedWith: 400)
            }
            let (entries, next) = try pages.audit.entries(search, for: user)
            let page = AuditPage(
                console: pages.context.console, values: values, entries: entries, next: next, issue: nil, clock: clock)
            return pages.context.page(page.render())
        }
    }
}
