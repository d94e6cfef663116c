import FoodlyHTTP
import FoodlyTestSupport
import Foundation
import Testing

/// The installable web app, in process: every page names the manifest, the manifest asks for what browsers
/// install with, the service worker is served at the root with a policy that lets it fetch, the offline page is
/// public and names nobody, and signing out clears what the browser kept.
@Suite("Web app: manifest, service worker, offline page")
struct WebAppInstallTests {
    @Test func everyPageNamesTheManifestWhichAsksForWhatInstallingNeeds() throws {
        let app = try TestApp()
        let login = String(decoding: app.send(.get, "/login").body, as: UTF8.self)
        let link = try #require(login.firstRange(of: #"<link rel="manifest" href="/static/manifest.webmanifest?v="#))
        #expect(!link.isEmpty)
        let path = try #require(login.split(separator: "\"").first { $0.hasPrefix("/static/manifest.webmanifest?v=") })
        let answer = app.send(.get, String(path))
        #expect(answer.status == 200)
        #expect(answer.headers["Content-Type"] == "application/json")
        let manifest = try #require(try JSONSerialization.jsonObject(with: Data(answer.body)) as? [String: Any])
        #expect(manifest["name"] as? String == "Foodly")
        #expect(manifest["start_url"] as? String == "/")
        #expect(manifest["display"] as? String == "standalone")
        #expect(manifest["theme_color"] as? String == "#15803d")
        let icons = try #require(manifest["icons"] as? [[String: Any]])
        #expect(icons.compactMap { $0["sizes"] as? String } == ["192x192", "512x512"])
        for icon in icons {
            let png = app.send(.get, try #require(icon["src"] as? String))
            #expect(png.status == 200 && png.headers["Content-Type"] == "image/png")
            let size = try #require(Int((icon["sizes"] as? String)?.split(separator: "x").first ?? ""))
            // The PNG header's width and height (bytes 16–23, big-endian).
            let width = png.body[16..<20].reduce(0) { $0 << 8 | Int($1) }
            let height = png.body[20..<24].reduce(0) { $0 << 8 | Int($1) }
            #expect(Array(png.body.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
            #expect(width == size && height == size)
        }
    }

    @Test func theServiceWorkerIsServedAtTheRootAndMayFetchFromItsOrigin() throws {
        let app = try TestApp()
        let worker = app.send(.get, "/sw.js")
        #expect(worker.status == 200)
        #expect(worker.headers["Content-Type"] == "text/javascript; charset=utf-8")
        #expect(worker.headers["Cache-Control"] == "no-cache")
        #expect(worker.headers["Content-Security-Policy"] == "default-src 'self'; frame-ancestors 'none'")
        #expect(String(decoding: worker.body, as: UTF8.self).contains("foodly-pages-v2"))
    }

    @Test func theOfflinePageIsPublicAndNamesNobody() throws {
        let app = try TestApp()
        let page = app.send(.get, "/offline")
        let html = String(decoding: page.body, as: UTF8.self)
        #expect(page.status == 200)
        #expect(html.contains("You're offline") && html.contains("Try again"))
        #expect(!html.contains("tabbar"), "no tabs: they lead to pages that may not be kept")
    }

    @Test func signingOutClearsWhatTheBrowserKept() throws {
        let app = try TestApp()
        let answer = app.send(
            .post, "/logout",
            headers: [
                "Cookie": "foodly_csrf=\(WebOrderingTests.csrf)",
                "Content-Type": "application/x-www-form-urlencoded",
            ], body: "_csrf=\(WebOrderingTests.csrf)")
        #expect(answer.status == 303)
        #expect(answer.headers["Clear-Site-Data"] == "\"cache\"")
    }
}
