import FoodlyStore
import Synchronization

/// A database whose writes fail as on a full disk from a chosen statement on, for tests of what a failed write
/// leaves behind: the statement throws ``StoreError/notWritable(_:)`` inside the transaction, as SQLite's
/// `SQLITE_FULL` does, and the base database rolls the transaction back.
final class FullDiskDatabase: Database {
    private let base: any Database
    /// Write statements still allowed before the disk is full; nil while there is room.
    private let room = Mutex<Int?>(nil)

    init(_ base: any Database) {
        self.base = base
    }

    /// Lets `statements` more write statements run, then fails every one after them until ``freeSpace()``.
    func fill(after statements: Int) {
        room.withLock { $0 = statements }
    }

    /// Lets every write run again.
    func freeSpace() {
        room.withLock { $0 = nil }
    }

    var dialect: SQLDialect { base.dialect }

    var broadcast: (any DatabaseBroadcast)? { base.broadcast }

    func read<T>(_ body: (any DatabaseConnection) throws -> T) throws -> T {
        try base.read(body)
    }

    func queryOnce(_ sql: String, _ parameters: [SQLValue]) throws -> [Row] {
        try base.queryOnce(sql, parameters)
    }

    func write<T>(_ body: (any DatabaseConnection) throws -> T) throws -> T {
        try base.write { connection in try body(FullDiskConnection(base: connection, database: self)) }
    }

    func close() {
        base.close()
    }

    /// Takes one statement's room, throwing when there is none left.
    fileprivate func takeRoom() throws {
        let full = room.withLock { room -> Bool in
            guard let left = room else { return false }
            room = left - 1
            return left <= 0
        }
        if full { throw StoreError.notWritable("database or disk is full [code 13] (simulated)") }
    }
}

/// A write connection of a ``FullDiskDatabase``.
private struct FullDiskConnection: DatabaseConnection {
    let base: any DatabaseConnection
    let database: FullDiskDatabase

    var dialect: SQLDialect { base.dialect }

    func execute(_ sql: String, _ parameters: [SQLValue]) throws -> Int {
        try database.takeRoom()
        return try base.execute(sql, parameters)
    }

    func query(_ sql: String, _ parameters: [SQLValue]) throws -> [Row] {
        try database.takeRoom()
        return try base.query(sql, parameters)
    }

    func forEachRow(_ sql: String, _ parameters: [SQLValue], _ body: (Row) throws -> Void) throws {
        try database.takeRoom()
        try base.forEachRow(sql, parameters, body)
    }

    func afterCommit(_ action: @escaping @Sendable () -> Void) {
        base.afterCommit(action)
    }
}
