import FoodlyCore
import FoodlyHTML
import FoodlyShared

/// A restaurant's sales day by day as bars (drawn on the server, `SVGChart`'s style), the top of the scale and a
/// few day labels along the bottom; a day with a late order gets a ring above its bar, which the legend names. The
/// table beside the chart (on the numbers page) says the same in words.
struct SalesChart {
    /// The days, earliest first.
    let days: [SalesDay]

    private static let width = 340.0
    private static let height = 200.0
    private static let left = 40.0
    private static let right = 8.0
    private static let top = 18.0
    private static let bottom = 24.0

    func render() -> Node {
        div(.class("stack-sm")) {
            SVGChart.frame(id: "sales-chart", width: Int(Self.width), height: Int(Self.height), label: label, shapes())
            ul(.class("chart-legend")) {
                li {
                    SVGChart.swatch(
                        width: 12,
                        [SVGChart.shape("rect", ["class": "chart-bar", "width": "12", "height": "12", "rx": "2"])])
                    "Sales"
                }
                if days.contains(where: { $0.late > 0 }) {
                    li {
                        SVGChart.swatch(
                            width: 12,
                            [SVGChart.shape("circle", ["class": "chart-dot", "cx": "6", "cy": "6", "r": "4"])])
                        "A day with a late order"
                    }
                }
            }
        }
    }

    private var label: String {
        let total = days.reduce(0) { $0 + $1.sales }
        let best = days.max { $0.sales < $1.sales }
        let peak =
            best.map { best in
                best.sales > 0 ? "; the best day was \(ClockTime.date(best.date)) with \(Money.format(best.sales))" : ""
            } ?? ""
        return "Sales on each of \(days.count) days: \(Money.format(total)) in all\(peak)."
    }

    /// The top of the scale: the best day plus a margin, rounded up to $50 (at least $50).
    private var scaleMax: Double {
        let peak = Double(days.map(\.sales).max() ?? 0) * 1.1
        return max(5_000, (peak / 5_000).rounded(.up) * 5_000)
    }

    private func y(_ cents: Int) -> Double {
        let plot = Self.height - Self.top - Self.bottom
        return Self.top + plot * (1 - min(Double(cents), scaleMax) / scaleMax)
    }

    private func shapes() -> [Node] {
        let slot = (Self.width - Self.left - Self.right) / Double(max(days.count, 1))
        let barWidth = max(2, min(22, slot * 0.7))
        let base = y(0)
        let every = max(1, Int((Double(days.count) / 7).rounded(.up)))
        var nodes: [Node] = [
            SVGChart.shape(
                "line",
                [
                    "class": "chart-grid", "x1": SVGChart.number(Self.left), "y1": SVGChart.number(Self.top),
                    "x2": SVGChart.number(Self.width - Self.right), "y2": SVGChart.number(Self.top),
                ]),
            SVGChart.text(
                Money.format(Int(scaleMax)).replacingOccurrences(of: ".00", with: ""), x: Self.left - 6,
                y: Self.top + 4, anchor: "end"),
            SVGChart.text("$0", x: Self.left - 6, y: base + 4, anchor: "end"),
            SVGChart.shape(
                "line",
                [
                    "class": "chart-axis", "x1": SVGChart.number(Self.left), "y1": SVGChart.number(base),
                    "x2": SVGChart.number(Self.width - Self.right), "y2": SVGChart.number(base),
                ]),
        ]
        for (index, day) in days.enumerated() {
            let x = Self.left + slot * Double(index) + (slot - barWidth) / 2
            let top = y(day.sales)
            if day.sales > 0 {
                nodes.append(
                    SVGChart.shape(
                        "rect",
                        [
                            "class": "chart-bar", "x": SVGChart.number(x), "y": SVGChart.number(top),
                            "width": SVGChart.number(barWidth), "height": SVGChart.number(base - top), "rx": "2",
                        ]))
            }
            if day.late > 0 {
                nodes.append(
                    SVGChart.shape(
                        "circle",
                        [
                            "class": "chart-dot", "cx": SVGChart.number(x + barWidth / 2),
                            "cy": SVGChart.number(top - 8), "r": "4",
                        ]))
            }
            if (days.count - 1 - index) % every == 0 {
                nodes.append(
                    SVGChart.text(
                        ClockTime.shortDate(day.date), x: x + barWidth / 2, y: Self.height - 6, class: "chart-day"))
            }
        }
        return nodes
    }
}
