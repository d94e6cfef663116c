import FoodlyCore
import Foundation
import Testing

/// The point `km` great-circle kilometres from `start` along the initial `bearing` (degrees clockwise from north).
private func destination(from start: GeoPoint, bearing: Double, km: Double) -> GeoPoint {
    let lat1 = start.latitude * .pi / 180
    let lon1 = start.longitude * .pi / 180
    let angle = km / GeoPoint.earthRadiusKm
    let heading = bearing * .pi / 180
    let lat2 = asin(sin(lat1) * cos(angle) + cos(lat1) * sin(angle) * cos(heading))
    let lon2 = lon1 + atan2(sin(heading) * sin(angle) * cos(lat1), cos(angle) - sin(lat1) * sin(lat2))
    return GeoPoint(latitude: lat2 * 180 / .pi, longitude: lon2 * 180 / .pi)
}

private func restaurant(
    at location: GeoPoint = GeoPoint(latitude: 37.7749, longitude: -122.4194), radiusKm: Double = 3,
    prepMinutes: Int = 15, timeZone: String = "America/Los_Angeles", hours: OpeningHours = .always
) -> Restaurant {
    Restaurant(
        id: ID("r1"), name: "Green Bowl", cuisine: "Bowls", description: "", phone: "+14155550100",
        categories: ["bowls"], imageURL: nil, address: "1 Market St", location: location, deliveryRadiusKm: radiusKm,
        timeZone: TimeZone(identifier: timeZone)!, prepMinutes: prepMinutes, openingHours: hours,
        fees: DeliveryFees(deliveryBase: 199, deliveryPerKm: 50, freeDeliveryOver: 3000, minimumOrder: 1000),
        taxRateBps: 863, nutriGrade: .a)
}

private func inBox(_ point: GeoPoint, _ centre: GeoPoint, radiusKm: Double) -> Bool {
    let box = centre.boundingBox(radiusKm: radiusKm)
    return (box.minLatitude...box.maxLatitude).contains(point.latitude)
        && (box.minLongitude...box.maxLongitude).contains(point.longitude)
}

@Suite("Great-circle distance and delivery areas")
struct GeoTests {
    static let ferryBuilding = GeoPoint(latitude: 37.7955, longitude: -122.3937)
    static let goldenGateBridge = GeoPoint(latitude: 37.8199, longitude: -122.4783)

    /// Reference distances: published great-circle figures, or the spherical law of cosines for the bridge.
    @Test(
        arguments: [
            (GeoTests.ferryBuilding, GeoTests.goldenGateBridge, 7.912),
            (GeoPoint(latitude: 51.5074, longitude: -0.1278), GeoPoint(latitude: 48.8566, longitude: 2.3522), 343.5),
            (GeoPoint(latitude: 40.6413, longitude: -73.7781), GeoPoint(latitude: 33.9416, longitude: -118.4085), 3983),
            (GeoPoint(latitude: 0, longitude: 0), GeoPoint(latitude: 0, longitude: 1), 111.195),
            (GeoPoint(latitude: 0, longitude: 179.5), GeoPoint(latitude: 0, longitude: -179.5), 111.195),
            (GeoPoint(latitude: 90, longitude: 0), GeoPoint(latitude: -90, longitude: 0), 20_015.1),
            (GeoPoint(latitude: 0, longitude: 0), GeoPoint(latitude: 0, longitude: 180), 20_015.1),
        ] as [(GeoPoint, GeoPoint, Double)])
    func knownDistancesAreWithinOnePercent(from: GeoPoint, to: GeoPoint, km: Double) {
        let distance = from.distanceKm(to: to)
        #expect(abs(distance - km) <= km / 100, "\(from) → \(to): \(distance) km, expected \(km)")
    }

    @Test(arguments: [
        (GeoTests.ferryBuilding, GeoTests.goldenGateBridge),
        (GeoPoint(latitude: -33.8568, longitude: 151.2153), GeoPoint(latitude: -33.8523, longitude: 151.2108)),
        (GeoPoint(latitude: 89.9, longitude: 10), GeoPoint(latitude: 89.9, longitude: -170)),
    ])
    func distanceIsSymmetricZeroToItselfAndLongerByRoad(first: GeoPoint, second: GeoPoint) {
        let there = first.distanceKm(to: second)
        #expect(there > 0)
        #expect(abs(there - second.distanceKm(to: first)) < 1e-9)
        #expect(first.distanceKm(to: first) == 0)
        #expect(second.distanceKm(to: second) == 0)
        #expect(abs(first.roadDistanceKm(to: second) - there * 1.3) < 1e-9)
    }

    @Test(
        arguments: [0, 37.7749, -33.8688, 51.5, 60, 69.65, -54.8],
        [0.5, 5, 50]
    )
    func theBoundingBoxHoldsThePointsAtTheRadiusInAllFourDirections(latitude: Double, radiusKm: Double) {
        let centre = GeoPoint(latitude: latitude, longitude: -122.4194)
        for bearing in [0.0, 90, 180, 270] {
            // On the circle, less a billionth of the radius (0.05 mm at 50 km) so float rounding cannot decide.
            let edge = destination(from: centre, bearing: bearing, km: radiusKm * (1 - 1e-9))
            #expect(abs(centre.distanceKm(to: edge) - radiusKm) < 1e-6)
            #expect(inBox(edge, centre, radiusKm: radiusKm), "bearing \(bearing)° at \(latitude)°, \(radiusKm) km")
        }
        for bearing in [0.0, 180] {
            let beyond = destination(from: centre, bearing: bearing, km: radiusKm * 1.01)
            #expect(!inBox(beyond, centre, radiusKm: radiusKm), "1% beyond at bearing \(bearing)°")
        }
    }

