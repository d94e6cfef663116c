import FoodlyCore
import FoodlyShared
import FoodlyStore
import Foundation

/// A customer's diary: what they ate by day in their time zone (delivered orders are recorded when they arrive),
/// meals they add by hand, taking entries out, the diary as CSV, and their weight log with its trend. Nobody reads
/// or changes another customer's diary or weights.
public struct DiaryService: Sendable {
    private let environment: AppEnvironment

    /// Creates the service.
    public init(environment: AppEnvironment) {
        self.environment = environment
    }

    /// The days from `first` through `last` counted in `timeZone` (a range ``DiaryRules/rangeProblem(from:through:maxDays:)``
    /// accepts).
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

    /// Adds a meal eaten outside Foodly. The draft's issues and `inputIssues` (found while reading the input, e.g. a
    /// number that is not one) are reported together; nothing is added when there are any.
    public func add(_ draft: DiaryEntryDraft, for user: UserAccount, inputIssues: [FieldError] = []) throws
        -> DiaryEntry
    {
        let now = environment.clock.now()
        let valid = try Self.checked(inputIssues) { try DiaryRules.validated(draft, now: now) }
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

    /// The entries from `first` through `last` in `timeZone` as CSV (``DiaryCSV``), at most
    /// ``DiaryRules/maxExportDays`` days. The energy is in it whether or not the customer shows calories: it is their
    /// own data.
    public func export(for user: UserAccount, from first: DiaryDate, through last: DiaryDate, in timeZone: TimeZone)
        throws -> String
    {
        DiaryCSV.text(try diary(for: user, from: first, through: last, in: timeZone).days, in: timeZone)
    }

    /// The weights from `first` through `last` (at most ``WeightRules/maxDays`` days) with their trend.
    public func weights(for user: UserAccount, from first: DiaryDate, through last: DiaryDate) throws -> WeightLog {
        let entries = try environment.database.read { connection in
            try WeightQueries(connection).entries(userID: user.id, from: first, through: last)
        }
        return WeightLog(
            entries: entries, trend: WeightTrend.smoothed(entries), changeKgPerWeek: WeightTrend.changePerWeek(entries))
    }

    /// Records the customer's weight of the day `date` (`YYYY-MM-DD`), replacing the one they had for it; with
    /// `inputIssues`, as ``add(_:for:inputIssues:)``.
    public func recordWeight(_ weightKg: Double, on date: String, for user: UserAccount, inputIssues: [FieldError] = [])
        throws -> WeightEntry
    {
        let now = environment.clock.now()
        let entry = try Self.checked(inputIssues) { try WeightRules.validated(weightKg: weightKg, on: date, now: now) }
        let id = environment.makeID()
        try environment.database.write { try WeightQueries($0).record(entry, id: id, userID: user.id, at: now) }
        return entry
    }

    /// Takes out the customer's weight of the day `date`.
    public func removeWeight(on date: String, for user: UserAccount) throws {
        guard let day = DiaryDate(date),
            try environment.database.write({ try WeightQueries($0).delete(on: day, userID: user.id) })
        else { throw DiaryError.weightNotFound }
    }

    /// The value `rule` gives, or a failure with `inputIssues` and the rule's issues together.
    private static func checked<Value>(_ inputIssues: [FieldError], _ rule: () throws -> Value) throws -> Value {
        let value: Value
        do {
            value = try rule()
        } catch let failure as ValidationFailure {
            throw ValidationFailure(inputIssues + failure.issues)
        }
        try ValidationFailure.check(inputIssues)
        return value
    }
}
