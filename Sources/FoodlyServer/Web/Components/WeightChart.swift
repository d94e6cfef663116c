import FoodlyCore
import FoodlyHTML
import FoodlyShared
import Foundation

/// The weight log as a line chart: each weight a hollow dot, the trend a solid line through them, kilograms on
/// the side and the first and last days below. A table in a `<details>` says the same in words.
struct WeightChart {
    /// The weights and their trend (at least one weight).
    let log: WeightLog

    private static let width = 320.0
    private static let height = 180.0
    private static let left = 44.0
    private static let right = 10.0
    private static let top = 10.0
    private static let bottom = 24.0

    func render() -> Node {
        div(.class("stack-sm")) {
            SVGChart.frame(id: "weight-chart", width: Int(Self.width), height: Int(Self.height), label: label, shapes())
            ul(.class("chart-legend")) {
                li {
                    SVGChart.swatch(
                        width: 12, [SVGChart.shape("circle", ["class": "chart-dot", "cx": "6", "cy": "6", "r": "4"])])
                    "Your weight"
                }
                li {
                    SVGChart.swatch([
                        SVGChart.shape("line", ["class": "chart-trend", "x1": "2", "y1": "6", "x2": "22", "y2": "6"])
                    ])
                    "Trend"
                }
            }
            Node.element("details", [.class("chart-table")]) {
                Node.element("summary") { "Your weights as a table" }
                table(.class("data-table")) {
                    thead {
                        tr {
                            th(.attr("scope", "col")) { "Day" }
                            th(.attr("scope", "col")) { "Weight" }
                            th(.attr("scope", "col")) { "Trend" }
                        }
                    }
                    tbody {
                        for (entry, trend) in zip(log.entries, log.trend).reversed() {
                            tr {
                                th(.attr("scope", "row")) { DiaryDate(entry.date).map(ClockTime.date) ?? entry.date }
                                td { Self.kilograms(entry.weightKg) }
                                td { Self.kilograms(trend.weightKg) }
                            }
                        }
                    }
                }
            }
        }
    }

    /// "72.4 kg", kept on one line.
    static func kilograms(_ value: Double) -> String {
        String(format: "%.1f\u{A0}kg", value)
    }

    /// Which way the trend goes, in words.
    static func change(_ log: WeightLog) -> String {
        guard let change = log.changeKgPerWeek else {
            return "Record your weight on a few more days, over at least a week, to see which way your trend goes."
        }
        let amount = String(format: "%.1f", max(0.1, abs(change)))
        if abs(change) < 0.05 { return "Your trend is steady: about the same from week to week." }
        return change < 0
            ? "Your trend is going down by about \(amount) kg a week."
            : "Your trend is going up by about \(amount) kg a week."
    }

    private var days: [Int] { log.entries.compactMap { DiaryDate($0.date)?.dayNumber } }

    private var label: String {
        guard let first = log.entries.first, let last = log.entries.last, let trend = log.trend.last else { return "" }
        let span = [first, last].compactMap { DiaryDate($0.date).map(ClockTime.date) }
        let count = log.entries.count == 1 ? "1 weight" : "\(log.entries.count) weights"
        return "Your weight, \(count) from \(span.first ?? first.date) to \(span.last ?? last.date): "
            + "\(Self.kilograms(first.weightKg)) first, \(Self.kilograms(last.weightKg)) last; "
            + "the trend is at \(Self.kilograms(trend.weightKg))."
    }

    /// The kilograms at the bottom and top of the chart: whole numbers at least 2 kg apart around every value.
    private var range: (low: Double, high: Double) {
        let values = log.entries.map(\.weightKg) + log.trend.map(\.weightKg)
        var low = ((values.min() ?? 70) - 0.5).rounded(.down)
        var high = ((values.max() ?? 70) + 0.5).rounded(.up)
        if high - low < 2 {
            low -= 1
            high += 1
        }
        return (low, high)
    }

    private func x(_ day: Int) -> Double {
        guard let first = days.first, let last = days.last, last > first else {
            return (Self.left + Self.width - Self.right) / 2
        }
        return Self.left + (Self.width - Self.left - Self.right) * Double(day - first) / Double(last - first)
    }

    private func y(_ kilograms: Double) -> Double {
        let (low, high) = range
        return Self.top + (Self.height - Self.top - Self.bottom) * (1 - (kilograms - low) / (high - low))
    }

    private func shapes() -> [Node] {
        let (low, high) = range
        var nodes: [Node] = []
        for value in [low, (low + high) / 2, high] {
            let line = y(value)
            nodes.append(
                SVGChart.shape(
                    "line",
                    [
                        "class": value == low ? "chart-axis" : "chart-grid", "x1": SVGChart.number(Self.left),
                        "y1": SVGChart.number(line), "x2": SVGChart.number(Self.width - Self.right),
                        "y2": SVGChart.number(line),
                    ]))
            let text = value == value.rounded() ? "\(Int(value)) kg" : String(format: "%.1f kg", value)
            nodes.append(SVGChart.text(text, x: Self.left - 6, y: line + 4, anchor: "end"))
        }
        let trend = zip(days, log.trend).map { "\(SVGChart.number(x($0))),\(SVGChart.number(y($1.weightKg)))" }
        if trend.count > 1 {
            nodes.append(SVGChart.shape("polyline", ["class": "chart-trend", "points": trend.joined(separator: " ")]))
        }
        for (day, entry) in zip(days, log.entries) {
            nodes.append(
                SVGChart.shape(
                    "circle",
                    [
                        "class": "chart-dot", "cx": SVGChart.number(x(day)), "cy": SVGChart.number(y(entry.weightKg)),
                        "r": "4",
                    ]))
        }
        let first = log.entries.first.flatMap { DiaryDate($0.date) }
        let last = log.entries.last.flatMap { DiaryDate($0.date) }
        if let first, let last {
            let baseline = Self.height - 6
            if first == last {
                nodes.append(SVGChart.text(ClockTime.shortDate(first), x: x(first.dayNumber), y: baseline))
            } else {
                nodes.append(SVGChart.text(ClockTime.shortDate(first), x: Self.left, y: baseline, anchor: "start"))
                nodes.append(
                    SVGChart.text(ClockTime.shortDate(last), x: Self.width - Self.right, y: baseline, anchor: "end"))
            }
        }
        return nodes
    }
}
