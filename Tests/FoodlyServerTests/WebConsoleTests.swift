import FoodlyHTTP
import FoodlyShared
import FoodlyTestSupport
import Testing

@testable import FoodlyServer

/// The console's frame: operators reach it (and are sent there after logging in), every other role is refused.
@Suite("Web: the operator's console")
struct WebConsoleTests {
    @Test func operatorsSeeTheConsoleAndNobodyElseDoes() throws {
        let app = try TestApp()
        let admin = try CatalogAPI.token(app, role: .admin)
        let home = app.send(.get, "/admin", headers: WebOrderingTests.headers(admin))
        #expect(home.status == 200)
        let html = WebStaffTests.html(home)
        for section in ConsoleSection.allCases {
            #expect(html.contains("href=\"\(section.path)\""), "\(section)")
        }
        #expect(html.contains(#"class="app app-wide"#))
        for role in [Role.customer, .staff, .courier] {
            let token = try CatalogAPI.token(app, role: role)
            #expect(app.send(.get, "/admin", headers: WebOrderingTests.headers(token)).status == 403, "\(role)")
        }
        #expect(WebContext.home(of: .admin) == "/admin")
    }
}
