import FoodlyCore
import Foundation

/// The `weight_entries` table on one connection: one weight a day per customer.
public struct WeightQueries {
    private let connection: any DatabaseConnection

    /// The weight log as seen from `connection`.
    public init(_ connection: any DatabaseConnection) {
        self.connection = connection
    }

    /// A customer's weights from `first` through `last` (`YYYY-MM-DD` text sorts as dates do), earliest first.
    public func entries(userID: ID<UserAccount>, from first: DiaryDate, through last: DiaryDate) throws
        -> [WeightEntry]
    {
        try connection.query(
            """
            SELECT measured_on, weight_kg FROM weight_entries
            WHERE user_id = \(userID) AND measured_on >= \(first.text) AND measured_on <= \(last.text)
            ORDER BY measured_on
            """, as: WeightRow.self
        ).map(\.entry)
    }

    /// Records `entry` for `userID`, replacing the weight they had for that day (the
    /// row keeps its id and first `created_at`).
    public func record(_ entry: WeightEntry, id: String, userID: ID<UserAccount>, at time: Date) throws {
        try connection.execute(
            """
            INSERT INTO weight_entries (id, user_id, measured_on, weight_kg, created_at)
            VALUES (\(id), \(userID), \(entry.date), \(entry.weightKg), \(time))
            ON CONFLICT (user_id, measured_on) DO UPDATE SET weight_kg = excluded.weight_kg
            """)
    }

    /// Removes `userID`'s weight of `date`; false when they had none.
    public func delete(on date: DiaryDate, userID: ID<UserAccount>) throws -> Bool {
        try connection.execute(
            "DELETE FROM weight_entries WHERE user_id = \(userID) AND measured_on = \(date.text)") == 1
    }
}
