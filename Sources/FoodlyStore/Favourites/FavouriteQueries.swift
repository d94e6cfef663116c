import FoodlyCore
import Foundation

/// The `favourites` table on one connection: a customer's restaurants and dishes, newest first.
public struct FavouriteQueries {
    private let connection: any DatabaseConnection

    /// The favourites as seen from `connection`.
    public init(_ connection: any DatabaseConnection) {
        self.connection = connection
    }

    /// The ids of `userID`'s favourites of `kind`, newest first.
    public func ids(userID: ID<UserAccount>, kind: Favourites.Kind) throws -> [String] {
        try connection.query(
            """
            SELECT item_id FROM favourites WHERE user_id = \(userID) AND kind = \(kind)
            ORDER BY created_at DESC, item_id
            """
        ).map { try $0.string("item_id") }
    }

    /// How many favourites `userID` keeps, of every kind.
    public func count(userID: ID<UserAccount>) throws -> Int {
        try connection.queryOne("SELECT COUNT(*) AS n FROM favourites WHERE user_id = \(userID)")?.int("n") ?? 0
    }

    /// Whether `userID` keeps this one.
    public func contains(userID: ID<UserAccount>, kind: Favourites.Kind, id: String) throws -> Bool {
        try connection.queryOne(
            "SELECT 1 AS n FROM favourites WHERE user_id = \(userID) AND kind = \(kind) AND item_id = \(id)") != nil
    }

    /// Keeps one (a second time changes nothing).
    public func insert(userID: ID<UserAccount>, kind: Favourites.Kind, id: String, at time: Date) throws {
        try connection.execute(
            """
            INSERT INTO favourites (user_id, kind, item_id, created_at) VALUES (\(userID), \(kind), \(id), \(time))
            ON CONFLICT DO NOTHING
            """)
    }

    /// Lets one go (one that is not kept changes nothing).
    public func delete(userID: ID<UserAccount>, kind: Favourites.Kind, id: String) throws {
        try connection.execute(
            "DELETE FROM favourites WHERE user_id = \(userID) AND kind = \(kind) AND item_id = \(id)")
    }
}

extension Favourites.Kind: SQLBindable {}
