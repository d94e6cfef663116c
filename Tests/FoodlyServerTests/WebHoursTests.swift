import FoodlyHTTP
import FoodlyTestSupport
import Foundation
import Testing

/// The hours page and the kitchen screen's pause, in process and without JavaScript: an owner adds a second period,
/// a closure and a preparation time, each a 303 back to its part; overlapping hours and a closure ending before it
/// starts are 422 with the message under the field and nothing saved; plain staff see no edit forms but pause and
/// resume; customers see why the restaurant is closed.
@Suite("Web: hours, closures and pauses")
struct WebHoursTests {
    static func html(_ response: Response) -> String { String(decoding: response.body, as: UTF8.self) }

    @Test func anOwnerEditsHoursClosuresAndPrepAndBadInputIsShownUnderItsFieldWithNothingSaved() throws {
        let place = try HoursAPITests.Restaurant()
        let app = place.world.app
        let page = { Self.html(app.send(.get, "/kitchen/hours", headers: WebOrderingTests.headers(place.owner))) }
        let post = { (path: String, body: String) in
            app.send(
                .post, path, headers: WebOrderingTests.headers(place.owner, form: true),
                body: body + "&_csrf=\(WebOrderingTests.csrf)")
        }
        #expect(
            Self.html(app.send(.get, "/kitchen", headers: WebOrderingTests.headers(place.owner)))
                .contains("/kitchen/hours"))
        #expect(page().contains(#"name="mon[0].opens" value="00:00""#))

        let week = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"]
        let twoPeriods = week.map {
            "\($0)%5B0%5D.opens=11:00&\($0)%5B0%5D.closes=15:00&\($0)%5B1%5D.opens=17:00&\($0)%5B1%5D.closes=22:00"
        }.joined(separator: "&")
        let saved = post("/kitchen/hours", twoPeriods)
        #expect(saved.status == 303 && saved.headers["Location"] == "/kitchen/hours?done=hours#hours-form")
        let after = page()
        #expect(after.contains(#"name="tue[1].closes" value="22:00""#))
        #expect(after.contains(#"name="tue[2].opens" value="""#), "an empty period to add a third")

        let overlapping = post(
            "/kitchen/hours",
            "mon%5B0%5D.opens=11:00&mon%5B0%5D.closes=15:00&mon%5B1%5D.opens=14:00&mon%5B1%5D.closes=16:00")
        #expect(overlapping.refusalStatus == 422)
        let refused = Self.html(overlapping)
        #expect(refused.contains(#"id="field-mon-error""#))
        #expect(refused.contains("Monday: 11:00–15:00 overlaps 14:00–16:00."))
        #expect(refused.contains(#"name="mon[1].opens" value="14:00""#), "what was typed is kept")
        #expect(page().contains(#"name="mon[1].opens" value="17:00""#), "nothing saved")

        let backwards = post("/kitchen/closures", "first=\(place.day(5))&last=\(place.day(4))&reason=")
        #expect(backwards.refusalStatus == 422)
        #expect(Self.html(backwards).contains(#"id="field-last-error""#))
        #expect(page().contains(#"id="no-closures""#), "nothing saved")
        let closed = post("/kitchen/closures", "first=\(place.day())&last=\(place.day())&reason=Staff+training")
        #expect(closed.status == 303 && closed.headers["Location"] == "/kitchen/hours?done=closure#closures")
        let closures = page()
        #expect(closures.contains("Staff training") && closures.contains("Closed for Staff training"))

        let customer = try place.world.customer()
        let restaurant = Self.html(
            app.send(.get, "/restaurants/\(place.world.restaurantID)", headers: WebOrderingTests.headers(customer)))
        #expect(restaurant.contains("Closed for Staff training · opens"))

        let badPrep = post("/kitchen/prep", "prepMinutes=500")
        #expect(badPrep.refusalStatus == 422 && Self.html(badPrep).contains(#"id="field-prepMinutes-error""#))
        #expect(post("/kitchen/prep", "prepMinutes=25").status == 303)
        #expect(page().contains("Preparation time: 25 min."))
    }

    @Test func plainStaffPauseAndResumeFromTheKitchenButSeeNoEditForms() throws {
        let place = try HoursAPITests.Restaurant()
        let app = place.world.app
        let post = { (path: String, body: String) in
            app.send(
                .post, path, headers: WebOrderingTests.headers(place.cook, form: true),
                body: body + "&_csrf=\(WebOrderingTests.csrf)")
        }
        let hours = Self.html(app.send(.get, "/kitchen/hours", headers: WebOrderingTests.headers(place.cook)))
        #expect(hours.contains(#"id="hours-editors-note""#) && !hours.contains(#"id="hours-form""#))
        #expect(post("/kitchen/hours", "mon%5B0%5D.opens=11:00&mon%5B0%5D.closes=15:00").refusalStatus == 403)

        let paused = post("/kitchen/pause", "minutes=30")
        #expect(paused.status == 303 && paused.headers["Location"] == "/kitchen#pause")
        let kitchen = Self.html(app.send(.get, "/kitchen", headers: WebOrderingTests.headers(place.cook)))
        // Late in the evening the pause ends "tomorrow at 00:10".
        let pausedText = ["at ", "tomorrow at "].map { "Paused by the restaurant · taking orders again " + $0 }
        #expect(pausedText.contains(where: kitchen.contains) && kitchen.contains(#"id="resume""#))
        let customer = try place.world.customer()
        let home = Self.html(
            app.send(.get, "/restaurants/\(place.world.restaurantID)", headers: WebOrderingTests.headers(customer)))
        #expect(pausedText.contains(where: home.contains))
        #expect(post("/kitchen/resume", "").status == 303)
        let open = Self.html(app.send(.get, "/kitchen", headers: WebOrderingTests.headers(place.cook)))
        #expect(open.contains(#"id="pause-15""#) && !open.contains(#"id="resume""#))
        #expect(post("/kitchen/pause", "minutes=reopen").status == 303)
        #expect(
            Self.html(app.send(.get, "/kitchen", headers: WebOrderingTests.headers(place.cook))).contains(
                "not taking orders for now"))
    }
}
