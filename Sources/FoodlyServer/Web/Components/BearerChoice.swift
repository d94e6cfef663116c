import FoodlyCore
import FoodlyHTML

/// "Who bears it": a refund's bearer as radio buttons named `bearer`, for the console's refund and issue forms.
struct BearerChoice {
    let chosen: RefundBearer

    /// How the console names each bearer.
    static let names: [RefundBearer: String] = [
        .platform: "Foodly", .restaurant: "The restaurant", .split: "Half each", .courier: "The courier",
    ]

    func render() -> Node {
        fieldset(.class("field")) {
            legend(.class("field-label")) { "Who bears it" }
            div(.class("chip-choices")) {
                for bearer in RefundBearer.allCases {
                    label(.class("check")) {
                        input(
                            .type("radio"), .name("bearer"), .value(bearer.rawValue),
                            .bool("checked", bearer == chosen))
                        span { BearerChoice.names[bearer] ?? bearer.rawValue }
                    }
                }
            }
        }
    }
}
