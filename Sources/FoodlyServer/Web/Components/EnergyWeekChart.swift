import FoodlyCore
import FoodlyHTML
import FoodlyShared

/// The energy of the last 7 days as bars against the daily target, a dashed line labelled at its end. A day over
/// the target is hatched as well as coloured; each bar carries its number and its day. A table in a `<details>`
/// says the same in words.
struct EnergyWeekChart {
    /// The days, earliest first (today last).
    let days: [DiaryDay]
    /// The customer's daily target, kcal.
    let target: Int?

    private static let width = 320.0
    private static let height = 190.0
    private static let left = 4.0
    private static let right = 50.0
    private static let top = 22.0
    private static let bottom = 26.0

    func render() -> Node {
        div(.class("stack-sm")) {
            SVGChart.frame(id: "energy-chart", width: Int(Self.width), height: Int(Self.height), label: label, shapes())
            legend()
            Node.element("details", [.class("chart-table")]) {
                Node.element("summary") { "The last 7 days as a table" }
                table(.class("data-table")) {
                    thead {
                        tr {
                            th(.attr("scope", "col")) { "Day" }
                            th(.attr("scope", "col")) { "Energy, kcal" }
                            if target != nil { th(.attr("scope", "col")) { "Against your target" } }
                        }
                    }
                    tbody {
                        for day in days {
                            tr {
                                th(.attr("scope", "row")) { DiaryDate(day.date).map(ClockTime.date) ?? day.date }
                                td { Self.kcal(day.kcal) }
                                if let target { td { Self.against(day.kcal, target) } }
                            }
                        }
                    }
                }
            }
        }
    }

    /// "150 left", "320 over", "On target" (kcal).
    static func against(_ eaten: Double, _ target: Int) -> String {
        let left = target - Int(eaten.rounded())
        if left == 0 { return "On target" }
        return left > 0 ? "\(left.formatted()) left" : "\((-left).formatted()) over"
    }

    /// A whole number of kcal, with thousands separated.
    static func kcal(_ value: Double) -> String {
        Int(value.rounded()).formatted()
    }

    private var label: String {
        let each = zip(days.indices, days).map { index, day in
            let name = index == days.count - 1 ? "today" : DiaryDate(day.date).map(ClockTime.weekday) ?? day.date
            return "\(name) \(Self.kcal(day.kcal)) kcal"
        }
        let goal = target.map { "; your target is \($0.formatted()) kcal a day" } ?? ""
        return "Energy eaten on each of the last 7 days: " + each.joined(separator: ", ") + goal + "."
    }

    private var scaleMax: Double {
        let peak = max(days.map(\.kcal).max() ?? 0, Double(target ?? 0))
        return max(500, (peak * 1.15 / 250).rounded(.up) * 250)
    }

    private func y(_ kcal: Double) -> Double {
        let plot = Self.height - Self.top - Self.bottom
        return Self.top + plot * (1 - min(kcal, scaleMax) / scaleMax)
    }

    private func shapes() -> [Node] {
        let slot = (Self.width - Self.left - Self.right) / Double(max(days.count, 1))
        let barWidth = min(26, slot * 0.62)
        let base = y(0)
        var nodes: [Node] = [
            SVGChart.shape(
                "defs", [:],
                [
                    SVGChart.shape(
                        "pattern",
                        [
                            "id": "energy-hatch", "width": "6", "height": "6", "patternUnits": "userSpaceOnUse",
                            "patternTransform": "rotate(45)",
                        ],
                        [
                            SVGChart.shape(
                                "line", ["class": "chart-hatch-line", "x1": "0", "y1": "0", "x2": "0", "y2": "6"])
                        ])
                ]),
            SVGChart.shape(
                "line",
                [
                    "class": "chart-axis", "x1": SVGChart.number(Self.left), "y1": SVGChart.number(base),
                    "x2": SVGChart.number(Self.width - Self.right), "y2": SVGChart.number(base),
                ]),
        ]
        var labels: [Node] = []
        for (index, day) in days.enumerated() {
            let x = Self.left + slot * Double(index) + (slot - barWidth) / 2
            let top = y(day.kcal)
            let over = target.map { day.kcal > Double($0) } ?? false
            if day.kcal > 0 {
                let rect = { (name: String, fill: String?) -> Node in
                    var attributes: [Attribute] = [
                        .class(name), .attr("x", SVGChart.number(x)), .attr("y", SVGChart.number(top)),
                        .attr("width", SVGChart.number(barWidth)), .attr("height", SVGChart.number(base - top)),
                        .attr("rx", "3"),
                    ]
                    if let fill { attributes.append(.attr("fill", fill)) }
                    return Node.element("rect", attributes)
                }
                nodes.append(rect(over ? "chart-bar is-over" : "chart-bar", nil))
                if over { nodes.append(rect("chart-hatch", "url(#energy-hatch)")) }
            }
            let isToday = index == days.count - 1
            labels.append(SVGChart.text(Self.kcal(day.kcal), x: x + barWidth / 2, y: top - 5, class: "chart-value"))
            labels.append(
                SVGChart.text(
                    isToday ? "Today" : DiaryDate(day.date).map(ClockTime.weekday) ?? "", x: x + barWidth / 2,
                    y: Self.height - 8, class: isToday ? "chart-day is-today" : "chart-day"))
        }
        if let target {
            let line = y(Double(target))
            nodes.append(
                SVGChart.shape(
                    "line",
                    [
                        "class": "chart-target", "x1": SVGChart.number(Self.left), "y1": SVGChart.number(line),
                        "x2": SVGChart.number(Self.width - Self.right + 2), "y2": SVGChart.number(line),
                        "stroke-dasharray": "6 4",
                    ]))
            let labelX = Self.width - Self.right + 6
            nodes.append(SVGChart.text("target", x: labelX, y: line - 3, anchor: "start", class: "chart-target-label"))
            nodes.append(
                SVGChart.text(target.formatted(), x: labelX, y: line + 11, anchor: "start", class: "chart-target-label")
            )
        }
        // The numbers last, so each reads on top of the target line.
        return nodes + labels
    }

    private func legend() -> Node {
        ul(.class("chart-legend")) {
            li {
                SVGChart.swatch(
                    width: 12,
                    [SVGChart.shape("rect", ["class": "chart-bar", "width": "12", "height": "12", "rx": "2"])])
                "Eaten"
            }
            if let target {
                li {
                    SVGChart.swatch([
                        SVGChart.shape(
                            "line",
                            [
                                "class": "chart-target", "x1": "0", "y1": "6", "x2": "24", "y2": "6",
                                "stroke-dasharray": "6 4",
                            ])
                    ])
                    "Your target, \(target.formatted()) kcal"
                }
                if days.contains(where: { $0.kcal > Double(target) }) {
                    li {
                        SVGChart.swatch(
                            width: 12,
                            [
                                SVGChart.shape(
                                    "rect", ["class": "chart-bar is-over", "width": "12", "height": "12", "rx": "2"]),
                                SVGChart.shape(
                                    "rect",
                                    [
                                        "class": "chart-hatch", "width": "12", "height": "12", "rx": "2",
                                        "fill": "url(#energy-hatch)",
                                    ]),
                            ])
                        "Over your target"
                    }
                }
            }
        }
    }
}
