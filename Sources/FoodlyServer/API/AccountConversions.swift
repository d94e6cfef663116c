import FoodlyAPI
import FoodlyCore
import FoodlyShared

extension User {
    /// The API view of an account.
    init(_ account: UserAccount) {
        self.init(
            id: account.id.rawValue, fullName: account.fullName, email: account.email,
            emailVerified: account.emailVerifiedAt != nil, phone: account.phone,
            address: account.address, dailyKcalTarget: account.dailyKcalTarget,
            diets: account.diets, avoidAllergens: account.avoidAllergens,
            showCalories: account.showCalories, role: account.role, createdAt: account.createdAt)
    }
}
