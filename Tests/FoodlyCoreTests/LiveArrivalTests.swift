import FoodlyCore
import Foundation
import Testing

/// The arrival worked out again on the way (`DeliveryEstimate(following:…)`) and the kitchen's learned pace
/// (`PrepTime`).
@Suite("Arrival that follows reality")
struct LiveArrivalTests {
    static let placedAt = Date(timeIntervalSince1970: 1_800_000_000)
    static let kitchen = GeoPoint(latitude: 37.7749, longitude: -122.4194)
    /// 3 km north of the kitchen: 3.9 road km, 15.6 minutes by bicycle (15 km/h).
    static let home = GeoPoint(latitude: 37.7749 + 3 / 111.195, longitude: -122.4194)

    static let restaurant = Restaurant(
        id: ID("r1"), name: "Green Bowl", cuisine: "Bowls", description: "", phone: "+14155550100",
        categories: ["bowls"], imageURL: nil, address: "1 Market St", location: kitchen, deliveryRadiusKm: 5,
        timeZone: TimeZone(identifier: "America/Los_Angeles")!, prepMinutes: 15, openingHours: .always,
        fees: DeliveryFees(deliveryBase: 199, deliveryPerKm: 50, freeDeliveryOver: 3000, minimumOrder: 1000),
        taxRateBps: 863, nutriGrade: .a)

    static func order(_ status: OrderStatus, steps: [(OrderStatus, Double)]) -> Order {
        Order(
            id: ID("o1"), number: 1001, userID: ID("u1"), restaurantID: ID("r1"), status: status, items: [],
            pricing: PriceBreakdown(subtotal: 0, discount: 0, deliveryFee: 0, serviceFee: 0, tax: 0, tip: 0, total: 0),
            couponCode: nil,
            address: Address(
                line1: "1 Home St", city: "San Francisco", latitude: home.latitude, longitude: home.longitude),
            notes: "", courierID: ID("c1"), eta: DeliveryEstimate(minMinutes: 30, maxMinutes: 40),
            estimatedDeliveryAt: placedAt, placedAt: placedAt,
            timeline: steps.map { Order.Step(status: $0.0, at: placedAt.addingTimeInterval($0.1 * 60)) })
    }

    static func courier(at point: GeoPoint) -> Courier {
        Courier(id: ID("c1"), name: "Rita", phone: "+14155550101", vehicle: .bicycle, location: point, available: true)
    }

    static func minutes(after placing: Double) -> Date { placedAt.addingTimeInterval(placing * 60) }

    @Test func theKitchensPaceIsTheMedianOfItsRecentOrdersOnceThereAreEnough() {
        #expect(PrepTime.learned(from: [], stated: 15) == 15)
        #expect(PrepTime.learned(from: [30, 40], stated: 15) == 15, "two orders are not enough")
        #expect(PrepTime.learned(from: [30, 10, 40], stated: 15) == 30)
        #expect(PrepTime.learned(from: [30, 10, 40, 20], stated: 15) == 25)
        #expect(PrepTime.learned(from: [0, 0.5, 1], stated: 15) == 2, "never under 2 minutes")
        #expect(PrepTime.learned(from: [500, 600, 700], stated: 15) == 120, "never over 2 hours")
    }

    @Test func whileTheKitchenCooksItsPaceCountsFromAccepting() {
        let accepted = Self.order(.accepted, steps: [(.placed, 0), (.accepted, 2)])
        let atRestaurant = Self.courier(at: Self.kitchen)
        // Accepted at 2, a 20-minute pace: ready at 22, then 15.6 minutes' ride and 5 to hand over: 42.6.
        let early = DeliveryEstimate(
            following: accepted, from: Self.restaurant, courier: atRestaurant, prepMinutes: 20,
            at: Self.minutes(after: 3))
        #expect(early == DeliveryEstimate(minMinutes: 42, maxMinutes: 48))
        let slower = DeliveryEstimate(
            following: accepted, from: Self.restaurant, courier: atRestaurant, prepMinutes: 30,
            at: Self.minutes(after: 3))
        #expect(slower == DeliveryEstimate(minMinutes: 52, maxMinutes: 58), "a slower kitchen, a later arrival")
        let late = DeliveryEstimate(
            following: accepted, from: Self.restaurant, courier: atRestaurant, prepMinutes: 20,
            at: Self.minutes(after: 30))
        #expect(late == DeliveryEstimate(minMinutes: 50, maxMinutes: 56), "past its pace: ready now at the earliest")
    }

    @Test func aReadyOrderWaitsForItsCourierToReachTheRestaurant() {
        let ready = Self.order(.ready, steps: [(.placed, 0), (.accepted, 1), (.ready, 10)])
        // The courier is 3 km (3.9 road km, 15.6 minutes) away at 10: there at 25.6, then 15.6 + 5.
        let away = DeliveryEstimate(
            following: ready, from: Self.restaurant, courier: Self.courier(at: Self.home), prepMinutes: 15,
            at: Self.minutes(after: 10))
        #expect(away == DeliveryEstimate(minMinutes: 46, maxMinutes: 52))
        let there = DeliveryEstimate(
            following: ready, from: Self.restaurant, courier: Self.courier(at: Self.kitchen), prepMinutes: 15,
            at: Self.minutes(after: 10))
        #expect(there == DeliveryEstimate(minMinutes: 30, maxMinutes: 36))
    }

    @Test func onTheWayOnlyTheRideFromWhereTheCourierIsIsLeft() {
        let pickedUp = Self.order(.pickedUp, steps: [(.placed, 0), (.accepted, 1), (.ready, 10), (.pickedUp, 12)])
        let halfWay = Self.kitchen.along(to: Self.home, fraction: 0.5)
        // At 20, half of the 15.6 minutes' ride is left (7.8) and the hand-over: 32.8.
        let estimate = DeliveryEstimate(
            following: pickedUp, from: Self.restaurant, courier: Self.courier(at: halfWay), prepMinutes: 15,
            at: Self.minutes(after: 20))
        #expect(estimate == DeliveryEstimate(minMinutes: 32, maxMinutes: 38))
        let atTheDoor = DeliveryEstimate(
            following: pickedUp, from: Self.restaurant, courier: Self.courier(at: Self.home), prepMinutes: 15,
            at: Self.minutes(after: 26))
        #expect(atTheDoor == DeliveryEstimate(minMinutes: 31, maxMinutes: 37), "at the door: the hand-over is left")
    }
}
