import FoodlyCore
import FoodlyHTML
import FoodlyShared

/// Money day by day as an SVG bar chart (a restaurant's sales, a courier's earnings): one bar per day on a scale
/// from $0 to the best day plus a margin, a dot over a marked day (a day with a late order), the days named under
/// the bars (at most about seven of them), and a sentence for screen readers with the total and the best day.
struct DayBarChart {
    /// One day's bar.
    struct Bar {
        let date: DiaryDate
        let cents: Int
        /// Whether the day has a dot over it.
        let marked: Bool
    }

    /// The chart's element id.
    let id: String
    /// What the bars are ("Sales").
    let series: String
    /// What a dot over a day means; nil when no day is marked.
    let mark: String?
    /// The days, earliest first.
    let days: [Bar]
    /// The scale's step in cents: its top is the best day plus a margin rounded up to it (at least one step).
    let step: Double

    private static let width = 340.0
    private static let height = 200.0
    private static let left = 40.0
    private static let right = 8.0
    private static let top = 18.0
    private static let bottom = 24.0

    /// A restaurant's sales, a dot over a day with a late order.
    init(sales: [SalesDay]) {
        id = "sales-chart"
        series = "Sales"
        mark = "A day with a late order"
        days = sales.map { Bar(date: $0.date, cents: $0.sales, marked: $0.late > 0) }
        step = 5_000
    }

    /// A courier's pay and tips.
    init(earnings: [CourierEarnings.Day]) {
        id = "earnings-chart"
        series = "Earned"
        mark = nil
        days = earnings.map { Bar(date: $0.date, cents: $0.earned, marked: false) }
        step = 1_000
    }

    func render() -> Node {
        div(.class("stack-sm")) {
            SVGChart.frame(id: id, width: Int(Self.width), height: Int(Self.height), label: label, shapes())
            ul(.class("chart-legend")) {
                li {
                    SVGChart.swatch(
                        width: 12,
                        [SVGChart.shape("rect", ["class": "chart-bar", "width": "12", "height": "12", "rx": "2"])])
                    series
                }
                if let mark, days.contains(where: \.marked) {
                    li {
                        SVGChart.swatch(
                            width: 12,
                            [SVGChart.shape("circle", ["class": "chart-dot", "cx": "6", "cy": "6", "r": "4"])])
                        mark
                    }
                }
            }
        }
    }

    private var label: String {
        let total = days.reduce(0) { $0 + $1.cents }
        let best = days.max { $0.cents < $1.cents }
        let peak =
            best.map { best in
                best.cents > 0 ? "; the best day was \(ClockTime.date(best.date)) with \(Money.format(best.cents))" : ""
            } ?? ""
        return "\(series) on each of \(days.count) days: \(Money.format(total)) in all\(peak)."
    }

    /// The top of the scale: the best day plus a margin, rounded up to `step` (at least `step`).
    private var scaleMax: Double {
        let peak = Double(days.map(\.cents).max() ?? 0) * 1.1
        return max(step, (peak / step).rounded(.up) * step)
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
            let top = y(day.cents)
            if day.cents > 0 {
                nodes.append(
                    SVGChart.shape(
                        "rect",
                        [
                            "class": "chart-bar", "x": SVGChart.number(x), "y": SVGChart.number(top),
                            "width": SVGChart.number(barWidth), "height": SVGChart.number(base - top), "rx": "2",
                        ]))
            }
            if day.marked {
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
