import FoodlyStore
import Synchronization

/// Keeps one process's in-memory catalog current.
///
/// Every use asks the store for the catalog version (one indexed row); a snapshot older than that is rebuilt
/// before it is used, so a change is seen by the next request in every process, with no restart and no
/// message between processes. One rebuild runs at a time; requests that need the newer catalog wait for it,
/// the others keep the snapshot they have.
public final class CatalogCache: Sendable {
    private let current = Mutex<CatalogSnapshot?>(nil)
    private let rebuild = Mutex<Void>(())

    /// Creates an empty cache; the first use loads the catalog.
    public init() {}

    /// The snapshot of the store's current catalog version.
    func snapshot(_ store: any CatalogStore) throws -> CatalogSnapshot {
        let version = try store.version()
        if let snapshot = fresh(version) { return snapshot }
        return try rebuild.withLock { _ in
            if let snapshot = fresh(version) { return snapshot }
            let snapshot = CatalogSnapshot(try store.contents())
            current.withLock { $0 = snapshot }
            return snapshot
        }
    }

    private func fresh(_ version: Int) -> CatalogSnapshot? {
        current.withLock { snapshot in
            guard let snapshot, snapshot.version >= version else { return nil }
            return snapshot
        }
    }
}
