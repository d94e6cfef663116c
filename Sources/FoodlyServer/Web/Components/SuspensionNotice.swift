import FoodlyCore
import FoodlyHTML

/// What a suspended restaurant's staff see on the kitchen screen: that Foodly suspended it and why.
struct SuspensionNotice {
    let suspension: RestaurantSuspension

    func render() -> Node {
        div(.class("notice notice-danger"), .role("alert"), .id("suspension-notice")) {
            strong { "Foodly has suspended this restaurant." }
            p { "Customers cannot find it or order from it until it is reinstated. Orders already placed go on." }
            p { "Reason: \(suspension.reason)" }
        }
    }
}
