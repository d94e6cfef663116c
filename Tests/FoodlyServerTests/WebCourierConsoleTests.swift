import FoodlyApp
import FoodlyCore
import FoodlyHTTP
import FoodlyShared
import FoodlyStore
import FoodlyTestSupport
import Foundation
import Testing

@testable import FoodlyServer

/// The console's couriers page: each courier with a change form (a bad phone comes back under its field, nothing
/// changed), the onboarding form, and nobody but operators.
@Suite("Web: the console's couriers")
struct WebCourierConsoleTests {
    @Test func anOperatorSetsHowManyDeliveriesACourierMayCarry() throws {
        let world = try OrderingWorld(couriers: 1)
        let admin = try CatalogAPI.token(world.app, role: .admin)
        let headers = WebOrderingTests.headers(admin, form: true)
        let page = WebStaffTests.html(world.app.send(.get, "/admin/couriers", headers: WebOrderingTests.headers(admin)))
        #expect(page.contains(#"id="dispatch-form""#) && page.contains(#"name="maxActiveDeliveries""#))
        #expect(page.contains(#"value="2""#))
        for typed in ["6", "two", ""] {
            let bad = world.app.send(
                .post, "/admin/couriers/dispatch", headers: headers,
                body: WebRestaurantConsoleTests.form("maxActiveDeliveries=\(typed)"))
            #expect(bad.refusalStatus == 422, "\(typed)")
            #expect(WebStaffTests.html(bad).contains(#"id="field-maxActiveDeliveries-error""#))
        }
        let stored = { try world.app.database.read { try DispatchQueries($0).settings() } }
        #expect(try stored() == .standard)
        let saved = world.app.send(
            .post, "/admin/couriers/dispatch", headers: headers,
            body: WebRestaurantConsoleTests.form("maxActiveDeliveries=1"))
        #expect(saved.status == 303 && saved.headers["Location"] == "/admin/couriers?done=dispatch#dispatch-form")
        #expect(try stored() == DispatchSettings(maxActiveDeliveries: 1))
    }

    @Test func anOperatorChangesAndOnboardsCouriers() throws {
        let world = try OrderingWorld(couriers: 2)
        let admin = try CatalogAPI.token(world.app, role: .admin)
        let headers = WebOrderingTests.headers(admin, form: true)
        let page = WebStaffTests.html(world.app.send(.get, "/admin/couriers", headers: WebOrderingTests.headers(admin)))
        #expect(page.contains("Couriers (2 on duty)"))
        #expect(page.contains("id=\"courier-courier-0\"") && page.contains("id=\"phone-courier-1\""))

        let bad = world.app.send(
            .post, "/admin/couriers/courier-1", headers: headers,
            body: WebRestaurantConsoleTests.form("vehicle=car&phone=nope&active=on"))
        #expect(bad.refusalStatus == 422)
        #expect(WebStaffTests.html(bad).contains("id=\"phone-courier-1-error\""))
        #expect(try SQLCourierStore(database: world.app.database).couriers().map(\.vehicle) == [.bicycle, .bicycle])

        let changed = world.app.send(
            .post, "/admin/couriers/courier-1", headers: headers,
            body: WebRestaurantConsoleTests.form("vehicle=scooter&phone=%2B14155550399"))
        #expect(changed.status == 303)
        #expect(changed.headers["Location"] == "/admin/couriers?done=changed#courier-courier-1")
        let stored = try #require(try SQLCourierStore(database: world.app.database).couriers().last)
        #expect(stored.vehicle == .scooter && stored.phone == "+14155550399" && !stored.active && !stored.available)
        let after = WebStaffTests.html(
            world.app.send(.get, "/admin/couriers?done=changed", headers: WebOrderingTests.headers(admin)))
        #expect(after.contains("Couriers (1 on duty)") && after.contains(">Inactive<"))

        let unknown = world.app.send(
            .post, "/admin/couriers", headers: headers,
            body: WebRestaurantConsoleTests.form("email=nobody%40example.com&phone=%2B14155550123&vehicle=car"))
        #expect(unknown.refusalStatus == 422)
        #expect(WebStaffTests.html(unknown).contains("There is no courier account with this email."))
        _ = try AccountService(environment: world.app.environment).register(
            Registration(fullName: "Rita Rider", email: "rita@example.com", password: "abcdef1!"), role: .courier,
            signIn: false)
        let onboarded = world.app.send(
            .post, "/admin/couriers", headers: headers,
            body: WebRestaurantConsoleTests.form("email=rita%40example.com&phone=%2B14155550123&vehicle=car"))
        #expect(onboarded.status == 303)
        #expect(try SQLCourierStore(database: world.app.database).couriers().count == 3)
        for role in [Role.customer, .staff, .courier] {
            let token = try CatalogAPI.token(world.app, role: role)
            #expect(world.app.send(.get, "/admin/couriers", headers: WebOrderingTests.headers(token)).status == 403)
            let sent = world.app.send(
                .post, "/admin/couriers/courier-0", headers: WebOrderingTests.headers(token, form: true),
                body: WebRestaurantConsoleTests.form("vehicle=car&phone=%2B14155550300"))
            #expect(sent.status == 403)
        }
    }

