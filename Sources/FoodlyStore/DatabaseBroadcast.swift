/// Short messages to every process that shares a database, such as "these orders changed".
///
/// PostgreSQL carries them with `LISTEN`/`NOTIFY`. A SQLite database is used by one server process, so it has
/// none (``Database/broadcast`` is nil) and in-process notice is enough.
public protocol DatabaseBroadcast: Sendable {
    /// Sends `payload` (at most 7,999 bytes) to every listener of `channel`, this process's included.
    func send(_ payload: String, on channel: String) throws

    /// Calls `receive` with each payload sent on `channel` until the listener is stopped, and `resync` whenever
    /// listening (re)starts: at first and after its connection was lost and is back (messages sent before were
    /// missed). `channel` is lower-case letters
    /// and `_`.
    func listen(
        on channel: String, receive: @escaping @Sendable (String) -> Void, resync: @escaping @Sendable () -> Void
    ) -> any BroadcastListener
}

/// A running listener of a ``DatabaseBroadcast`` channel.
public protocol BroadcastListener: Sendable {
    /// Stops listening; its connection closes within about a second.
    func stop()
}

extension Database {
    /// None: by default a database is used by one process.
    public var broadcast: (any DatabaseBroadcast)? { nil }
}
