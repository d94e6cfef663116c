import CMalloc
import FoodlyCore
import FoodlyStore
import Foundation
import Synchronization

/// Keeps one process's in-memory catalog current.
///
/// Every use asks the store for the catalog version (one indexed row). When the snapshot is older, the change log
/// entries after it are applied in place (`CatalogSnapshot.applying`): work proportional to the change, done by
/// one thread at a time, while requests that started earlier keep the snapshot they have. A request that has seen
/// a newer version waits for that apply (milliseconds), so it never answers with less than it saw. A whole load
/// happens at the first use and when the log no longer reaches back to the snapshot. When the in-place overlays
/// grow, a new search index and area grid are built on a thread of their own and swapped in.
///
/// On PostgreSQL `follow(_:)` also applies changes as soon as other processes commit them (`LISTEN`/`NOTIFY`);
/// the per-request check stays as the safety net.
///
/// With a catalog file (`CatalogFile`), the first use reads it and applies the change log after its version,
/// instead of a whole load; the file is written again, on a thread of its own, after every whole load and
/// every new search index (at most once a minute), so it stays within the log's reach.
public final class CatalogCache: Sendable {
    private let current = Mutex<CatalogSnapshot?>(nil)
    private let applying = Mutex<Void>(())
    private let compacting = Atomic<Bool>(false)
    private let loads = Atomic<Int>(0)
    private let compactAfter: Int
    private let file: CatalogFile?
    private let writingFile = Atomic<Bool>(false)
    private let lastFileWrite = Mutex<Date?>(nil)
    private let fileStarts = Atomic<Int>(0)

    /// Creates an empty cache; the first use loads the catalog. Indexes are built afresh once more than
    /// `compactAfter` search documents changed in place; the search's most recent level is folded into the older
    /// one past a sixteenth of that. With `file`, it starts from that catalog file when it can and keeps it
    /// current.
    public init(compactAfter: Int = 4_096, file: CatalogFile? = nil) {
        self.compactAfter = compactAfter
        self.file = file
    }

    /// The catalog version of the snapshot it holds (nil before the first use).
    public var version: Int? { current.withLock { $0?.version } }

    /// How many whole loads it has made: one at the first use (unless it started from its file), more only when it
    /// fell behind the change log.
    public var wholeLoads: Int { loads.load(ordering: .relaxed) }

    /// Whether it started from its catalog file (then brought up to date from the change log).
    public var startedFromFile: Bool { fileStarts.load(ordering: .relaxed) > 0 }

    /// The snapshot of the store's current catalog version.
    func snapshot(_ store: any CatalogStore) throws -> CatalogSnapshot {
        let version = try store.version()
        if let snapshot = fresh(version) { return snapshot }
        return try catchUp(store, to: version)
    }

    /// Brings the snapshot up to the store's current version (after a change this process committed).
    func catchUp(_ store: any CatalogStore) throws {
        _ = try catchUp(store, to: try store.version())
    }

    /// Applies catalog changes as other processes commit them, until the returned listener is stopped; nil when
    /// the database has no broadcast (SQLite: one process).
    func follow(_ store: any CatalogStore, broadcast: (any DatabaseBroadcast)?) -> (any BroadcastListener)? {
        broadcast?.listen(
            on: CatalogQueries.channel,
            receive: { [weak self] _ in _ = try? self?.catchUp(store) },
            resync: { [weak self] in _ = try? self?.catchUp(store) })
    }

    private func catchUp(_ store: any CatalogStore, to version: Int) throws -> CatalogSnapshot {
        var freedMuch = false
        let snapshot = try applying.withLock { _ in
            let held = current.withLock { $0 }
            if let held, held.version >= version { return held }
            let next: CatalogSnapshot
            if let applied = try changesApplied(to: held, store) {
                next = applied
                freedMuch = held == nil
            } else {
                next = CatalogSnapshot(try store.contents())
                loads.add(1, ordering: .relaxed)
                freedMuch = true
                if let index = next.wholeIndex { writeFileInBackground(next, index: index, store: store) }
            }
            current.withLock { $0 = next }
            return next
        }
        // A whole load frees hundreds of megabytes of rows and documents in small pieces among what it keeps, a
        // start from the file its parsed pieces and the pages the changes after it replaced (about 40 MB at
        // 1,000,000 dishes); glibc keeps freed pages resident until asked to give them back.
        if freedMuch { malloc_trim(0) }
        if snapshot.needsCompaction(limit: compactAfter) { compactInBackground(from: snapshot, store: store) }
        return snapshot
    }

    /// `held`, or without it the catalog file's snapshot, with the change log after it applied; nil when there is
    /// neither or the log does not reach back to it (then a whole load is needed).
    private func changesApplied(to held: CatalogSnapshot?, _ store: any CatalogStore) throws -> CatalogSnapshot? {
        guard let base = try held ?? fromFile(store), let changes = try store.changes(since: base.version),
            let applied = base.applying(changes, foldAfter: compactAfter / 16)
        else { return nil }
        if held == nil { fileStarts.add(1, ordering: .relaxed) }
        return applied
    }

    /// The snapshot the catalog file holds, when there is one of this store's identity.
    private func fromFile(_ store: any CatalogStore) throws -> CatalogSnapshot? {
        guard let file, let saved = file.read(identity: try store.fileIdentity()) else { return nil }
        return CatalogSnapshot(saved.contents, index: saved.index)
    }

    /// Writes `snapshot` with `index` (built from its documents) to the catalog file on a thread of its own,
    /// unless a write is under way or the last began less than a minute ago.
    private func writeFileInBackground(_ snapshot: CatalogSnapshot, index: SearchIndex, store: any CatalogStore) {
        guard let file else { return }
        let now = Date()
        guard
            lastFileWrite.withLock({ last in
                guard last.map({ now.timeIntervalSince($0) >= 60 }) ?? true else { return false }
                last = now
                return true
            }), writingFile.compareExchange(expected: false, desired: true, ordering: .acquiringAndReleasing).exchanged
        else { return }
        let thread = Thread { [weak self] in
            // A file that cannot be written (a full disk) only means the next start is a whole load.
            if let identity = try? store.fileIdentity() {
                try? snapshot.write(to: file, index: index, identity: identity)
            }
            self?.writingFile.store(false, ordering: .releasing)
        }
        thread.name = "foodly-catalog-file"
        thread.start()
    }

    /// Builds a new search index and area grid from `snapshot` on a thread of its own and swaps them into the
    /// snapshot current by then; one at a time.
    private func compactInBackground(from snapshot: CatalogSnapshot, store: any CatalogStore) {
        guard compacting.compareExchange(expected: false, desired: true, ordering: .acquiringAndReleasing).exchanged
        else { return }
        let thread = Thread { [weak self] in
            let index = SearchIndex(documents: snapshot.searchDocuments())
            let grid = snapshot.areaGrid()
            guard let self else { return }
            self.writeFileInBackground(snapshot, index: index, store: store)
            self.applying.withLock { _ in
                // Built holding only `applying`: requests reading the current snapshot never wait for it.
                let compacted = self.current.withLock { $0 }?.compacted(
                    search: index, grid: grid, builtAt: snapshot.version)
                self.current.withLock { $0 = compacted }
            }
            self.compacting.store(false, ordering: .releasing)
        }
        thread.name = "foodly-catalog-compact"
        thread.start()
    }

    private func fresh(_ version: Int) -> CatalogSnapshot? {
        current.withLock { snapshot in
            guard let snapshot, snapshot.version >= version else { return nil }
            return snapshot
        }
    }
}
