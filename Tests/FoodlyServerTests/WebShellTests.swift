import FoodlyHTTP
import FoodlyTestSupport
import Foundation
import Testing

@Suite("Web shell")
struct WebShellTests {
    @Test func homePageIsAnAccessibleShell() throws {
        let app = try TestApp()
        let response = app.send(.get, "/")
        let html = String(decoding: response.body, as: UTF8.self)
        #expect(response.status == 200)
        #expect(response.headers["Content-Type"] == "text/html; charset=utf-8")
        #expect(html.hasPrefix("<!DOCTYPE html>"))
        #expect(html.contains(#"<html lang="en">"#))
        #expect(html.contains(#"<nav aria-label="Main""#))
        for label in ["Home", "Search", "Orders", "Profile"] { #expect(html.contains(label)) }
        #expect(response.headers["Content-Security-Policy"]?.contains("script-src 'self'") == true)
    }

    @Test func stylesheetIsServedWithCaching() throws {
        let app = try TestApp()
        let page = String(decoding: app.send(.get, "/").body, as: UTF8.self)
        let range = try #require(page.range(of: #"/static/app\.css\?v=[0-9a-f]+"#, options: .regularExpression))
        let css = app.send(.get, String(page[range]))
        #expect(css.status == 200)
        #expect(css.headers["Cache-Control"] == "public, max-age=31536000, immutable")
        #expect(css.headers["ETag"] != nil)
    }
}
