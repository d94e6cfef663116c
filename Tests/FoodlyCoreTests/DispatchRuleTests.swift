import FoodlyCore
import Foundation
import Testing

/// Whom a delivery is offered to and when a second order joins a run, on a small map: the restaurant at the origin,
/// points so many km north or east of it (bicycles at 15 km/h: a road km is 4 × 1.3 = 5.2 minutes).
@Suite("Dispatch rule")
struct DispatchRuleTests {
    static let now = Date(timeIntervalSince1970: 1_800_000_000)
    static let origin = GeoPoint(latitude: 37.77, longitude: -122.42)

    /// A point `north` km north and `east` km east of the origin.
    static func at(north: Double = 0, east: Double = 0) -> GeoPoint {
        GeoPoint(
            latitude: origin.latitude + north / 111.195,
            longitude: origin.longitude + east / (111.195 * cos(origin.latitude * .pi / 180)))
    }

    static func courier(_ id: String, at point: GeoPoint, vehicle: Vehicle = .bicycle) -> Courier {
        Courier(id: ID(id), name: id, phone: "+14155550100", vehicle: vehicle, location: point, available: true)
    }

    /// An order from the origin's kitchen to `dropoff`, ready in `readyIn` minutes.
    static func leg(to dropoff: GeoPoint, readyIn: Double = 0, from pickup: GeoPoint = origin, pickedUp: Bool = false)
        -> DeliveryLeg
    {
        DeliveryLeg(
            pickup: pickup, dropoff: dropoff, readyAt: now.addingTimeInterval(readyIn * 60), pickedUp: pickedUp)
    }

    @Test func aRunPicksUpEverythingFirstWaitsForTheKitchenThenCallsAtEachDoorInTurn() {
        let legs = [Self.leg(to: Self.at(north: 1), readyIn: 10), Self.leg(to: Self.at(north: 2))]
        let arrivals = DeliveryLeg.arrivals(of: legs, from: Self.at(north: -1), on: .bicycle, at: Self.now)
        let minutes = arrivals.map { $0.timeIntervalSince(Self.now) / 60 }
        // 5.2 minutes to the kitchen, waits until 10, 5.2 to the first door and 5 at it, 5.2 more and 5 at the second.
        #expect(abs(minutes[0] - 20.2) < 0.05 && abs(minutes[1] - 30.4) < 0.05, "\(minutes)")
    }

    @Test func theNearerFreeCourierGoesFirstAndEqualCostsGoByID() {
        let rule = DispatchRule()
        let leg = Self.leg(to: Self.at(north: 2))
        let near = DispatchCandidate(courier: Self.courier("b", at: Self.at(east: 0.5)))
        let far = DispatchCandidate(courier: Self.courier("a", at: Self.at(east: 2)))
        #expect(rule.ranked([far, near], for: leg, at: Self.now).map(\.courier.id.rawValue) == ["b", "a"])
        let twin = DispatchCandidate(courier: Self.courier("a", at: Self.at(east: 0.5)))
        #expect(rule.ranked([near, twin], for: leg, at: Self.now).map(\.courier.id.rawValue) == ["a", "b"])
    }

    @Test func waitingEarnsACreditOfAMinutePerFiveMinutesUpToSix() throws {
        let rule = DispatchRule()
        let leg = Self.leg(to: Self.at(north: 2), readyIn: 15)
        // Both reach the kitchen before the food is ready: the same minutes to the customer's food.
        let fresh = DispatchCandidate(courier: Self.courier("a", at: Self.at(east: 0.5)), idleSince: Self.now)
        let waited = DispatchCandidate(
            courier: Self.courier("b", at: Self.at(east: 1)), idleSince: Self.now.addingTimeInterval(-20 * 60))
        #expect(rule.ranked([fresh, waited], for: leg, at: Self.now).map(\.courier.id.rawValue) == ["b", "a"])
        let base = try #require(rule.cost(of: fresh, for: leg, at: Self.now))
        let hours = DispatchCandidate(
            courier: Self.courier("c", at: Self.at(east: 0.5)), idleSince: Self.now.addingTimeInterval(-5 * 3600))
        #expect(abs(base - (try #require(rule.cost(of: hours, for: leg, at: Self.now))) - 6) < 0.001, "capped")
    }

