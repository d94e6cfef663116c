import Dispatch
import Synchronization

/// A fixed set of reader connections, each lent to one caller at a time.
///
/// Callers beyond the pool size wait until a reader comes back.
final class SQLiteReaderPool: Sendable {
    private struct State {
        var idle: [SQLiteConnection]
        var closed = false
    }

    private let size: Int
    private let available: DispatchSemaphore
    private let state: Mutex<State>

    /// Creates a pool over already opened connections.
    init(connections: [SQLiteConnection]) {
        size = connections.count
        available = DispatchSemaphore(value: connections.count)
        state = Mutex(State(idle: connections))
    }

    /// Lends a reader to `body`, waiting for one when all are in use.
    func withReader<T>(_ body: (SQLiteConnection) throws -> T) throws -> T {
        available.wait()
        let reader = state.withLock { state -> SQLiteConnection? in
            state.closed ? nil : state.idle.popLast()
        }
        guard let reader else {
            available.signal()
            throw StoreError.closed
        }
        defer {
            state.withLock { $0.idle.append(reader) }
            available.signal()
        }
        return try body(reader)
    }

    /// Waits until every reader is back, then closes them all. Later calls to
    /// ``withReader(_:)`` throw ``StoreError/closed``.
    func close() {
        state.withLock { $0.closed = true }
        for _ in 0..<size {
            available.wait()
        }
        let readers = state.withLock { state -> [SQLiteConnection] in
            defer { state.idle.removeAll() }
            return state.idle
        }
        for reader in readers {
            reader.close()
        }
        for _ in 0..<size {
            available.signal()
        }
    }
}
