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

    /// "1,240 kcal left today", or that the target is reached; with "With your cart (650 kcal):" first when the cart
    /// holds something, since it is counted as eaten (the Diary counts what was eaten only, and says more is left).
    static func leftLine(_ left: DayLeft) -> String {
        let reached = left.leftKcal < 1
        let target = left.targetKcal.formatted()
        let remaining = "\(Int(left.leftKcal.rounded()).formatted()) kcal left today"
        guard left.cart.kcal >= 1 else {
            return reached ? "You have reached today's \(target) kcal target" : remaining
        }
        let cart = "With your cart (\(Int(left.cart.kcal.rounded()).formatted()) kcal)"
        return reached ? "\(cart) you reach today's \(target) kcal target" : "\(cart): \(remaining)"
    }
}
