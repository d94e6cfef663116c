import FoodlyCore
import Foundation

/// One cart per user, kept in the database so it survives logging out and server restarts.
public struct SQLCartStore: Sendable {
    private let database: any Database

    /// Creates the store.
    public init(database: any Database) {
        self.database = database
    }

    /// The user's cart (empty when none was saved).
    public func cart(userID: ID<UserAccount>) throws -> CartRecord {
        try database.read { try CartQueries($0).cart(userID: userID) }
    }

    /// Replaces the user's cart with `cart` in one transaction; `change` receives the current cart and returns the
    /// new one (or throws to keep the old one).
    @discardableResult
    public func update(
        userID: ID<UserAccount>, at time: Date, _ change: (CartRecord) throws -> CartRecord
    ) throws -> CartRecord {
        try database.write { connection in
            let carts = CartQueries(connection)
            let updated = try change(try carts.cart(userID: userID))
            try carts.save(updated, userID: userID, at: time)
            return updated
        }
    }
}
