import FoodlyCore
import FoodlyStore
import Foundation
import Synchronization

/// The coverage of the regions this process does not hold (`RegionCoverage`), read from the store when first
/// needed and again once it is a minute old: a restaurant another region adds is named here within a minute.
public final class OtherRegions: Sendable {
    private let state = Mutex<(coverage: RegionCoverage, readAt: Date)?>(nil)

    /// How long a reading is used.
    static let maxAge: TimeInterval = 60

    /// Creates an empty cache.
    public init() {}

    /// The region outside `store`'s with the most restaurants delivering to `point`; nil when none does.
    func region(serving point: GeoPoint, store: any CatalogStore, now: Date) throws -> String? {
        if let current = state.withLock({ $0 }), now.timeIntervalSince(current.readAt) < OtherRegions.maxAge {
            return current.coverage.region(serving: point)
        }
        let coverage = RegionCoverage(try store.areasOutsideRegions())
        state.withLock { $0 = (coverage, now) }
        return coverage.region(serving: point)
    }
}
