import FoodlyCore

/// Orders: looked at in read bodies, placed and changed in write bodies (one transaction each).
public struct SQLOrderStore: Sendable {
    private let database: any Database

    /// Creates the store.
    public init(database: any Database) {
        self.database = database
    }

    /// Runs `body` on a reader.
    public func read<T>(_ body: (OrderQueries) throws -> T) throws -> T {
        try database.read { try body(OrderQueries($0)) }
    }

    /// Runs `body` in one write transaction: all of it commits, or none of it when it throws.
    public func write<T>(_ body: (OrderQueries) throws -> T) throws -> T {
        try database.write { try body(OrderQueries($0)) }
    }
}