    /// "A box that contains every point within radiusKm": the widest points of the circle are not due east or west
    /// but on the tangent from the pole, asin(sin δ / cos φ) away in longitude, a little more than δ / cos φ.
    @Test(arguments: [(37.7749, 5.0), (60, 50), (69.65, 50)])
    func theBoundingBoxHoldsEveryPointOnTheCircle(latitude: Double, radiusKm: Double) {
        let centre = GeoPoint(latitude: latitude, longitude: 18.95)
        let outside = stride(from: 0.0, to: 360, by: 0.5)
            .map { destination(from: centre, bearing: $0, km: radiusKm * (1 - 1e-9)) }
            .filter { !inBox($0, centre, radiusKm: radiusKm) }
        let worstMetres =
            outside.map { point in
                let box = centre.boundingBox(radiusKm: radiusKm)
                let degrees = max(point.longitude - box.maxLongitude, box.minLongitude - point.longitude)
                return degrees * 111_195 * cos(latitude * .pi / 180)
            }.max() ?? 0
        #expect(outside.isEmpty, "\(outside.count) points outside, up to \(worstMetres) m, at \(latitude)°")
    }

    @Test(arguments: [(2.9, true), (2.999, true), (3.001, false), (3.1, false), (0, true)])
    func aRestaurantDeliversWithinItsRadius(km: Double, delivers: Bool) {
        let place = restaurant(radiusKm: 3)
        for bearing in [0.0, 90, 180, 270] {
            let point = destination(from: place.location, bearing: bearing, km: km)
            #expect(place.delivers(to: point) == delivers, "\(km) km at \(bearing)°")
        }
    }

    /// prep + road km (× 1.3) at 18 km/h + 5 min hand-over, rounded down to 5 minutes, as a 10-minute window.
    @Test(arguments: [
        (15, 0.0, 20, 30),  // 15 + 0 + 5 = 20
        (15, 3, 30, 40),  // 3.9 km by road = 13 min → 33
        (10, 10, 55, 65),  // 13 km by road = 43.3 min → 58.3
        (1, 0, 5, 15),  // 6 → 5
    ])
    func etaIsAWindowAfterPreparationRideAndHandOver(prep: Int, km: Double, low: Int, high: Int) {
        let place = restaurant(prepMinutes: prep)
        let eta = place.etaMinutes(to: destination(from: place.location, bearing: 45, km: km))
        #expect(eta.min == low)
        #expect(eta.max == high)
    }

    @Test func withoutADestinationTheEtaAssumesAFiveKilometreRide() {
        let eta = restaurant(prepMinutes: 15).etaMinutes(to: nil)  // 15 + 5 km at 18 km/h (16.7) + 5 = 36.7
        #expect(eta.min == 35)
        #expect(eta.max == 45)
    }

    @Test(arguments: [
        ([NutriGrade](), NutriGrade.c), ([.e], .e), ([.a, .b, .c], .b), ([.e, .a, .c], .c), ([.a, .b, .c, .d], .b),
        ([.d, .a, .a, .e, .b], .b),
    ])
    func theRestaurantGradeIsTheLowerMedian(grades: [NutriGrade], median: NutriGrade) {
        #expect(Restaurant.medianGrade(grades) == median)
    }

    @Test func aRestaurantIsOpenByItsOwnClock() {
        let lunch = OpeningHours(
            days: [[OpeningHours.Period(opens: 660, closes: 900)]] + Array(repeating: [], count: 6))
        let noonInTokyo = Date(timeIntervalSince1970: 1_780_282_800)  // 2026-06-01 03:00 UTC, Monday
        #expect(restaurant(timeZone: "Asia/Tokyo", hours: lunch).isOpen(at: noonInTokyo))
        #expect(!restaurant(timeZone: "America/Los_Angeles", hours: lunch).isOpen(at: noonInTokyo))
    }

    /// Lists measure from the customer to each restaurant, search and detail pages from the restaurant to the
    /// customer: both directions must give the same distance to the last bit, near and across the globe.
    @Test func distanceIsTheSameBothWays() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<2_000 {
            let a = GeoPoint(
                latitude: .random(in: -89...89, using: &generator),
                longitude: .random(in: -180...180, using: &generator))
            let near = GeoPoint(
                latitude: a.latitude + .random(in: -0.1...0.1), longitude: a.longitude + .random(in: -0.1...0.1))
            let far = GeoPoint(latitude: .random(in: -89...89), longitude: .random(in: -180...180))
            for b in [near, far] {
                #expect(a.distanceKm(to: b) == b.distanceKm(to: a), "\(a) \(b)")
                #expect(GreatCirclePoint(b).distanceKm(to: GreatCirclePoint(a)) == a.distanceKm(to: b))
            }
        }
    }
}
