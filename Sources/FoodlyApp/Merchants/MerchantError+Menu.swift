import FoodlyCore
import FoodlyShared

extension MerchantError {
    /// A menu edit by plain staff.
    public static let menuEditorsOnly = MerchantError(
        kind: .forbidden, code: "forbidden", message: "Only the restaurant's owners and managers edit its menu.")
    /// No such dish on the caller's restaurant's menu (another restaurant's dish included).
    public static let dishNotFound = MerchantError(
        kind: .notFound, code: "not_found", message: "There is no such dish on your restaurant's menu.")
    /// No such section on the caller's restaurant's menu.
    public static let sectionNotFound = MerchantError(
        kind: .notFound, code: "not_found", message: "There is no such section on your restaurant's menu.")
    /// A dish added to a menu that holds `ImportedRestaurant.maxDishes` already.
    public static let menuFull = MerchantError(
        kind: .conflict, code: "menu_full",
        message: "A menu holds at most \(ImportedRestaurant.maxDishes) dishes. Archive one first.")
}
