import FoodlyCore
import FoodlyShared

extension MerchantError {
    /// No restaurant with this id.
    public static let restaurantNotFound = MerchantError(
        kind: .notFound, code: "not_found", message: "There is no such restaurant.")
    /// A suspension of a restaurant that is suspended already.
    public static let alreadySuspended = MerchantError(
        kind: .conflict, code: "already_suspended", message: "This restaurant is suspended already.")
    /// A reinstatement of a restaurant that is not suspended.
    public static let notSuspended = MerchantError(
        kind: .conflict, code: "not_suspended", message: "This restaurant is not suspended.")
}
