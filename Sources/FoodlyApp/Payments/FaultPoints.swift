import Synchronization

/// Places in the payment path where a test can make Foodly stop as if its process died there, to show that what
/// was left half done is finished by the settling thread. Nothing arms them outside tests: `foodly serve` has no
/// flag or setting for it.
public final class FaultPoints: Sendable {
    /// Where a fault can be injected.
    public enum Point: Sendable, Hashable {
        /// The provider held the card and its answer was stored, but the order's transaction never ran.
        case heldNotPlaced
        /// A tip's raise was charged to the card, but the tip's transaction never ran.
        case chargedNotWritten
    }

    /// The stop a fault point makes: the request ends with it, as it would with the process.
    public struct Injected: Error, Equatable {
        /// Where it was injected.
        public let point: Point
    }

    private let armed = Mutex<Set<Point>>([])

    /// No point armed.
    public init() {}

    /// Makes the next pass through `point` stop there (once).
    public func arm(_ point: Point) {
        armed.withLock { _ = $0.insert(point) }
    }

    /// Throws ``Injected`` if `point` is armed, disarming it.
    func pass(_ point: Point) throws {
        if armed.withLock({ $0.remove(point) }) != nil { throw Injected(point: point) }
    }
}
