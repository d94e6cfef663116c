import FoodlyCore
import FoodlyShared
import FoodlyStore
import Foundation

/// A customer's diary: what they ate by day in their time zone (delivered orders are recorded when they arrive),
/// meals they add by hand, and taking entries out. Nobody reads or changes another customer's diary.
public struct DiaryService: Sendable {
    private let environment: AppEnvironment

    /// Creates the service.
    public init(environment: AppEnvironment) {
        self.environment = environment
    }

    /// The days from `first` through `last` counted in `timeZone` (a range ``DiaryRules/rangeProblem`` accepts).
    public func diary(for user: UserAccount, from first: DiaryDate, through last: DiaryDate, in timeZone: TimeZone)
        throws -> Diary
    {
        let entries = try environment.database.read { connection in
            try DiaryQueries(connection).entries(
                userID: user.id, from: first.start(in: timeZone), to: last.next(in: timeZone).start(in: timeZone))
        }
        return Diary(
            timeZone: timeZone.identifier, days: DiaryRules.days(entries, from: first, through: last, in: timeZone),
            targetKcal: user.dailyKcalTarget)
    }

    /// Adds a meal eaten outside Foodly.
    public func add(_ draft: DiaryEntryDraft, for user: UserAccount) throws -> DiaryEntry {
        let now = environment.clock.now()
        let valid = try DiaryRules.validated(draft, now: now)
        let entry = DiaryEntry(
            id: environment.makeID(), eatenAt: valid.eatenAt ?? now, name: valid.name, kcal: valid.kcal,
            proteinG: valid.proteinG, carbsG: valid.carbsG, fatG: valid.fatG)
        try environment.database.write { try DiaryQueries($0).insert(entry, userID: user.id, at: now) }
        return entry
    }

    /// Takes one of the customer's entries out (a delivered order's included).
    public func remove(_ id: String, for user: UserAccount) throws {
        guard try environment.database.write({ try DiaryQueries($0).delete(id: id, userID: user.id) }) else {
            throw DiaryError.entryNotFound
        }
    }
}
