import FoodlyCore
import Foundation
import Testing

/// Delivery zones: which points a polygon with a hole holds, how a zoned restaurant prices and refuses deliveries,
/// that the circle the catalog indexes always holds every point a zone does, what an operator's zones may not be,
/// and GeoJSON files read into zones and written back.
@Suite("Delivery zones")
struct DeliveryZoneTests {
    static let centre = GeoPoint(latitude: 37.7749, longitude: -122.4194)

    /// A closed square ring `halfDegrees` either side of `centre`.
    static func ring(_ centre: GeoPoint, _ halfDegrees: Double) -> [[Double]] {
        let (x, y, h) = (centre.longitude, centre.latitude, halfDegrees)
        return [[x - h, y - h], [x + h, y - h], [x + h, y + h], [x - h, y + h], [x - h, y - h]]
    }

    /// A 0.04° square around the centre with a 0.01° hole in its middle.
    static let donut = DeliveryZone(
        name: "Donut", polygon: [ring(centre, 0.02), ring(centre, 0.005)], deliveryFee: 199, minimumOrder: 1500)

    /// Whether `zone` holds `point`, by the one containment rule.
    static func holds(_ zone: DeliveryZone, _ point: GeoPoint) -> Bool {
        ZoneShapes([zone]).first(containing: point) != nil
    }

    static func restaurant(zones: [DeliveryZone]) -> Restaurant {
        Restaurant(
            id: ID("zoned"), name: "Zoned", cuisine: "Bowls", description: "", phone: "+14155550100", categories: [],
            imageURL: nil, address: "1 Main St", location: centre, deliveryRadiusKm: 1, zones: zones,
            timeZone: .gmt, prepMinutes: 15, openingHours: OpeningHours(days: Array(repeating: [], count: 7)),
            fees: DeliveryFees(deliveryBase: 299, deliveryPerKm: 100, freeDeliveryOver: 5000, minimumOrder: 1000),
            taxRateBps: 0, nutriGrade: .b)
    }

    static func point(_ dLatitude: Double, _ dLongitude: Double) -> GeoPoint {
        GeoPoint(latitude: centre.latitude + dLatitude, longitude: centre.longitude + dLongitude)
    }

    @Test func aPointIsInsideTheOutlineAndOutsideTheHole() {
        #expect(Self.holds(Self.donut, Self.point(0.01, 0.01)))
        #expect(!Self.holds(Self.donut, Self.point(0.001, 0.001)), "in the hole")
        #expect(!Self.holds(Self.donut, Self.point(0.03, 0)), "outside the outline")
        #expect(!Self.holds(Self.donut, Self.point(0, -0.021)))
    }

