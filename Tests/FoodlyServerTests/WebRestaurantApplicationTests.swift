import FoodlyApp
import FoodlyCore
import FoodlyHTTP
import FoodlyTestSupport
import Foundation
import Testing

/// "Add your restaurant" under Profile, in process and without JavaScript: the form, a bad field named next to
/// its input with nothing stored, a sent application waiting, a rejection's reason, an approval's kitchen link.
@Suite("Web: restaurant applications")
struct WebRestaurantApplicationTests {
    static func html(_ response: Response) -> String { String(decoding: response.body, as: UTF8.self) }

    /// A complete application as the form posts it, with `phone`.
    static func body(phone: String = "+14155550100") -> String {
        var fields = [
            "name": "Pho Mission", "cuisine": "Vietnamese", "description": "Broths", "categories": "soups, bowls",
            "phone": phone, "contactEmail": "owner@example.com", "location.address": "2400 Mission St",
            "location.latitude": "37.7599", "location.longitude": "-122.4148", "deliveryRadiusKm": "4",
            "timeZone": "America/Los_Angeles", "fees.deliveryBase": "1.99", "fees.deliveryPerKm": "0.5",
            "fees.minimumOrder": "10", "taxRate": "8.625", "prepMinutes": "20",
            "openingHours.mon.opens": "11:00", "openingHours.mon.closes": "21:00",
            "_csrf": WebOrderingTests.csrf,
        ]
        fields["openingHours.tue.opens"] = ""
        return fields.map { "\($0.key)=\($0.value.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "")" }
            .joined(separator: "&")
    }

    @Test func theFormNamesABadFieldThenTheApplicationWaitsAndARejectionSaysWhy() throws {
        let app = try TestApp()
        let token = try MerchantAPI.customer(app, "pat@example.com")
        let profile = Self.html(app.send(.get, "/profile", headers: WebOrderingTests.headers(token)))
        #expect(profile.contains(#"href="/profile/restaurant""#))
        let form = Self.html(app.send(.get, "/profile/restaurant", headers: WebOrderingTests.headers(token)))
        #expect(form.contains(#"name="location.address""#) && form.contains(#"id="find-address""#))
        #expect(!form.contains(#"name="location.latitude""#), "nobody types coordinates")
        #expect(form.contains(#"name="_csrf""#))
        #expect(form.contains(#"name="openingHours.sun.closes""#) && !form.contains("Waiting for approval"))

        let post = { (body: String) in
            app.send(.post, "/profile/restaurant", headers: WebOrderingTests.headers(token, form: true), body: body)
        }
        let bad = post(Self.body(phone: "call us"))
        #expect(bad.refusalStatus == 422)
        let refused = Self.html(bad)
        #expect(refused.contains(#"id="field-phone" name="phone" type="tel" value="call us""#))
        #expect(refused.contains(#"<div id="field-phone-error"><p class="field-error">Use an E.164 phone number"#))
        #expect(refused.contains("Phone: Use an E.164 phone number") && refused.contains(#"value="Pho Mission""#))
        let merchants = MerchantService(environment: app.environment)
        let user = try #require(try AccountService(environment: app.environment).authenticate(token: token))
        #expect(try merchants.applications(for: user).isEmpty, "nothing stored")

        let sent = post(Self.body())
        #expect(sent.status == 303 && sent.headers["Location"] == "/profile/restaurant?done=sent")
        let pending = Self.html(
            app.send(.get, "/profile/restaurant?done=sent", headers: WebOrderingTests.headers(token)))
        #expect(pending.contains("Your application is sent.") && pending.contains("Waiting for approval."))
        #expect(pending.contains("Pho Mission") && !pending.contains(#"id="application-form""#))
        let stored = try #require(try merchants.applications(for: user).first)
        #expect(stored.draft.details.fees.deliveryBase == 199 && stored.draft.details.taxRateBps == 863)
        #expect(stored.draft.details.categories == ["soups", "bowls"])

        let twice = post(Self.body())
        #expect(twice.refusalStatus == 409 && Self.html(twice).contains(#"id="application-refusal""#))

        _ = try merchants.reject(stored.id, reason: "The address is outside our cities.", by: .commandLine)
        let rejected = Self.html(app.send(.get, "/profile/restaurant", headers: WebOrderingTests.headers(token)))
        #expect(rejected.contains("Not approved.") && rejected.contains("Reason: The address is outside our cities."))
        #expect(rejected.contains(#"id="application-form""#), "may apply again")
    }

    @Test func theAddressIsFoundAndPickedNotTypedAsCoordinates() throws {
        let app = try TestApp()
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("addresses-\(UUID().uuidString).csv")
        try Data(
            "number,street,unit,city,postcode,latitude,longitude\n2401,Mission St,,San Francisco,94110,37.758796,-122.41874\n"
                .utf8
        ).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        _ = try AddressImporter(environment: app.environment).importFile(at: file.path)
        let token = try MerchantAPI.customer(app, "pat@example.com")
        let post = { (body: String) in
            app.send(.post, "/profile/restaurant", headers: WebOrderingTests.headers(token, form: true), body: body)
        }
        // The form as typed: no coordinates, only the street address.
        let typedOnly = Self.body().split(separator: "&").map(String.init)
            .filter { !$0.hasPrefix("location.latitude=") && !$0.hasPrefix("location.longitude=") }
            .joined(separator: "&")
        let refused = post(typedOnly)
        #expect(refused.refusalStatus == 422)
        #expect(Self.html(refused).contains("Find the restaurant's address and pick it from the list."))
        let nowhere = post(
            typedOnly.replacingOccurrences(of: "2400%20Mission%20St", with: "1%20Nowhere%20Lane") + "&find=1")
        #expect(nowhere.status == 200 && Self.html(nowhere).contains("No address matches. Check the street name."))
        let found = post(typedOnly.replacingOccurrences(of: "2400", with: "2401") + "&find=1")
        #expect(found.status == 200)
        #expect(Self.html(found).contains(#"name="location.pick""#) && Self.html(found).contains("2401 Mission St"))
        let known = try #require(try AddressService(environment: app.environment).search("2401 mission st").first)
        let sent = post(typedOnly + "&location.pick=\(known.match.address.id)")
        #expect(sent.status == 303)
        let user = try #require(try AccountService(environment: app.environment).authenticate(token: token))
        let stored = try #require(try MerchantService(environment: app.environment).applications(for: user).first)
        #expect(stored.draft.details.address == "2401 Mission St, San Francisco, 94110")
        #expect(stored.draft.details.location.latitude == 37.758796)
    }

    @Test func anApprovedApplicationLeadsToTheKitchenScreen() throws {
        let app = try TestApp()
        let (token, _) = try MerchantAPI.restaurant(app, "Bowl Bar", owner: "olga@example.com")
        let page = Self.html(app.send(.get, "/profile/restaurant", headers: WebOrderingTests.headers(token)))
        #expect(page.contains("Approved.") && page.contains(#"href="/kitchen""#))
        #expect(!page.contains(#"id="application-form""#))
        #expect(app.send(.get, "/kitchen", headers: WebOrderingTests.headers(token)).status == 200)
    }
}
