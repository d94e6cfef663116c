import FoodlyCore
import FoodlyShared
import Foundation

/// The `body_profiles` table on one connection.
public struct BodyProfileQueries {
    private let connection: any DatabaseConnection

    /// The body profiles as seen from `connection`.
    public init(_ connection: any DatabaseConnection) {
        self.connection = connection
    }

    /// The profile `userID` gave, if any.
    public func profile(userID: ID<UserAccount>) throws -> BodyProfile? {
        try connection.queryOne(
            """
            SELECT goal, sex, age, height_cm, weight_kg, activity, pace_kg_per_week, goal_weight_kg
            FROM body_profiles WHERE user_id = \(userID)
            """, as: BodyProfileRow.self
        )?.profile
    }

    /// Saves `profile` as `userID`'s and makes `dailyKcalTarget` their target, together.
    public func save(_ profile: BodyProfile, dailyKcalTarget: Int, userID: ID<UserAccount>, at time: Date) throws {
        try connection.execute(
            """
            INSERT INTO body_profiles (user_id, goal, sex, age, height_cm, weight_kg, activity, pace_kg_per_week,
                goal_weight_kg, updated_at)
            VALUES (\(userID), \(profile.goal.rawValue), \(profile.sex.rawValue), \(profile.age), \(profile.heightCm),
                \(profile.weightKg), \(profile.activity.rawValue), \(profile.paceKgPerWeek), \(profile.goalWeightKg),
                \(time))
            ON CONFLICT (user_id) DO UPDATE SET goal = excluded.goal, sex = excluded.sex, age = excluded.age,
                height_cm = excluded.height_cm, weight_kg = excluded.weight_kg, activity = excluded.activity,
                pace_kg_per_week = excluded.pace_kg_per_week, goal_weight_kg = excluded.goal_weight_kg,
                updated_at = excluded.updated_at
            """)
        try connection.execute(
            "UPDATE users SET daily_kcal_target = \(dailyKcalTarget), updated_at = \(time) WHERE id = \(userID)")
    }

    /// Forgets `userID`'s profile; false when they had none.
    public func delete(userID: ID<UserAccount>) throws -> Bool {
        try connection.execute("DELETE FROM body_profiles WHERE user_id = \(userID)") == 1
    }
}