    @Test func aCourierSavesTheirWeekAndTheOperatorReadsTheCover() throws {
        let crew = try LifecycleAPITests.Crew(couriers: 1)
        let world = crew.world
        let rider = crew.couriers[0]
        let deliveries = WebStaffTests.html(world.app.send(.get, "/courier", headers: WebOrderingTests.headers(rider)))
        #expect(deliveries.contains(#"id="schedule-link""#))
        let page = WebStaffTests.html(
            world.app.send(.get, "/courier/schedule", headers: WebOrderingTests.headers(rider)))
        #expect(page.contains(#"id="schedule-form""#) && page.contains(#"name="mon[0].opens""#))
        #expect(page.contains("a day with none is a day off."))

        let form = WebOrderingTests.headers(rider, form: true)
        let bad = world.app.send(
            .post, "/courier/schedule", headers: form,
            body: WebRestaurantConsoleTests.form("mon[0].opens=18:00&mon[0].closes=18:00&tue[0].opens=9"))
        #expect(bad.refusalStatus == 422)
        let again = WebStaffTests.html(bad)
        #expect(again.contains(#"id="field-mon[0]-closes-error""#) && again.contains(#"value="18:00""#))
        #expect(try world.app.database.read { try CourierQueries($0).schedules() }.isEmpty, "nothing saved")

        let saved = world.app.send(
            .post, "/courier/schedule", headers: form,
            body: WebRestaurantConsoleTests.form("fri[0].opens=18:00&fri[0].closes=02:00"))
        #expect(saved.status == 303 && saved.headers["Location"] == "/courier/schedule?done=saved")
        let shown = WebStaffTests.html(
            world.app.send(.get, "/courier/schedule?done=saved", headers: WebOrderingTests.headers(rider)))
        #expect(shown.contains("Your week is saved.") && shown.contains(#"value="02:00""#))

        let admin = try CatalogAPI.token(world.app, role: .admin)
        let cover = world.app.send(
            .get, "/admin/couriers/hours?date=2026-03-07", headers: WebOrderingTests.headers(admin))
        let html = WebStaffTests.html(cover)
        #expect(cover.status == 200 && html.contains(#"id="cover-chart""#) && html.contains(#"id="cover-chart-table""#))
        #expect(html.contains("Couriers scheduled") && html.contains(#"href="/admin/couriers/hours?date=2026-03-08""#))
        let refused = world.app.send(
            .get, "/admin/couriers/hours?date=yesterday", headers: WebOrderingTests.headers(admin))
        #expect(refused.refusalStatus == 422 && WebStaffTests.html(refused).contains(#"id="cover-date-error""#))
        #expect(world.app.send(.get, "/admin/couriers/hours", headers: WebOrderingTests.headers(rider)).status == 403)
    }
}
