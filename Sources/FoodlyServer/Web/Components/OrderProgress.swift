import FoodlyCore
import FoodlyHTML

/// An order's way from placed to delivered, drawn as five dots on a line, with the same steps as a list for
/// screen readers; a cancelled or rejected order says so instead.
struct OrderProgress {
    let status: OrderStatus

    static let steps: [(status: OrderStatus, label: String)] = [
        (.placed, "Placed"), (.accepted, "Accepted"), (.preparing, "Preparing"), (.pickedUp, "On the way"),
        (.delivered, "Delivered"),
    ]

    func render() -> Node {
        guard status.isActive || status == .delivered else {
            return p(.class("badge badge-danger order-ended")) {
                status == .cancelled ? "This order was cancelled." : "The restaurant could not take this order."
            }
        }
        let reached = OrderProgress.reachedIndex(status)
        let dots = OrderProgress.steps.indices.map { index -> Node in
            Node.element(
                "circle",
                [
                    .class(index <= reached ? "progress-dot is-done" : "progress-dot"),
                    .attr("cx", String(30 + index * 60)), .attr("cy", "14"), .attr("r", index == reached ? "9" : "7"),
                ])
        }
        let line = Node.element(
            "line",
            [.class("progress-track"), .attr("x1", "30"), .attr("y1", "14"), .attr("x2", "270"), .attr("y2", "14")])
        let done = Node.element(
            "line",
            [
                .class("progress-line"), .attr("x1", "30"), .attr("y1", "14"), .attr("x2", String(30 + reached * 60)),
                .attr("y2", "14"),
            ])
        return div(.class("order-progress")) {
            Node.element(
                "svg",
                [
                    .class("progress-drawing"), .attr("viewBox", "0 0 300 28"),
                    .aria("hidden", "true"),
                    .attr("focusable", "false"),
                ], [line, done] + dots)
            ol(.class("progress-steps list-plain")) {
                for (index, step) in OrderProgress.steps.enumerated() {
                    li(
                        .class(index <= reached ? "is-done" : ""),
                        index == reached ? .aria("current", "step") : .bool("aria-current", false)
                    ) { step.label }
                }
            }
        }
    }

    /// The last step reached (ready counts as preparing done, shown at "Preparing").
    static func reachedIndex(_ status: OrderStatus) -> Int {
        switch status {
        case .placed, .cancelled, .rejected: 0
        case .accepted: 1
        case .preparing, .ready: 2
        case .pickedUp: 3
        case .delivered: 4
        }
    }
}
