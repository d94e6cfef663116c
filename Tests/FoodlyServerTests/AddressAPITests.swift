import FoodlyApp
import FoodlyHTTP
import FoodlyTestSupport
import Foundation
import Testing

/// The address API: search bounded and typo-tolerant, with the delivery check; the nearest known address; saved
/// addresses bounded, one default that moves, at most 20, and nobody reads or changes another customer's.
@Suite("Address API")
struct AddressAPITests {
    /// A world with two known addresses: one next to the restaurant, one in Oakland where nobody delivers.
    static func world() throws -> OrderingWorld {
        let world = try OrderingWorld()
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("addresses-\(UUID()).csv")
        try """
        number,street,city,postcode,latitude,longitude
        1,Market St,San Francisco,94105,\(CatalogAPI.customer.latitude),\(CatalogAPI.customer.longitude)
        1400,Broadway,Oakland,94612,37.8040,-122.2710
        """.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        _ = try AddressImporter(environment: world.app.environment).importFile(at: file.path)
        return world
    }

    static func search(_ world: OrderingWorld, _ query: String) throws -> [[String: Any]] {
        let response = world.app.send(.get, "/api/v1/addresses?" + query)
        #expect(response.status == 200, "\(query)")
        return try #require(try CatalogAPI.object(response)["addresses"] as? [[String: Any]])
    }

    /// A valid saved address body.
    static var valid: [String: Any] {
        [
            "label": "home",
            "address": ["line1": "1 Market St", "city": "San Francisco", "latitude": 37.788, "longitude": -122.4075],
        ]
    }

    @Test func searchFindsTyposAndSaysWhereNobodyDelivers() throws {
        let world = try Self.world()
        let market = try Self.search(world, "q=1+markte+street&lat=37.79&lon=-122.41")
        let address = try #require(market.first?["address"] as? [String: Any])
        #expect(address["street"] as? String == "Market St" && address["number"] as? String == "1")
        #expect(market.first?["delivered"] as? Bool == true)
        #expect((market.first?["distanceKm"] as? Double ?? 9) < 1)
        let oakland = try Self.search(world, "q=broadway+oakland")
        #expect(oakland.first?["delivered"] as? Bool == false)
        #expect(oakland.first?["distanceKm"] is NSNull)
        #expect(try Self.search(world, "q=").isEmpty)
        #expect(try Self.search(world, "q=zzzzzz").isEmpty)
        for bad in [
            "q=" + String(repeating: "a", count: 201), "q=market&limit=0", "q=market&limit=21", "q=market&lat=91&lon=0",
            "q=market&lat=37",
        ] {
            #expect(world.app.send(.get, "/api/v1/addresses?" + bad).status == 400, "\(bad.prefix(40))")
        }
    }

    @Test func theNearestKnownAddressIsWithinOneKilometre() throws {
        let world = try Self.world()
        let near = world.app.send(.get, "/api/v1/addresses/nearest?lat=37.7885&lon=-122.4075")
        #expect(near.status == 200)
        #expect((try CatalogAPI.object(near)["address"] as? [String: Any])?["street"] as? String == "Market St")
        #expect(world.app.send(.get, "/api/v1/addresses/nearest?lat=37.70&lon=-122.60").status == 404)
        #expect(world.app.send(.get, "/api/v1/addresses/nearest").status == 400)
    }

    @Test func savedAddressesAreBoundedAndOnlyTheirOwner() throws {
        let world = try Self.world()
        let ada = try world.customer("Ada")
        let bob = try world.customer("Bob")
        let home = world.send(.post, "/api/v1/me/addresses", ada, Self.valid, headers: CatalogAPI.json)
        #expect(home.status == 201)
        let homeID = try #require(try CatalogAPI.object(home)["id"] as? String)
        #expect(try CatalogAPI.object(home)["isDefault"] as? Bool == true, "the first is the default")
        var work = Self.valid
        work["label"] = "work"
        work["isDefault"] = true
        let second = world.send(.post, "/api/v1/me/addresses", ada, work, headers: CatalogAPI.json)
        let workID = try #require(try CatalogAPI.object(second)["id"] as? String)
        let listed = try #require(
            try CatalogAPI.object(world.send(.get, "/api/v1/me/addresses", ada))["addresses"] as? [[String: Any]])
        #expect(listed.map { $0["id"] as? String } == [workID, homeID], "the new default first")
        #expect(listed.map { $0["isDefault"] as? Bool } == [true, false])

        // Every field bounded, each bad one named.
        let tooLong: [String: Any] = [
            "label": "home",
            "address": [
                "line1": String(repeating: "x", count: 121), "city": "", "postcode": String(repeating: "9", count: 17),
                "instructions": String(repeating: "y", count: 301), "latitude": 91, "longitude": -181,
            ],
        ]
        let refused = world.send(.post, "/api/v1/me/addresses", ada, tooLong, headers: CatalogAPI.json)
        #expect(refused.status == 422)
        let fields = try #require(try CatalogAPI.object(refused)["errors"] as? [[String: Any]]).compactMap {
            $0["field"] as? String
        }
        #expect(
            Set(fields) == [
                "address.line1", "address.city", "address.postcode", "address.instructions", "address.latitude",
                "address.longitude",
            ])
        var badLabel = Self.valid
        badLabel["label"] = "castle"
        #expect(world.send(.post, "/api/v1/me/addresses", ada, badLabel, headers: CatalogAPI.json).status == 422)

        // Bob sees none of them and can change none.
        #expect(
            (try CatalogAPI.object(world.send(.get, "/api/v1/me/addresses", bob))["addresses"] as? [Any])?.isEmpty
                == true)
        #expect(
            world.send(.put, "/api/v1/me/addresses/\(homeID)", bob, Self.valid, headers: CatalogAPI.json).status == 404)
        #expect(world.send(.delete, "/api/v1/me/addresses/\(homeID)", bob).status == 404)

        // Deleting the default hands the mark to the other.
        #expect(world.send(.delete, "/api/v1/me/addresses/\(workID)", ada).status == 204)
        let left = try #require(
            try CatalogAPI.object(world.send(.get, "/api/v1/me/addresses", ada))["addresses"] as? [[String: Any]])
        #expect(left.map { $0["id"] as? String } == [homeID] && left.first?["isDefault"] as? Bool == true)
        // Unmarking the only address leaves it the default.
        var unmarked = Self.valid
        unmarked["isDefault"] = false
        let kept = world.send(.put, "/api/v1/me/addresses/\(homeID)", ada, unmarked, headers: CatalogAPI.json)
        #expect(try CatalogAPI.object(kept)["isDefault"] as? Bool == true)

        // At most 20.
        for _ in 1..<20 {
            #expect(world.send(.post, "/api/v1/me/addresses", ada, Self.valid, headers: CatalogAPI.json).status == 201)
        }
        let full = world.send(.post, "/api/v1/me/addresses", ada, Self.valid, headers: CatalogAPI.json)
        #expect(full.status == 409)
        #expect(try CatalogAPI.object(full)["code"] as? String == "too_many_addresses")
    }
}
