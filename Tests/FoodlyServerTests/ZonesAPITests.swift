import FoodlyAPI
import FoodlyApp
import FoodlyCore
import FoodlyHTTP
import FoodlyStore
import FoodlyTestSupport
import Foundation
import Testing

/// Delivery zones drawn by an operator: a zoned restaurant is listed, found and delivers only inside its zones, at
/// the fee and minimum of the first zone that holds the address; bad zones are refused by path with nothing changed;
/// an empty list returns it to its radius. Runs on SQLite and PostgreSQL.
@Suite("Delivery zones")
struct ZonesAPITests {
    /// The customer's point, the restaurant 1 km north of it with a 5 km radius (`OrderingWorld`).
    static let customer = GeoPoint(latitude: CatalogAPI.customer.latitude, longitude: CatalogAPI.customer.longitude)
    /// 3 km south of the customer: within the restaurant's radius, outside the zone below.
    static let south = GeoPoint(latitude: customer.latitude - 3 / 111.195, longitude: customer.longitude)

    /// A zone of a square about 1.1 km across around the customer: $0.99, minimum $20 (free from $30, the
    /// restaurant's threshold).
    static let near = DeliveryZone(
        name: "  Near the market ", polygon: [DeliveryZoneTestRing.square(around: customer, halfDegrees: 0.005)],
        deliveryFee: 99, minimumOrder: 2000)

    static func setZones(_ world: OrderingWorld, _ admin: String, _ zones: [DeliveryZone], id: String? = nil)
        -> Response
    {
        let body = String(decoding: try! JSONEncoder().encode(DeliveryZonesBody(zones: zones)), as: UTF8.self)
        return world.app.send(
            .put, "/api/v1/admin/restaurants/\(id ?? world.restaurantID)/zones", headers: CatalogAPI.bearer(admin),
            body: body)
    }

    static func listed(_ world: OrderingWorld, at point: GeoPoint) throws -> [RestaurantSummary] {
        try world.app.send(.get, "/api/v1/restaurants?lat=\(point.latitude)&lon=\(point.longitude)")
            .decoded(Page<RestaurantSummary>.self).items
    }

    @Test func aZonedRestaurantDeliversOnlyInsideItsZonesAtTheZonesPrice() throws {
        let world = try OrderingWorld()
        let admin = try CatalogAPI.token(world.app, role: .admin)
        let before = try #require(try Self.listed(world, at: Self.customer).first)
        #expect(before.minimumOrder == 1000 && before.deliveryFee != 99)
        #expect(try Self.listed(world, at: Self.south).count == 1)

        let set: DeliveryZonesBody = try Self.setZones(world, admin, [Self.near]).decoded(status: 200)
        #expect(set.zones.map(\.name) == ["Near the market"], "names are trimmed")
        let read: DeliveryZonesBody = try world.app.send(
            .get, "/api/v1/admin/restaurants/\(world.restaurantID)/zones", headers: CatalogAPI.bearer(admin)
        ).decoded(status: 200)
        #expect(read == set)
        let inside = try #require(try Self.listed(world, at: Self.customer).first)
        #expect(inside.deliveryFee == 99 && inside.minimumOrder == 2000)
        #expect(try Self.listed(world, at: Self.south).isEmpty, "within its radius but outside its zones")
        let found: SearchResponse = try world.app.send(
            .get, "/api/v1/search?q=lentil&lat=\(Self.south.latitude)&lon=\(Self.south.longitude)"
        ).decoded(status: 200)
        #expect(found.restaurants.isEmpty && found.dishes.isEmpty)

        let customer = try world.customer("Zia")
        try world.fillCart(customer, quantity: 1)
        let cart = try world.cart(customer)
        #expect(cart.pricing.deliveryFee == 99)
        #expect(cart.problems.map(\.code) == ["minimum_not_met"] && cart.problems[0].message.contains("$20.00"))
        let outside = world.send(
            .put, "/api/v1/cart/address", customer,
            [
                "line1": "9 South St", "city": "San Francisco", "latitude": Self.south.latitude,
                "longitude": Self.south.longitude,
            ])
        #expect(try outside.decoded(status: 422, as: Problem.self).code == "outside_delivery_area")
        try world.fillCart(customer, quantity: 1)
        let placed: OrderBody = try world.place(customer).decoded(status: 201)
        #expect(placed.pricing.deliveryFee == 99)

        let audited = try world.app.database.read { try AuditQueries($0).entries(AuditSearch(action: .zonesChanged)) }
        #expect(audited.map(\.before) == [["zones": "within 5 km"]])
        #expect(audited.first?.after["zones"] == "Near the market: $0.99 fee, $20.00 minimum, 4 corners")

        #expect(try Self.setZones(world, admin, []).decoded(status: 200, as: DeliveryZonesBody.self).zones.isEmpty)
        #expect(try Self.listed(world, at: Self.south).count == 1, "its radius again")
    }

    @Test func badZonesAreRefusedWithNothingChanged() throws {
        let world = try OrderingWorld()
        let admin = try CatalogAPI.token(world.app, role: .admin)
        var open = Self.near
        open.polygon[0].removeLast()
        var far = Self.near
        far.name = "Far"
        far.polygon = [
            DeliveryZoneTestRing.square(around: GeoPoint(latitude: 38.5, longitude: -122.4), halfDegrees: 0.01)
        ]
        let refused = try Self.setZones(world, admin, [open, far]).decoded(status: 422, as: Problem.self)
        #expect(
            refused.errors?.map { "\($0.field) \($0.code)" } == [
                "zones[0].polygon[0] not_closed", "zones[1].polygon[0] too_far",
            ])
        let customer = try world.customer("Zed")
        #expect(Self.setZones(world, customer, [Self.near]).status == 403)
        #expect(Self.setZones(world, admin, [Self.near], id: "no-such-restaurant").status == 404)
        let read: DeliveryZonesBody = try world.app.send(
            .get, "/api/v1/admin/restaurants/\(world.restaurantID)/zones", headers: CatalogAPI.bearer(admin)
        ).decoded(status: 200)
        #expect(read.zones.isEmpty)
        #expect(try Self.listed(world, at: Self.south).count == 1)
    }
}

/// Square rings for zone tests.
enum DeliveryZoneTestRing {
    /// A closed square ring `halfDegrees` either side of `centre`, corners counter-clockwise.
    static func square(around centre: GeoPoint, halfDegrees h: Double) -> [[Double]] {
        let (x, y) = (centre.longitude, centre.latitude)
        return [[x - h, y - h], [x + h, y - h], [x + h, y + h], [x - h, y + h], [x - h, y - h]]
    }
}
