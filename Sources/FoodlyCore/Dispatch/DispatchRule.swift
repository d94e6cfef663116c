import Foundation

/// Whom a delivery is offered to, and when it may join a delivery already under way (batching). One rule:
///
/// - A courier is a candidate while they carry fewer than ``maxActiveDeliveries``.
/// - A courier carrying nothing costs the minutes until the new order's customer has their food if they take it
///   now (riding to the restaurant, waiting for the kitchen, riding to the door), less a credit for waiting: one
///   minute per ``idleMinutesPerCreditMinute`` minutes idle, at most ``maxIdleCreditMinutes``.
/// - A courier already carrying orders takes the new one on the same run: first every pickup left (theirs, then
///   the new one), then every door in the order taken. That is allowed only when no customer already on the run
///   waits more than ``maxExtraWaitMinutes`` longer, and the run's detour (its extra minutes beyond the new
///   order's own ride from restaurant to door) is at most ``maxDetourMinutes``; it costs the minutes until the new
///   customer has their food plus the minutes it adds to the others' waits. A second order from the same kitchen,
///   ready at the same time and going the same way, passes; one across town does not.
/// - The cheapest candidate is offered the delivery first; equal costs go by courier id.
public struct DispatchRule: Sendable, Equatable {
    /// Deliveries one courier may carry at once (an operator setting).
    public var maxActiveDeliveries: Int
    /// The most minutes a batch may add to the wait of a customer already on the run.
    public static let maxExtraWaitMinutes = 8.0
    /// The most extra minutes a batch may add to the run beyond the new order's own ride.
    public static let maxDetourMinutes = 10.0
    /// Minutes idle worth one minute of credit.
    public static let idleMinutesPerCreditMinute = 5.0
    /// The most credit a courier's waiting earns.
    public static let maxIdleCreditMinutes = 6.0
    /// Seconds a courier has to answer an offer.
    public static let offerSeconds = 60.0
    /// After this many offers of one order went unanswered or were declined, it is offered to every candidate at
    /// once, and the first to accept takes it.
    public static let offersBeforeEveryone = 3
    /// The allowed values of ``maxActiveDeliveries``.
    public static let activeDeliveriesRange = 1...5

    /// Creates the rule.
    public init(maxActiveDeliveries: Int = DispatchSettings.standard.maxActiveDeliveries) {
        self.maxActiveDeliveries = maxActiveDeliveries
    }

    /// The rule with the operators' settings.
    public init(_ settings: DispatchSettings) {
        self.init(maxActiveDeliveries: settings.maxActiveDeliveries)
    }

    /// What is wrong with `settings` (``activeDeliveriesRange``), as field issues.
    public static func issues(_ settings: DispatchSettings) -> [FieldError] {
        activeDeliveriesRange.contains(settings.maxActiveDeliveries)
            ? []
            : [
                FieldError(
                    field: "maxActiveDeliveries", code: "out_of_range",
                    message:
                        "Give \(activeDeliveriesRange.lowerBound) to \(activeDeliveriesRange.upperBound) deliveries.")
            ]
    }

    /// What giving `leg` to `candidate` costs in minutes (lower is better), or nil when they may not take it.
    public func cost(of candidate: DispatchCandidate, for leg: DeliveryLeg, at now: Date) -> Double? {
        guard candidate.carrying.count < maxActiveDeliveries else { return nil }
        let courier = candidate.courier
        let run = DeliveryLeg.arrivals(
            of: candidate.carrying + [leg], from: courier.location, on: courier.vehicle, at: now)
        let minutesToFood = run[run.count - 1].timeIntervalSince(now) / 60
        guard !candidate.carrying.isEmpty else {
            let idle = candidate.idleSince.map { max(0, now.timeIntervalSince($0) / 60) } ?? 0
            return minutesToFood - min(Self.maxIdleCreditMinutes, idle / Self.idleMinutesPerCreditMinute)
        }
        guard let batch = batch(leg, onto: candidate, at: now) else { return nil }
        return minutesToFood + batch.addedWaitMinutes
    }

    /// What taking `leg` on `candidate`'s run changes: the most minutes one of their customers waits longer, the
    /// minutes those waits add up to, and the detour; nil when it breaks a bound.
    public func batch(_ leg: DeliveryLeg, onto candidate: DispatchCandidate, at now: Date) -> (
        extraWaitMinutes: Double, addedWaitMinutes: Double, detourMinutes: Double
    )? {
        let courier = candidate.courier
        let before = DeliveryLeg.arrivals(of: candidate.carrying, from: courier.location, on: courier.vehicle, at: now)
        let after = DeliveryLeg.arrivals(
            of: candidate.carrying + [leg], from: courier.location, on: courier.vehicle, at: now)
        let waits = zip(before, after).map { max(0, $1.timeIntervalSince($0) / 60) }
        let ownRide = courier.vehicle.minutes(roadKm: leg.pickup.roadDistanceKm(to: leg.dropoff))
        let lengthened = after[after.count - 1].timeIntervalSince(before[before.count - 1]) / 60
        let detour = max(0, lengthened - ownRide - Restaurant.handOverMinutes)
        let extraWait = waits.max() ?? 0
        guard extraWait <= Self.maxExtraWaitMinutes, detour <= Self.maxDetourMinutes else { return nil }
        return (extraWait, waits.reduce(0, +), detour)
    }

    /// The candidates who may take `leg`, cheapest first (equal costs by courier id).
    public func ranked(_ candidates: [DispatchCandidate], for leg: DeliveryLeg, at now: Date) -> [DispatchCandidate] {
        candidates.compactMap { candidate in cost(of: candidate, for: leg, at: now).map { (candidate, $0) } }
            .sorted { lhs, rhs in
                lhs.1 != rhs.1 ? lhs.1 < rhs.1 : lhs.0.courier.id.rawValue < rhs.0.courier.id.rawValue
            }
            .map(\.0)
    }
}
