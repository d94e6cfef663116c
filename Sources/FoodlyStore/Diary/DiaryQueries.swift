import FoodlyCore
import Foundation

/// The `diary_entries` table on one connection.
public struct DiaryQueries {
    private let connection: any DatabaseConnection

    /// The diary as seen from `connection`.
    public init(_ connection: any DatabaseConnection) {
        self.connection = connection
    }

    /// A customer's entries eaten from `start` (inclusive) to `end` (exclusive), earliest first.
    public func entries(userID: ID<UserAccount>, from start: Date, to end: Date) throws -> [DiaryEntry] {
        try connection.query(
            """
            SELECT \(DiaryRow.columns) FROM diary_entries
            WHERE user_id = \(userID) AND eaten_at >= \(start) AND eaten_at < \(end) ORDER BY eaten_at, id
            """, as: DiaryRow.self
        ).map(\.entry)
    }

    /// Adds an entry for `userID`; an order is recorded once (a second insert for it changes nothing).
    public func insert(_ entry: DiaryEntry, userID: ID<UserAccount>, at time: Date) throws {
        try connection.execute(
            """
            INSERT INTO diary_entries (id, user_id, eaten_at, name, kcal, protein_g, carbs_g, fat_g, order_id, created_at)
            VALUES (\(entry.id), \(userID), \(entry.eatenAt), \(entry.name), \(entry.kcal), \(entry.proteinG),
                \(entry.carbsG), \(entry.fatG), \(entry.orderId), \(time))
            ON CONFLICT DO NOTHING
            """)
    }

    /// Removes one of `userID`'s entries; false when they have none with this id.
    public func delete(id: String, userID: ID<UserAccount>) throws -> Bool {
        try connection.execute("DELETE FROM diary_entries WHERE id = \(id) AND user_id = \(userID)") == 1
    }
}
