import FoodlyCore
import Foundation
import Testing

/// The board's rule: which orders are in flight, late (past their promised arrival) or waiting for a courier, how
/// old they are, and the order the board lists them in, read at instants chosen by the test.
@Suite("Operations board: in flight, late, waiting")
struct FlightOrderTests {
    static let placedAt = Date(timeIntervalSince1970: 1_800_000_000)

    static func at(_ minutes: Double) -> Date { placedAt.addingTimeInterval(minutes * 60) }

    /// An order placed at `placedAt` (`placed` minutes after it), promised `promised` minutes after it.
    static func order(
        _ status: OrderStatus, number: Int = 1001, courier: String? = nil, placed: Double = 0, promised: Double = 40,
        kitchenAt: Double? = nil
    ) -> FlightOrder {
        let order = Order(
            id: ID("o\(number)"), number: number, userID: ID("u1"), restaurantID: ID("r1"), status: status, items: [],
            pricing: PriceBreakdown(subtotal: 0, discount: 0, deliveryFee: 0, serviceFee: 0, tax: 0, tip: 0, total: 0),
            couponCode: nil,
            address: Address(line1: "1 Home St", city: "San Francisco", latitude: 37.77, longitude: -122.42),
            notes: "", courierID: courier.map { ID($0) }, eta: DeliveryEstimate(minMinutes: 30, maxMinutes: 40),
            estimatedDeliveryAt: at(promised), placedAt: at(placed), timeline: [],
            scheduledFor: kitchenAt.map { at($0 + 15) }, kitchenStartsAt: kitchenAt.map { at($0) })
        return FlightOrder(order: order, promisedBy: at(promised))
    }

    @Test(arguments: OrderStatus.allCases)
    func onlyOrdersFromPlacedToPickedUpAreInFlight(status: OrderStatus) {
        let inFlight: Set<OrderStatus> = [.placed, .accepted, .preparing, .ready, .pickedUp]
        let order = Self.order(status, kitchenAt: status == .scheduled ? 120 : nil)
        #expect(order.isInFlight(at: Self.at(10)) == inFlight.contains(status), "\(status)")
    }

    @Test func anOrderForLaterIsInFlightFromItsKitchenTimeAndAgesFromThere() {
        let later = Self.order(.scheduled, promised: 180, kitchenAt: 120)
        #expect(!later.isInFlight(at: Self.at(119)))
        #expect(later.isInFlight(at: Self.at(120)))
        #expect(later.ageMinutes(at: Self.at(100)) == 0, "never negative")
        #expect(later.ageMinutes(at: Self.at(131)) == 11)
        let released = Self.order(.placed, promised: 180, kitchenAt: 120)
        #expect(released.ageMinutes(at: Self.at(125)) == 5, "placed by the scheduler: still from its kitchen time")
        #expect(Self.order(.preparing).ageMinutes(at: Self.at(12.9)) == 12)
    }

    @Test func lateMeansInFlightAndPastThePromise() {
        let order = Self.order(.preparing, courier: "c1", promised: 40)
        #expect(!order.isLate(at: Self.at(40)), "at the promise itself it is not late yet")
        #expect(order.minutesLate(at: Self.at(40)) == 0)
        #expect(order.isLate(at: Self.at(40.5)))
        #expect(order.minutesLate(at: Self.at(40.5)) == 0, "whole minutes")
        #expect(order.minutesLate(at: Self.at(47.2)) == 7)
        for final in [OrderStatus.delivered, .cancelled, .rejected] {
            #expect(!Self.order(final, promised: 40).isLate(at: Self.at(90)), "\(final) is over, never late")
        }
        #expect(!Self.order(.scheduled, promised: 40, kitchenAt: 60).isLate(at: Self.at(50)), "before its kitchen time")
    }

    @Test func waitingMeansNoCourierAfterTheKitchenAccepted() {
        #expect(!Self.order(.placed).waitsForCourier, "the kitchen has not taken it yet")
        for status in [OrderStatus.accepted, .preparing, .ready] {
            #expect(Self.order(status).waitsForCourier, "\(status)")
            #expect(!Self.order(status, courier: "c1").waitsForCourier, "\(status) with a courier")
        }
        #expect(!Self.order(.pickedUp, courier: "c1").waitsForCourier)
    }

    @Test func theBoardListsLateThenWaitingThenTheRestOldestFirst() {
        let now = Self.at(60)
        let orders = [
            Self.order(.placed, number: 1, placed: 50, promised: 90),
            Self.order(.ready, number: 2, placed: 40, promised: 80),  // waiting
            Self.order(.pickedUp, number: 3, courier: "c1", placed: 5, promised: 45),  // late 15
            Self.order(.accepted, number: 4, courier: "c2", placed: 30, promised: 70),
            Self.order(.preparing, number: 5, placed: 10, promised: 50),  // late and waiting
            Self.order(.delivered, number: 6, courier: "c3", placed: 0, promised: 30),  // over
            Self.order(.accepted, number: 7, placed: 20, promised: 70),  // waiting
            Self.order(.scheduled, number: 8, placed: 0, promised: 200, kitchenAt: 150),  // not yet
        ]
        #expect(FlightOrder.board(orders, at: now).map(\.order.number) == [3, 5, 7, 2, 4, 1])
    }
}
