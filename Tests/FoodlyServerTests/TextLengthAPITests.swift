import FoodlyHTTP
import FoodlyTestSupport
import Foundation
import Testing

/// Text limits count Unicode scalars, so one character stacked with combining marks cannot grow a row without
/// bound (hardening item 1).
@Suite("Text limits over the API")
struct TextLengthAPITests {
    /// "A" with `marks` combining acute accents: one character, `marks + 1` scalars.
    static func stacked(_ marks: Int) -> String { "A" + String(repeating: "\u{0301}", count: marks) }

    @Test func aNameOfOneCharacterWithManyMarksIsRefused() throws {
        let app = try TestApp()
        let response = app.send(
            .post, "/api/v1/users", headers: CatalogAPI.json,
            body: CatalogAPI.body([
                "fullName": Self.stacked(400_000) + " Lovelace", "email": "ada@example.com",
                "password": AccountAPI.password,
            ]))
        #expect(response.status == 422)
        #expect(try CatalogAPI.problem(response).fields == ["fullName"])
        #expect(try AccountAPI.userCount(app) == 0)
    }

    @Test func notesAndReviewCommentsAreCountedInScalars() throws {
        let world = try OrderingWorld()
        let ada = try world.customer()
        try world.fillCart(ada)
        let long = world.send(
            .post, "/api/v1/orders", ada, ["notes": Self.stacked(300_000)], headers: ["Idempotency-Key": "k-1"])
        #expect(long.status == 422)
        #expect(try CatalogAPI.problem(long).fields == ["notes"])
        let withinLimit = world.send(
            .post, "/api/v1/orders", ada, ["notes": Self.stacked(499)], headers: ["Idempotency-Key": "k-2"])
        #expect(withinLimit.status == 201)
    }
}
