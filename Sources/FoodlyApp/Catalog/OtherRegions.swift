import FoodlyCore
import FoodlyStore
import Foundation
import Synchronization

/// The coverage of the regions this process does not hold (`RegionCoverage`), read from the store when first
/// needed and again once it is a minute old: a restaurant another region adds is named here within a minute. One
/// request at a time reads it again; the others meanwhile use the reading they have.
public final class OtherRegions: Sendable {
    private struct State {
        var coverage: RegionCoverage?
        var readAt = Date.distantPast
        var reading = false
    }

    private let state = Mutex(State())

    /// How long a reading is used.
    static let maxAge: TimeInterval = 60

    /// Creates an empty cache.
    public init() {}

    /// The region outside `store`'s with the most restaurants delivering to `point`; nil when none does.
    func region(serving point: GeoPoint, store: any CatalogStore, now: Date) throws -> String? {
        let (current, readsNow) = state.withLock { state -> (RegionCoverage?, Bool) in
            let stale = now.timeIntervalSince(state.readAt) >= OtherRegions.maxAge
            guard stale, !state.reading || state.coverage == nil else { return (state.coverage, false) }
            state.reading = true
            return (state.coverage, true)
        }
        guard readsNow else { return current?.region(serving: point) }
        do {
            let coverage = RegionCoverage(try store.areasOutsideRegions())
            state.withLock { $0 = State(coverage: coverage, readAt: now, reading: false) }
            return coverage.region(serving: point)
        } catch {
            state.withLock { $0.reading = false }
            throw error
        }
    }
}
