import FoodlyCore
import Foundation

extension DiaryService {
    /// One day of the customer's diary counted in `timeZone`, with its totals.
    public func day(_ date: DiaryDate, for user: UserAccount, in timeZone: TimeZone) throws -> DiaryDay {
        let days = try diary(for: user, from: date, through: date, in: timeZone).days
        return days.first ?? DiaryDay(date: date.text, kcal: 0, proteinG: 0, carbsG: 0, fatG: 0, entries: [])
    }
}
