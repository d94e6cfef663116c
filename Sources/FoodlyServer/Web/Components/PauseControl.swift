import FoodlyApp
import FoodlyCore
import FoodlyHTML
import Foundation

/// The kitchen screen's pause of new orders: for 15, 30 or 60 minutes or until reopened, or, while paused, when it
/// ends and a button to take orders again. Anyone on the staff may use it; orders in the kitchen are not touched.
struct PauseControl {
    let csrf: CSRF
    let restaurant: Restaurant
    let now: Date

    func render() -> Node {
        let paused: Bool = {
            if case .paused = restaurant.openState(at: now) { return true }
            return false
        }()
        return section(.class("card"), .id("pause"), .aria("labelledby", "pause-title")) {
            h2(.id("pause-title"), .class("section-title")) { paused ? "New orders paused" : "Pause new orders" }
            if paused {
                p(.id("pause-state")) {
                    ClosedNotice.sentence(restaurant, at: now) ?? ""
                }
                FoodlyHTML.form(.method("post"), .action("/kitchen/resume#pause"), .data("busy", "Resuming…")) {
                    FormField.csrf(csrf.token)
                    button(.class("btn btn-primary btn-block"), .type("submit"), .id("resume")) {
                        span { "Take orders again" }
                    }
                }
            } else {
                p(.class("muted")) { "Orders you have stay in the kitchen; customers see you as closed." }
                FoodlyHTML.form(
                    .class("tip-choices"), .method("post"), .action("/kitchen/pause#pause"), .data("busy", "Pausing…")
                ) {
                    FormField.csrf(csrf.token)
                    for minutes in RestaurantPause.minuteChoices {
                        button(
                            .class("chip"), .type("submit"), .name("minutes"), .value(String(minutes)),
                            .id("pause-\(minutes)")
                        ) { "\(minutes) min" }
                    }
                    button(
                        .class("chip"), .type("submit"), .name("minutes"), .value("reopen"), .id("pause-reopen")
                    ) { "Until I reopen" }
                }
            }
        }
    }
}
