import FoodlyApp
import FoodlyCore
import FoodlyHTTP
import FoodlyShared
import FoodlyStore
import FoodlyTestSupport
import Foundation
import Testing

@testable import FoodlyServer

/// The console's restaurant pages: applications waiting with their decision forms, the search by name, a
/// restaurant's page with its suspend and reinstate forms; a bad reason comes back under its field with nothing
/// decided, and every other role is refused.
@Suite("Web: the console's restaurants")
struct WebRestaurantConsoleTests {
    static func form(_ fields: String) -> String { fields + "&_csrf=\(WebOrderingTests.csrf)" }

    @Test func anOperatorDecidesApplicationsWithAReasonUnderItsFieldWhenMissing() throws {
        let world = try OrderingWorld()
        let admin = try CatalogAPI.token(world.app, role: .admin)
        var ids: [String] = []
        for name in ["Olive", "Basil"] {
            let applicant = try MerchantAPI.customer(world.app, "\(name.lowercased())@example.com")
            let applied = world.app.send(
                .post, "/api/v1/restaurant-applications", headers: CatalogAPI.bearer(applicant),
                body: CatalogAPI.body(MerchantAPI.application("\(name) Bowls", northKm: 2)))
            ids.append(try CatalogAPI.object(applied)["id"] as? String ?? "")
        }
        let page = WebStaffTests.html(
            world.app.send(.get, "/admin/restaurants", headers: WebOrderingTests.headers(admin)))
        #expect(page.contains("Applications waiting (2)"))
        #expect(page.contains("id=\"application-\(ids[0])\"") && page.contains("owner@example.com"))
        #expect(page.contains("Lentil Place"), "the restaurants below")

        let blank = world.app.send(
            .post, "/admin/restaurants/applications/\(ids[1])/reject",
            headers: WebOrderingTests.headers(admin, form: true),
            body: Self.form("reason=+"))
        #expect(blank.refusalStatus == 422)
        let refused = WebStaffTests.html(blank)
        #expect(refused.contains("id=\"reject-reason-\(ids[1])-error\""))
        #expect(refused.contains("This field is required."))
        #expect(
            try world.app.database.read { try MerchantQueries($0).application(id: ID(ids[1])) }?.status == .pending,
            "nothing decided")

