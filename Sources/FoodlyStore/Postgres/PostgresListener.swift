import Foundation
import Synchronization

/// Listens to one PostgreSQL `NOTIFY` channel, scoped to the connection's schema
/// (``PostgresDatabase/scopedChannel(_:)``), on a connection and thread of its own.
///
/// Calls `resync` each time `LISTEN` has taken effect: at start (what changed before was not heard) and after the
/// connection dropped (the server restarted) and came back, reconnecting every second; messages sent meanwhile
/// are lost.
final class PostgresListener: BroadcastListener {
    private let stopped = Mutex(false)

    /// Starts listening at once.
    init(
        configuration: PostgresConfiguration, channel: String, receive: @escaping @Sendable (String) -> Void,
        resync: @escaping @Sendable () -> Void
    ) {
        let name = PostgresDatabase.scopedChannel(channel)
        let thread = Thread { [self] in
            var connection: PostgresConnection?
            while !isStopped {
                do {
                    if connection == nil {
                        let fresh = try PostgresConnection(configuration: configuration)
                        let scoped = try fresh.query("SELECT \(name) AS name", []).first?.string("name") ?? channel
                        try fresh.simple("LISTEN \(scoped)")
                        connection = fresh
                        // Changes made before LISTEN took effect (at start, or while reconnecting) were not heard.
                        resync()
                    }
                    for payload in try connection!.notifications(waitingUpTo: 0.5) { receive(payload) }
                } catch {
                    connection?.close()
                    connection = nil
                    Thread.sleep(forTimeInterval: 1)
                }
            }
            connection?.close()
        }
        thread.name = "foodly-listen-\(channel)"
        thread.start()
    }

    private var isStopped: Bool { stopped.withLock { $0 } }

    func stop() {
        stopped.withLock { $0 = true }
    }
}