    @Test func aZonedRestaurantDeliversOnlyInsideItsZonesAtTheFirstZonesPrice() throws {
        let outer = DeliveryZone(
            name: "Outer", polygon: [Self.ring(Self.centre, 0.05)], deliveryFee: 599, minimumOrder: 2500)
        let restaurant = Self.restaurant(zones: [Self.donut, outer])
        let inDonut = try #require(restaurant.deliveryFees(to: Self.point(0.01, 0.01)))
        #expect(
            inDonut == DeliveryFees(deliveryBase: 199, deliveryPerKm: 0, freeDeliveryOver: 5000, minimumOrder: 1500))
        #expect(inDonut.fee(distanceKm: 30) == 199, "flat whatever the distance")
        #expect(inDonut.fee(distanceKm: 1, subtotal: 5000) == 0, "free from the restaurant's threshold")
        let inHole = try #require(restaurant.deliveryFees(to: Self.point(0.001, 0.001)))
        #expect(inHole.deliveryBase == 599 && inHole.minimumOrder == 2500, "the hole falls to the next zone")
        #expect(!restaurant.delivers(to: Self.point(0.06, 0)), "outside every zone, though…")
        #expect(restaurant.location.distanceKm(to: Self.point(0.0, 0.0)) <= restaurant.deliveryRadiusKm)
        #expect(!Self.restaurant(zones: [Self.donut]).delivers(to: Self.centre), "…and its radius holds the hole")
        #expect(restaurant.fees(at: Self.point(0.06, 0)) == restaurant.fees, "its own fees outside")
        let circle = Self.restaurant(zones: [])
        #expect(circle.delivers(to: Self.point(0.005, 0)) && !circle.delivers(to: Self.point(0.01, 0)))
        #expect(circle.deliveryFees(to: Self.centre) == circle.fees)
    }

    /// The catalog indexes a zoned restaurant by the circle of `reachKm`: a point a zone holds outside it would never
    /// be offered to the exact test. Random polygons around random places, random points in their bounding box.
    @Test func theReachHoldsEveryPointAZoneHolds() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<200 {
            let centre = GeoPoint(
                latitude: Double.random(in: -60...60, using: &generator),
                longitude: Double.random(in: -170...170, using: &generator))
            let corners = Int.random(in: 3...12, using: &generator)
            var ring = (0..<corners).map { index -> [Double] in
                let angle = Double(index) / Double(corners) * 2 * .pi
                let radius = Double.random(in: 0.01...0.3, using: &generator)
                return [centre.longitude + radius * cos(angle), centre.latitude + radius * sin(angle)]
            }
            ring.append(ring[0])
            let zone = DeliveryZone(name: "Z", polygon: [ring], deliveryFee: 0, minimumOrder: 0)
            let reach = DeliveryZone.reachKm(of: [zone], from: centre, radiusKm: 0)
            for _ in 0..<200 {
                let point = GeoPoint(
                    latitude: centre.latitude + Double.random(in: -0.3...0.3, using: &generator),
                    longitude: centre.longitude + Double.random(in: -0.3...0.3, using: &generator))
                if Self.holds(zone, point) { #expect(centre.distanceKm(to: point) <= reach) }
            }
        }
    }

    @Test func badZonesAreRefusedByPath() {
        func codes(_ zones: [DeliveryZone]) -> [String] {
            DeliveryZone.issues(zones, around: Self.centre).map { "\($0.field) \($0.code)" }
        }
        #expect(codes([Self.donut]).isEmpty)
        var open = Self.donut
        open.polygon[0].removeLast()
        #expect(codes([open]) == ["zones[0].polygon[0] not_closed"])
        var line = Self.donut
        line.polygon = [
            [[0.001, 0], [0.002, 0], [0.003, 0], [0.001, 0]].map {
                [Self.centre.longitude + $0[0], Self.centre.latitude]
            }
        ]
        #expect(codes([line]) == ["zones[0].polygon[0] no_area"])
        var far = Self.donut
        far.polygon = [Self.ring(Self.point(1, 0), 0.01)]
        #expect(codes([far]) == ["zones[0].polygon[0] too_far"])
        var swapped = Self.donut
        swapped.polygon[1][2] = [200, 37]
        #expect(codes([swapped]) == ["zones[0].polygon[1] invalid"])
        var huge = Self.donut
        huge.polygon = [Array(repeating: [Self.centre.longitude, Self.centre.latitude], count: 501)]
        #expect(codes([huge]) == ["zones[0].polygon too_long"])
        var twin = Self.donut
        twin.name = "DONUT"
        twin.deliveryFee = -1
        twin.minimumOrder = 2_000_000
        #expect(
            codes([Self.donut, twin])
                == [
                    "zones[1].name duplicate", "zones[1].deliveryFee out_of_range",
                    "zones[1].minimumOrder out_of_range",
                ])
        var blank = Self.donut
        blank.name = "  "
        #expect(codes([blank]) == ["zones[0].name required"])
        #expect(codes(Array(repeating: Self.donut, count: 21)) == ["zones too_many"])
    }

    @Test func aGeoJSONFileIsReadIntoZonesAndWrittenBackEqual() throws {
        let outline = Self.ring(Self.centre, 0.02)
        let file = """
            {"type":"FeatureCollection","features":[
              {"type":"Feature","properties":{"name":"Mission","deliveryFee":149},
               "geometry":{"type":"Polygon","coordinates":\([outline])}},
              {"type":"Feature","properties":{"stroke":"#f00"},
               "geometry":{"type":"MultiPolygon","coordinates":\([[outline], [Self.ring(Self.point(0.05, 0), 0.01)]])}}
            ]}
            """
        let zones = try ZoneGeoJSON.zones(from: Data(file.utf8), deliveryFee: 399, minimumOrder: 1200)
        #expect(zones.map(\.name) == ["Mission", "Zone 2", "Zone 3"])
        #expect(zones.map(\.deliveryFee) == [149, 399, 399] && zones.allSatisfy { $0.minimumOrder == 1200 })
        #expect(zones[0].polygon == [outline])
        #expect(try ZoneGeoJSON.zones(from: ZoneGeoJSON.document(zones), deliveryFee: 0, minimumOrder: 0) == zones)
        let bare = #"{"type":"Polygon","coordinates":\#([outline])}"#
        #expect(try ZoneGeoJSON.zones(from: Data(bare.utf8), deliveryFee: 1, minimumOrder: 2).count == 1)
        for bad in [
            #"{"type":"Point","coordinates":[1,2]}"#, "not json", #"{"type":"FeatureCollection","features":[]}"#,
        ] {
            #expect(throws: ValidationFailure.self) {
                try ZoneGeoJSON.zones(from: Data(bad.utf8), deliveryFee: 0, minimumOrder: 0)
            }
        }
    }

    /// The winding number of `ring` around `point` (Sunday's algorithm): an independent reference for simple rings.
    static func winding(_ ring: [[Double]], _ point: GeoPoint) -> Int {
        var winding = 0
        for (a, b) in zip(ring, ring.dropFirst()) {
            let left = (b[0] - a[0]) * (point.latitude - a[1]) - (point.longitude - a[0]) * (b[1] - a[1])
            if a[1] <= point.latitude {
                if b[1] > point.latitude && left > 0 { winding += 1 }
            } else if b[1] <= point.latitude && left < 0 {
                winding -= 1
            }
        }
        return winding
    }

    /// A simple star-shaped ring around `centre`: `corners` corners at increasing angles, radii in `radii` degrees.
    static func star(
        _ centre: GeoPoint, corners: Int, radii: ClosedRange<Double>, using generator: inout some RandomNumberGenerator
    ) -> [[Double]] {
        var ring = (0..<corners).map { index -> [Double] in
            let angle = (Double(index) + Double.random(in: 0..<0.9, using: &generator)) / Double(corners) * 2 * .pi
            let radius = Double.random(in: radii, using: &generator)
            return [centre.longitude + radius * cos(angle), centre.latitude + radius * sin(angle)]
        }
        ring.append(ring[0])
        return ring
    }

    /// Random simple outlines, most with a hole inside them, random points: inside exactly when the outline winds around
    /// the point and the hole does not; every corner (a point on the boundary) is inside, by the stated rule.
    @Test func thePointInPolygonRuleAgreesWithAWindingNumberReference() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<300 {
            let centre = GeoPoint(
                latitude: Double.random(in: -60...60, using: &generator),
                longitude: Double.random(in: -170...170, using: &generator))
            let corners = Int.random(in: 3...40, using: &generator)
            let outline = Self.star(centre, corners: corners, radii: 0.05...0.2, using: &generator)
            // With 12 corners or more the outline holds every point within 0.044° of the centre: room for a hole.
            let hole =
                corners >= 12
                ? Self.star(
                    centre, corners: Int.random(in: 3...12, using: &generator), radii: 0.005...0.025,
                    using: &generator) : []
            let zone = DeliveryZone(
                name: "Star", polygon: hole.isEmpty ? [outline] : [outline, hole], deliveryFee: 0, minimumOrder: 0)
            #expect(DeliveryZone.crossing(in: zone.polygon) == nil, "a star with a smaller star inside is simple")
            for _ in 0..<300 {
                let point = GeoPoint(
                    latitude: centre.latitude + Double.random(in: -0.22...0.22, using: &generator),
                    longitude: centre.longitude + Double.random(in: -0.22...0.22, using: &generator))
                let expected = Self.winding(outline, point) != 0 && (hole.isEmpty || Self.winding(hole, point) == 0)
                #expect(Self.holds(zone, point) == expected, "\(point) in \(zone.polygon)")
            }
            for corner in outline + hole {
                #expect(Self.holds(zone, GeoPoint(latitude: corner[1], longitude: corner[0])), "a corner is inside")
            }
        }
    }

    @Test func aPointOnAnEdgeIsInside() {
        let square = DeliveryZone(
            name: "Square", polygon: [[[0, 0], [2, 0], [2, 2], [0, 2], [0, 0]]], deliveryFee: 0, minimumOrder: 0)
        for (x, y) in [(1.0, 0.0), (2.0, 1.0), (1.0, 2.0), (0.0, 1.0), (0.0, 0.0), (2.0, 2.0)] {
            #expect(Self.holds(square, GeoPoint(latitude: y, longitude: x)), "(\(x), \(y)) on the boundary")
        }
        #expect(!Self.holds(square, GeoPoint(latitude: 1, longitude: 2.000001)))
    }

    @Test func edgesThatCrossAreRefused() {
        let origin = Self.centre
        func at(_ dx: Double, _ dy: Double) -> [Double] { [origin.longitude + dx, origin.latitude + dy] }
        let bowTie = [at(0, 0), at(0.02, 0.02), at(0.03, 0), at(0, 0.01), at(0, 0)]
        let outline = [at(-0.02, -0.02), at(0.02, -0.02), at(0.02, 0.02), at(-0.02, 0.02), at(-0.02, -0.02)]
        let crossingHole = [at(0.01, 0.01), at(0.03, 0.01), at(0.03, 0.015), at(0.01, 0.015), at(0.01, 0.01)]
        let touchingHole = [at(0.02, 0.02), at(0.01, 0.01), at(0.015, 0.005), at(0.02, 0.02)]
        func codes(_ polygon: [[[Double]]]) -> [String] {
            DeliveryZone.issues(
                [DeliveryZone(name: "Z", polygon: polygon, deliveryFee: 0, minimumOrder: 0)], around: origin
            ).map { "\($0.field) \($0.code)" }
        }
        #expect(codes([bowTie]) == ["zones[0].polygon crosses_itself"])
        #expect(codes([outline, crossingHole]) == ["zones[0].polygon crosses_itself"])
        #expect(codes([outline, touchingHole]) == ["zones[0].polygon crosses_itself"])
        #expect(codes([outline, Self.ring(origin, 0.005)]).isEmpty)
        let circle = (0...499).map { n -> [Double] in
            let angle = Double(n % 499) / 499 * 2 * .pi
            return at(0.02 * cos(angle), 0.02 * sin(angle))
        }
        #expect(codes([circle]).isEmpty, "500 corners, no crossing")
    }
}
