import FoodlyCore
import FoodlyStore
import Foundation
import Synchronization

/// Keeps one process's address index (``AddressIndex``) in step with the address table: every use reads the
/// table's version (its highest id, one statement) and, when an import added rows, one thread loads the table
/// again (a page at a time) and builds a new index while requests keep the one they have.
public final class AddressCache: Sendable {
    private let current = Mutex<(version: Int64, index: AddressIndex)?>(nil)
    private let loading = Mutex<Void>(())

    /// Rows read per statement while loading.
    static let pageSize = 20_000

    /// Creates an empty cache; the first use loads the table.
    public init() {}

    /// The index of the table as it is now.
    func index(_ database: any Database) throws -> AddressIndex {
        let version = try KnownAddressQueries.version(database)
        if let held = current.withLock({ $0 }), held.version == version { return held.index }
        return try loading.withLock { _ in
            if let held = current.withLock({ $0 }), held.version == version { return held.index }
            let (loaded, index) = try database.read { connection in
                let queries = KnownAddressQueries(connection)
                var addresses: [KnownAddress] = []
                var last: Int64 = 0
                while true {
                    let page = try queries.page(after: last, limit: AddressCache.pageSize)
                    addresses.append(contentsOf: page)
                    guard let final = page.last, page.count == AddressCache.pageSize else { break }
                    last = final.id
                }
                return (addresses.last?.id ?? 0, AddressIndex(addresses))
            }
            current.withLock { $0 = (loaded, index) }
            return index
        }
    }
}
