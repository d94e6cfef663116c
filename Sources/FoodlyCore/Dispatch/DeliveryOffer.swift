import Foundation

/// A delivery offered to one courier, who has until ``expiresAt`` to accept or decline it.
public struct DeliveryOffer: Sendable, Equatable {
    /// Where an offer stands.
    public enum State: String, Sendable, Codable, CaseIterable {
        /// Waiting for the courier's answer.
        case pending
        /// The courier took the delivery.
        case accepted
        /// The courier said no; the delivery goes to the next candidate.
        case declined
        /// Nobody answered in time.
        case expired
        /// The order no longer needs this courier: another courier took it, or it ended.
        case withdrawn
    }

    /// Opaque id.
    public let id: ID<DeliveryOffer>
    /// The order to deliver.
    public let orderID: ID<Order>
    /// The courier asked.
    public let courierID: ID<Courier>
    /// Where it stands.
    public var state: State
    /// When it was made.
    public let offeredAt: Date
    /// The last moment it can be accepted.
    public let expiresAt: Date
    /// When it stopped being pending (answered, expired or withdrawn); nil while pending.
    public var answeredAt: Date?

    /// Creates an offer.
    public init(
        id: ID<DeliveryOffer>, orderID: ID<Order>, courierID: ID<Courier>, state: State = .pending, offeredAt: Date,
        expiresAt: Date, answeredAt: Date? = nil
    ) {
        self.id = id
        self.orderID = orderID
        self.courierID = courierID
        self.state = state
        self.offeredAt = offeredAt
        self.expiresAt = expiresAt
        self.answeredAt = answeredAt
    }

    /// Whether it can still be accepted at `now`.
    public func isOpen(at now: Date) -> Bool {
        state == .pending && now < expiresAt
    }
}