    @Test func aCourierCarryingAsManyAsOneMayIsNoCandidate() {
        let carrying = DispatchCandidate(
            courier: Self.courier("a", at: Self.origin),
            carrying: [Self.leg(to: Self.at(north: 1)), Self.leg(to: Self.at(north: 1.1))])
        let leg = Self.leg(to: Self.at(north: 1.2))
        #expect(DispatchRule().cost(of: carrying, for: leg, at: Self.now) == nil)
        #expect(DispatchRule(maxActiveDeliveries: 3).cost(of: carrying, for: leg, at: Self.now) != nil)
    }

    @Test func aSecondOrderFromTheSameKitchenGoingTheSameWayJoinsTheRun() throws {
        let rule = DispatchRule()
        let carrying = DispatchCandidate(
            courier: Self.courier("a", at: Self.at(east: 0.3)), carrying: [Self.leg(to: Self.at(north: 1.5))])
        let batch = try #require(rule.batch(Self.leg(to: Self.at(north: 1.8)), onto: carrying, at: Self.now))
        #expect(batch.extraWaitMinutes == 0, "the first customer waits no longer")
        #expect(batch.detourMinutes < 1)
        // A free courier as near the kitchen still comes first (this customer would wait for the first door), but
        // the courier on the way may take it.
        let free = DispatchCandidate(courier: Self.courier("b", at: Self.at(east: 0.3)))
        let order = Self.leg(to: Self.at(north: 1.8))
        #expect(rule.cost(of: carrying, for: order, at: Self.now)! > rule.cost(of: free, for: order, at: Self.now)!)
        #expect(rule.ranked([carrying], for: order, at: Self.now).count == 1)
    }

    @Test func anOrderTheOtherWayIsNotBatchedTheFirstCustomerWouldWaitTooLong() {
        let carrying = DispatchCandidate(
            courier: Self.courier("a", at: Self.origin), carrying: [Self.leg(to: Self.at(north: 2))])
        // Picking up at a kitchen 2 km south first: the first customer waits about 20 minutes longer.
        let south = Self.leg(to: Self.at(north: -2.5), from: Self.at(north: -2))
        #expect(DispatchRule().batch(south, onto: carrying, at: Self.now) == nil)
        #expect(DispatchRule().cost(of: carrying, for: south, at: Self.now) == nil)
    }

    @Test func aBatchThatWaitsForASlowKitchenIsRefused() {
        let carrying = DispatchCandidate(
            courier: Self.courier("a", at: Self.origin), carrying: [Self.leg(to: Self.at(north: 1))])
        #expect(DispatchRule().batch(Self.leg(to: Self.at(north: 1), readyIn: 7), onto: carrying, at: Self.now) != nil)
        #expect(DispatchRule().batch(Self.leg(to: Self.at(north: 1), readyIn: 9), onto: carrying, at: Self.now) == nil)
    }

    @Test func aLongDetourAfterTheLastDoorIsRefusedEvenWhenNobodyWaitsLonger() throws {
        // The carried order is picked up already, its door 3 km north; the new kitchens are on the way there.
        let carrying = DispatchCandidate(
            courier: Self.courier("a", at: Self.origin), carrying: [Self.leg(to: Self.at(north: 3), pickedUp: true)])
        let onTheWay = Self.leg(to: Self.at(north: 3.5, east: 0.3), from: Self.at(north: 0.2))
        let fine = try #require(DispatchRule().batch(onTheWay, onto: carrying, at: Self.now))
        #expect(fine.extraWaitMinutes < 0.5 && fine.detourMinutes == 0)
        // This one's door is 2 km south: after the first door the run rides 5 km back, 3 km more than its own ride.
        let back = Self.leg(to: Self.at(north: -2), from: Self.at(north: 0.05))
        #expect(DispatchRule().batch(back, onto: carrying, at: Self.now) == nil)
    }
}
