import FoodlyApp
import FoodlyCore
import Foundation

extension WebContext {
    /// What is left of the user's daily target today in `zone`, or nil when the web shows no "fits my day": the
    /// user has no target, or hides calories (everything about it is about kcal).
    func fitsLeft(for user: UserAccount, in zone: TimeZone) throws -> DayLeft? {
        guard user.showCalories, user.dailyKcalTarget != nil else { return nil }
        return try fits.today(for: user, in: zone).left
    }

    /// "1,240 kcal left today", or that the target is reached.
    static func leftLine(_ left: DayLeft) -> String {
        left.leftKcal < 1
            ? "You have reached today's \(left.targetKcal.formatted()) kcal target"
            : "\(Int(left.leftKcal.rounded()).formatted()) kcal left today"
    }
}