        let approved = world.app.send(
            .post, "/admin/restaurants/applications/\(ids[0])/approve",
            headers: WebOrderingTests.headers(admin, form: true), body: Self.form(""))
        #expect(approved.status == 303)
        #expect(approved.headers["Location"] == "/admin/restaurants?done=approved")
        let rejected = world.app.send(
            .post, "/admin/restaurants/applications/\(ids[1])/reject",
            headers: WebOrderingTests.headers(admin, form: true),
            body: Self.form("reason=No+food+licence"))
        #expect(rejected.headers["Location"] == "/admin/restaurants?done=rejected")
        let again = world.app.send(
            .post, "/admin/restaurants/applications/\(ids[1])/approve",
            headers: WebOrderingTests.headers(admin, form: true), body: Self.form(""))
        #expect(again.refusalStatus == 409)
        #expect(WebStaffTests.html(again).contains("id=\"console-refusal\""))
        let after = WebStaffTests.html(
            world.app.send(.get, "/admin/restaurants?done=approved", headers: WebOrderingTests.headers(admin)))
        #expect(after.contains("No application is waiting"))
        #expect(after.contains("Rejected: No food licence"))
        let found = WebStaffTests.html(
            world.app.send(.get, "/admin/restaurants?q=olive", headers: WebOrderingTests.headers(admin)))
        #expect(found.contains("Olive Bowls") && !found.contains(">Lentil Place<"))
        #expect(found.contains("Not listed: no dishes yet"))
    }

    @Test func anOperatorSuspendsAndReinstatesFromTheRestaurantsPage() throws {
        let world = try OrderingWorld()
        let admin = try CatalogAPI.token(world.app, role: .admin)
        let path = "/admin/restaurants/\(world.restaurantID)"
        let page = WebStaffTests.html(world.app.send(.get, path, headers: WebOrderingTests.headers(admin)))
        #expect(page.contains("Listed · open") || page.contains("Listed · outside its hours"))
        #expect(page.contains("id=\"suspend-form\"") && page.contains("id=\"sales-chart\"") == false)
        #expect(page.contains("Listing rule"))

        let long = world.app.send(
            .post, path + "/suspend", headers: WebOrderingTests.headers(admin, form: true),
            body: Self.form("reason=" + String(repeating: "x", count: 501)))
        #expect(long.refusalStatus == 422)
        #expect(WebStaffTests.html(long).contains("Use at most 500 characters."))
        #expect(
            try world.app.database.read { try CatalogQueries($0).restaurant(id: ID(world.restaurantID)) }?.suspension
                == nil)

        let suspended = world.app.send(
            .post, path + "/suspend", headers: WebOrderingTests.headers(admin, form: true),
            body: Self.form("reason=Failed+inspection"))
        #expect(suspended.headers["Location"] == path + "?done=suspended")
        let shown = WebStaffTests.html(
            world.app.send(.get, path + "?done=suspended", headers: WebOrderingTests.headers(admin)))
        #expect(shown.contains("Failed inspection") && shown.contains("id=\"reinstate-form\""))
        #expect(shown.contains(">Suspended<"))
        let list = WebStaffTests.html(
            world.app.send(.get, "/admin/restaurants", headers: WebOrderingTests.headers(admin)))
        #expect(list.contains(">Suspended<"))
        let reinstated = world.app.send(
            .post, path + "/reinstate", headers: WebOrderingTests.headers(admin, form: true), body: Self.form(""))
        #expect(reinstated.headers["Location"] == path + "?done=reinstated")
        let twice = world.app.send(
            .post, path + "/reinstate", headers: WebOrderingTests.headers(admin, form: true), body: Self.form(""))
        #expect(twice.refusalStatus == 409)
    }

    @Test func anOperatorChangesTheTermsInDollarsWithBadValuesUnderTheirInputs() throws {
        let world = try OrderingWorld()
        let admin = try CatalogAPI.token(world.app, role: .admin)
        let path = "/admin/restaurants/\(world.restaurantID)"
        func stored() throws -> Restaurant? {
            try world.app.database.read { try CatalogQueries($0).restaurant(id: ID(world.restaurantID)) }
        }
        let before = try #require(try stored())
        let page = WebStaffTests.html(world.app.send(.get, path, headers: WebOrderingTests.headers(admin)))
        #expect(
            page.contains("id=\"terms-form\"") && page.contains("value=\"\(Money.decimal(before.fees.deliveryBase))\""))

        let fields = [
            "fees.deliveryBase=abc", "fees.deliveryPerKm=150", "fees.freeDeliveryOver=1%2C000",
            "fees.minimumOrder=12", "taxRate=45", "drinksTaxRate=31", "deliveryRadiusKm=4",
        ]
        let refused = world.app.send(
            .post, path + "/terms", headers: WebOrderingTests.headers(admin, form: true),
            body: Self.form(fields.joined(separator: "&")))
        #expect(refused.refusalStatus == 422)
        let shown = WebStaffTests.html(refused)
        let notANumber = "Enter a number such as 2.50, without a thousands separator."
        #expect(
            shown.components(separatedBy: notANumber).count == 1 + 2 * 2,
            "abc and 1,000 (not a silent $1.00) refused, each in the summary and under its input")
        #expect(shown.contains("Enter an amount from $0.00 to $100.00."))
        #expect(
            shown.components(separatedBy: "Enter a rate from 0% to 30%.").count == 1 + 2 * 2,
            "both rates refused, each in the summary and under its input")
        #expect(shown.contains("value=\"abc\"") && shown.contains("<details id=\"terms-change\" open"))
        #expect(try stored() == before, "nothing changed")

        let good = [
            "fees.deliveryBase=2,50", "fees.deliveryPerKm=0.40", "fees.freeDeliveryOver=", "fees.minimumOrder=12",
            "taxRate=9.125", "drinksTaxRate=5", "deliveryRadiusKm=4.5",
        ]
        let saved = world.app.send(
            .post, path + "/terms", headers: WebOrderingTests.headers(admin, form: true),
            body: Self.form(good.joined(separator: "&")))
        #expect(saved.headers["Location"] == path + "?done=terms")
        let after = try #require(try stored())
        #expect(
            after.fees == DeliveryFees(deliveryBase: 250, deliveryPerKm: 40, freeDeliveryOver: nil, minimumOrder: 1200))
        #expect(after.taxRateBps == 913 && after.deliveryRadiusKm == 4.5, "9.125% rounds to 913 basis points")
        #expect(after.drinksTaxRateBps == 500)
        let shownAfter = WebStaffTests.html(world.app.send(.get, path, headers: WebOrderingTests.headers(admin)))
        #expect(shownAfter.contains("Tax on drinks") && shownAfter.contains("value=\"5\""))
        let entries = try world.app.database.read {
            try AuditQueries($0).entries(AuditSearch(action: .restaurantTermsChanged))
        }
        #expect(entries.count == 1, "one entry for the change, none for the refusal")
        let again = world.app.send(
            .post, path + "/terms", headers: WebOrderingTests.headers(admin, form: true),
            body: Self.form(good.joined(separator: "&")))
        #expect(again.headers["Location"] == path + "?done=unchanged", "the same terms again change nothing")
        let unchanged = WebStaffTests.html(
            world.app.send(.get, path + "?done=unchanged", headers: WebOrderingTests.headers(admin)))
        #expect(unchanged.contains("Nothing to save: the terms are as they were."))
        let entriesAfter = try world.app.database.read {
            try AuditQueries($0).entries(AuditSearch(action: .restaurantTermsChanged))
        }
        #expect(entriesAfter.count == 1, "and write no entry")
        #expect(entries.first?.after["delivery_base"] == "250" && entries.first?.after["tax_rate_bps"] == "913")
    }

    @Test func nobodyButOperatorsReachesThePagesOrTheirForms() throws {
        let world = try OrderingWorld()
        let path = "/admin/restaurants/\(world.restaurantID)"
        for role in [Role.customer, .staff, .courier] {
            let token = try CatalogAPI.token(world.app, role: role)
            for page in ["/admin/restaurants", path] {
                #expect(world.app.send(.get, page, headers: WebOrderingTests.headers(token)).status == 403, "\(role)")
            }
            for form in [
                path + "/suspend", path + "/reinstate", path + "/terms", "/admin/restaurants/applications/x/approve",
            ] {
                let sent = world.app.send(
                    .post, form, headers: WebOrderingTests.headers(token, form: true), body: Self.form("reason=x"))
                #expect(sent.status == 403, "\(role) \(form)")
            }
        }
        #expect(
            try world.app.database.read { try CatalogQueries($0).restaurant(id: ID(world.restaurantID)) }?.suspension
                == nil)
    }
}
