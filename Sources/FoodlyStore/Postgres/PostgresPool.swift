import Dispatch
import Synchronization

/// Up to `size` connections to one server, opened when first needed, each lent to one caller at a time.
///
/// A connection that comes back broken (the server restarted) or with a transaction still open is closed,
/// and the next caller opens a fresh one, so the pool recovers by itself when the server is back.
final class PostgresPool: Sendable {
    private struct State {
        var idle: [PostgresConnection] = []
        var closed = false
    }

    private let configuration: PostgresConfiguration
    private let size: Int
    private let available: DispatchSemaphore
    private let state = Mutex(State())

    /// Creates an empty pool; nothing connects until the first caller.
    init(configuration: PostgresConfiguration) {
        self.configuration = configuration
        size = max(1, configuration.poolSize)
        available = DispatchSemaphore(value: size)
    }

    /// Lends a connection to `body`, waiting when all are in use and connecting when none is idle.
    func withConnection<T>(_ body: (PostgresConnection) throws -> T) throws -> T {
        available.wait()
        defer { available.signal() }
        var reused: PostgresConnection?
        while reused == nil {
            let (idle, closed) = state.withLock { state in (state.closed ? nil : state.idle.popLast(), state.closed) }
            guard !closed else { throw StoreError.closed }
            guard let idle else { break }
            // Connections the server dropped while idle (it restarted) are replaced rather than failing a request.
            if idle.isStillUp { reused = idle } else { idle.close() }
        }
        let connection = try reused ?? PostgresConnection(configuration: configuration)
        defer { giveBack(connection) }
        return try body(connection)
    }

    /// Waits until every connection is back, then closes them all; later callers get ``StoreError/closed``.
    func close() {
        let wasClosed = state.withLock { state in
            defer { state.closed = true }
            return state.closed
        }
        guard !wasClosed else { return }
        for _ in 0..<size { available.wait() }
        let idle = state.withLock { state in
            defer { state.idle.removeAll() }
            return state.idle
        }
        for connection in idle { connection.close() }
        for _ in 0..<size { available.signal() }
    }

    private func giveBack(_ connection: PostgresConnection) {
        guard connection.isHealthy, !connection.isInTransaction, !connection.isOutdated else {
            connection.close()
            return
        }
        let keep = state.withLock { state in
            guard !state.closed else { return false }
            state.idle.append(connection)
            return true
        }
        if !keep { connection.close() }
    }
}
