import Foundation

/// A courier dispatch may offer a delivery to: where they are, what they carry, and since when they have waited
/// with nothing to do.
public struct DispatchCandidate: Sendable, Equatable {
    /// The courier, on duty.
    public var courier: Courier
    /// The deliveries they have taken and not finished, in the order they were placed (the doors' order on the run).
    public var carrying: [DeliveryLeg]
    /// Since when they have had nothing to carry (nil while they carry something).
    public var idleSince: Date?

    /// Creates a candidate.
    public init(courier: Courier, carrying: [DeliveryLeg] = [], idleSince: Date? = nil) {
        self.courier = courier
        self.carrying = carrying
        self.idleSince = idleSince
    }
}
