import Foundation
import Synchronization

/// Time zones by identifier, made once: `TimeZone(identifier:)` reads the zone database, too slow per row.
enum TimeZoneCache {
    private static let zones = Mutex<[String: TimeZone]>([:])

    /// The zone named `identifier`, or GMT for an unknown name.
    static func zone(_ identifier: String) -> TimeZone {
        if let zone = zones.withLock({ $0[identifier] }) { return zone }
        let zone = TimeZone(identifier: identifier) ?? .gmt
        zones.withLock { $0[identifier] = zone }
        return zone
    }
}
