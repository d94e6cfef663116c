import FoodlyCore
import FoodlyHTML
import Foundation

/// An order's way from placed to delivered (or, for pickup, to ready at the counter and collected), as a short vertical list of steps (a dot, the step, the time it was
/// reached), so no label ever has to squeeze into a fifth of a phone's width; a cancelled, rejected or undelivered
/// order says so instead.
struct OrderProgress {
    let order: Order
    let clock: ClockTime

    /// The steps shown for an order delivered by a courier, or collected at the counter.
    static func steps(_ fulfilment: Fulfilment) -> [(status: OrderStatus, label: String)] {
        fulfilment == .pickup
            ? [
                (.placed, "Placed"), (.accepted, "Accepted"), (.preparing, "Preparing"), (.ready, "Ready for pickup"),
                (.delivered, "Collected"),
            ]
            : [
                (.placed, "Placed"), (.accepted, "Accepted"), (.preparing, "Preparing"), (.pickedUp, "On the way"),
                (.delivered, "Delivered"),
            ]
    }

    func render() -> Node {
        guard order.status.isActive || order.status == .delivered else {
            let ended =
                switch order.status {
                case .cancelled: "This order was cancelled."
                case .failed: "Nobody answered the door."
                default: "The restaurant could not take this order."
                }
            return p(.class("badge badge-danger order-ended")) { ended }
        }
        let reached = OrderProgress.reachedIndex(order.status, order.fulfilment)
        return ol(.class("progress-steps list-plain"), .aria("label", "Progress")) {
            for (index, step) in OrderProgress.steps(order.fulfilment).enumerated() {
                li(
                    .class(index < reached ? "is-done" : index == reached ? "is-done is-current" : ""),
                    index == reached ? .aria("current", "step") : .bool("aria-current", false)
                ) {
                    span(.class("progress-label")) { step.label }
                    if index <= reached, let at = order.reached(step.status) ?? fallback(step.status) {
                        clock.tag(at)
                    }
                }
            }
        }
    }

    /// Ready is shown at "Preparing" (for pickup it is a step of its own): its time stands in when the preparing step
    /// was skipped.
    private func fallback(_ status: OrderStatus) -> Date? {
        status == .preparing ? order.reached(.ready) : nil
    }

    /// The last step reached (ready counts as preparing done, shown at "Preparing", unless the customer collects it).
    static func reachedIndex(_ status: OrderStatus, _ fulfilment: Fulfilment) -> Int {
        if fulfilment == .pickup, status == .ready { return 3 }
        return switch status {
        case .scheduled, .placed, .cancelled, .rejected: 0
        case .accepted: 1
        case .preparing, .ready: 2
        case .pickedUp, .failed: 3
        case .delivered: 4
        }
    }
}
