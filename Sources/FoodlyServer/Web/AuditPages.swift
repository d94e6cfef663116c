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
            guard let search = AuditPages.search(request, values) else {
                let page = AuditPage(
                    console: pages.context.console, values: values, entries: [], next: nil,
                    issue: "Choose an action from the list, and use at most 100 characters for words and the id.",
                    clock: clock)
                return pages.context.page(page.render(), status: 400)
            }
            let (entries, next) = try pages.audit.entries(search, for: user)
            let page = AuditPage(
                console: pages.context.console, values: values, entries: entries, next: next, issue: nil, clock: clock)
            return pages.context.page(page.render())
        }
    }

    /// The search the page asks for, or nil when a value is out of bounds.
    private static func search(_ request: Request, _ values: [String: String]) -> AuditSearch? {
        let text = values["q"] ?? ""
        let restaurant = values["restaurant"] ?? ""
        let before = request.query["before"] ?? ""
        guard text.count <= AuditSearch.maxTextLength, restaurant.count <= 100, before.count <= 100 else { return nil }
        let actionText = values["action"] ?? ""
        let action = AuditAction(rawValue: actionText)
        guard actionText.isEmpty || action != nil else { return nil }
        return AuditSearch(
            text: text, action: action, restaurantID: restaurant.isEmpty ? nil : ID(restaurant),
            before: before.isEmpty ? nil : ID(before), limit: pageSize)
    }
}
