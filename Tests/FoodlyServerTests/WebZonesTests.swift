import FoodlyAPI
import FoodlyCore
import FoodlyHTTP
import FoodlyTestSupport
import Foundation
import Testing

/// The console's zones page, in process and without JavaScript: the map and "Delivers within", zones saved from
/// pasted GeoJSON (the form's fee filling in what the file leaves out) and shown on the map and in the table, a
/// GeoJSON download that reads back the same zones, bad GeoJSON and a shape breaking a zone rule refused with what
/// was typed kept (the shape named by its place in the file), and "Remove all zones" back to the radius; customers
/// may not see it.
@Suite("Web: delivery zones")
struct WebZonesTests {
    static func html(_ response: Response) -> String { String(decoding: response.body, as: UTF8.self) }

    @Test func anOperatorSavesZonesFromGeoJSONAndRemovesThem() throws {
        let world = try OrderingWorld()
        let app = world.app
        let admin = try CatalogAPI.token(app, role: .admin)
        let path = "/admin/restaurants/\(world.restaurantID)/zones"
        func page(_ token: String) -> Response { app.send(.get, path, headers: WebOrderingTests.headers(token)) }
        /// The zones form as a browser sends it: multipart, the GeoJSON in the text area, no file.
        func save(_ geojson: String, fee: String = "1.49", minimum: String = "15") -> Response {
            let parts: [(String, [UInt8])] = [
                (#"Content-Disposition: form-data; name="_csrf""#, Array(WebOrderingTests.csrf.utf8)),
                (#"Content-Disposition: form-data; name="geojson""#, Array(geojson.utf8)),
                (#"Content-Disposition: form-data; name="file"; filename="""#, []),
                (#"Content-Disposition: form-data; name="deliveryFee""#, Array(fee.utf8)),
                (#"Content-Disposition: form-data; name="minimumOrder""#, Array(minimum.utf8)),
            ]
            var headers = WebOrderingTests.headers(admin)
            headers.set("Content-Type", "multipart/form-data; boundary=XyZ")
            return app.responder.respond(
                to: Request(method: .post, target: path, headers: headers, body: MultipartFormTests.body(parts)))
        }
        let before = Self.html(page(admin))
        #expect(before.contains("Delivers within 5 km") && before.contains(#"id="zone-map""#))
        #expect(before.contains(#"id="zones-empty""#) && !before.contains("Remove all zones"))
        #expect(page(try world.customer("Cy")).status == 403)

        let ring = DeliveryZoneTestRing.square(around: ZonesAPITests.customer, halfDegrees: 0.005)
        let geojson = """
            {"type":"FeatureCollection","features":[{"type":"Feature","properties":{"name":"Market <b>"},
            "geometry":{"type":"Polygon","coordinates":\([ring])}}]}
            """
        let saved = save(geojson)
        #expect(saved.status == 303 && saved.headers["Location"] == path + "?done=saved#zones-title")
        let after = Self.html(page(admin))
        #expect(after.contains("Delivers in 1 zone") && after.contains(#"id="zones-table""#))
        #expect(after.contains("Market &lt;b&gt;") && !after.contains("Market <b>"), "names are escaped")
        #expect(after.contains("$1.49") && after.contains("$15.00") && after.contains("4 corners"))
        #expect(after.contains(#"class="zone-shape zone-shape-0""#))
        let download = app.send(.get, path + ".geojson", headers: WebOrderingTests.headers(admin))
        #expect(download.status == 200 && download.headers["Content-Type"] == "application/geo+json")
        let zones = try ZoneGeoJSON.zones(from: Data(download.body), deliveryFee: 0, minimumOrder: 0)
        #expect(zones == [DeliveryZone(name: "Market <b>", polygon: [ring], deliveryFee: 149, minimumOrder: 1500)])

        let point = save(#"{"type":"Point","coordinates":[-122.4,37.78]}"#)
        #expect(point.refusalStatus == 422)
        let refused = Self.html(point)
        #expect(refused.contains(#"id="error-summary""#) && refused.contains("the file holds a Point"))
        #expect(refused.contains("Point&quot;,&quot;coordinates") || refused.contains(#"Point","coordinates"#))
        let open = save(#"{"type":"Polygon","coordinates":\#([Array(ring.dropLast())])}"#)
        #expect(open.refusalStatus == 422)
        let openPage = Self.html(open)
        #expect(openPage.contains(#"id="field-geojson-error""#), "a zone's refusal sits under the GeoJSON")
        #expect(openPage.contains("Shape 1: Draw at least 3 corners and end where you began."))
        let badFee = save(geojson, fee: "lots")
        #expect(badFee.refusalStatus == 422 && Self.html(badFee).contains("Enter an amount such as 2.99."))

        let cleared = app.send(
            .post, path + "/clear", headers: WebOrderingTests.headers(admin, form: true),
            body: "_csrf=\(WebOrderingTests.csrf)")
        #expect(cleared.status == 303 && cleared.headers["Location"] == path + "?done=cleared#zones-title")
        #expect(Self.html(page(admin)).contains("Delivers within 5 km"))
        let console = Self.html(
            app.send(.get, "/admin/restaurants/\(world.restaurantID)", headers: WebOrderingTests.headers(admin)))
        #expect(console.contains(#"href="\#(path)""#) && console.contains("within 5 km"))
    }
}
