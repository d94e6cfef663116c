import FoodlyCore
import Testing

@Suite("Order lifecycle: every transition")
struct OrderStatusTests {
    static let allowed: Set<String> = [
        "placed>accepted", "placed>rejected", "placed>cancelled", "accepted>preparing", "preparing>ready",
        "ready>picked_up", "picked_up>delivered",
    ]

    /// All 64 pairs: exactly the documented ones are allowed.
    @Test(arguments: OrderStatus.allCases)
    func exactlyTheDocumentedTransitionsAreAllowed(from: OrderStatus) {
        for to in OrderStatus.allCases {
            let key = "\(from.rawValue)>\(to.rawValue)"
            #expect(from.canMove(to: to) == Self.allowed.contains(key), "\(key)")
        }
    }

    @Test func finalStatusesGoNowhereAndSourcesAreTheInverse() {
        for status in [OrderStatus.delivered, .cancelled, .rejected] {
            #expect(status.next.isEmpty)
            #expect(!status.isActive)
        }
        #expect(OrderStatus.sources(of: .cancelled) == [.placed])
        #expect(OrderStatus.sources(of: .pickedUp) == [.ready])
        #expect(OrderStatus.sources(of: .placed).isEmpty)
    }
}
