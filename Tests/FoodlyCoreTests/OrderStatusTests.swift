import FoodlyCore
import Testing

@Suite("Order lifecycle: every transition")
struct OrderStatusTests {
    static let allowed: Set<String> = [
        "scheduled>placed", "scheduled>cancelled", "placed>accepted", "placed>rejected", "placed>cancelled",
        "accepted>preparing", "preparing>ready",
        "ready>picked_up", "picked_up>delivered", "picked_up>failed",
    ]

    /// All 100 pairs: exactly the documented ones are allowed.
    @Test(arguments: OrderStatus.allCases)
    func exactlyTheDocumentedTransitionsAreAllowed(from: OrderStatus) {
        for to in OrderStatus.allCases {
            let key = "\(from.rawValue)>\(to.rawValue)"
            #expect(from.canMove(to: to) == Self.allowed.contains(key), "\(key)")
        }
    }

    @Test func finalStatusesGoNowhereAndSourcesAreTheInverse() {
        for status in [OrderStatus.delivered, .failed, .cancelled, .rejected] {
            #expect(status.next.isEmpty)
            #expect(!status.isActive)
        }
        #expect(OrderStatus.sources(of: .cancelled) == [.scheduled, .placed])
        #expect(OrderStatus.sources(of: .pickedUp) == [.ready])
        #expect(OrderStatus.sources(of: .placed) == [.scheduled], "only an order for later reaches placed later")
        #expect(OrderStatus.sources(of: .scheduled).isEmpty)
        #expect(OrderStatus.scheduled.isActive, "an order for later is not over")
    }
}
