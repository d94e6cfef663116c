import FoodlyHTML

/// A meal's energy against the day's target, as a sentence and a bar (SVG, so no inline style is needed).
struct KcalMeter {
    let kcal: Double
    let dailyTarget: Int

    func render() -> Node {
        let share = dailyTarget > 0 ? kcal / Double(dailyTarget) : 0
        let percent = Int((share * 100).rounded())
        let width = Int((min(1, share) * 300).rounded())
        return div(.class("kcal-meter")) {
            p {
                strong { "This meal: \(Int(kcal.rounded())) kcal" }
                " — \(percent)% of your \(dailyTarget.formatted()) kcal day"
            }
            Node.element(
                "svg",
                [
                    .class("meter"), .attr("viewBox", "0 0 300 12"), .attr("width", "100%"), .attr("height", "12"),
                    .attr("preserveAspectRatio", "none"), .aria("hidden", "true"), .attr("focusable", "false"),
                ],
                [
                    Node.element(
                        "rect", [.class("meter-track"), .attr("width", "300"), .attr("height", "12"), .attr("rx", "6")]),
                    Node.element(
                        "rect",
                        [
                            .class(share > 0.5 ? "meter-fill is-high" : "meter-fill"), .attr("width", String(width)),
                            .attr("height", "12"), .attr("rx", "6"),
                        ]),
                ])
        }
    }
}
