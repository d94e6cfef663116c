import FoodlyHTML

/// One of the reports' charts (drawn on the server in `SVGChart`'s style): a bar per row and, when the chart has
/// them, a second series as a line with a dot per row and a third as a dashed line, so none relies on colour alone;
/// the top of the scale and a few row labels along the bottom. The SVG is an image named by `label`, and a table in a `<details>` below it
/// holds the same numbers.
struct ReportChart {
    /// One row of the chart: its label along the bottom and in the table, its bar, line and dashed-line values (nil
    /// for none).
    struct Row {
        var label: String
        var bar: Int?
        var line: Int?
        var plan: Int? = nil
    }

    let id: String
    /// What the chart shows, in words, for screen readers.
    let label: String
    /// What the table's first column holds ("Hour", "Day").
    let rowName: String
    let barName: String
    /// The line's name; nil for a chart of bars only.
    var lineName: String?
    /// The dashed line's name; nil for none.
    var planName: String?
    let rows: [Row]
    /// A value as the scale, the table and the label say it.
    let format: (Int) -> String
    /// A value as the scale says it, when shorter than `format`'s (whole dollars).
    var axisFormat: ((Int) -> String)?
    /// The smallest top of the scale.
    var minimumTop = 1

    private static let width = 400.0
    private static let height = 200.0
    private static let left = 48.0
    private static let right = 8.0
    private static let top = 18.0
    private static let bottom = 24.0

    func render() -> Node {
        div(.class("stack-sm report-chart")) {
            SVGChart.frame(id: id, width: Int(Self.width), height: Int(Self.height), label: label, shapes())
            ul(.class("chart-legend")) {
                li {
                    SVGChart.swatch(
                        width: 12,
                        [SVGChart.shape("rect", ["class": "chart-bar", "width": "12", "height": "12", "rx": "2"])])
                    barName
                }
                if let lineName {
                    li {
                        SVGChart.swatch([
                            SVGChart.shape(
                                "line", ["class": "chart-trend", "x1": "2", "y1": "6", "x2": "22", "y2": "6"]),
                            SVGChart.shape("circle", ["class": "chart-dot", "cx": "12", "cy": "6", "r": "3"]),
                        ])
                        lineName
                    }
                }
                if let planName {
                    li {
                        SVGChart.swatch([
                            SVGChart.shape(
                                "line", ["class": "chart-plan", "x1": "2", "y1": "6", "x2": "22", "y2": "6"])
                        ])
                        planName
                    }
                }
            }
            table()
        }
    }

    /// The top of the scale: the highest value plus a tenth, rounded up to a round step.
    private var scaleMax: Int {
        let peak = rows.flatMap { [$0.bar ?? 0, $0.line ?? 0, $0.plan ?? 0] }.max() ?? 0
        let wanted = max(minimumTop, Int((Double(peak) * 1.1).rounded(.up)))
        var step = 1
        while step * 10 < wanted { step *= 10 }
        return (wanted + step - 1) / step * step
    }

    private func y(_ value: Int) -> Double {
        let plot = Self.height - Self.top - Self.bottom
        return Self.top + plot * (1 - Double(min(value, scaleMax)) / Double(scaleMax))
    }

    private func shapes() -> [Node] {
        let slot = (Self.width - Self.left - Self.right) / Double(max(rows.count, 1))
        let barWidth = max(2, min(22, slot * 0.7))
        let base = y(0)
        let every = max(1, Int((Double(rows.count) / 8).rounded(.up)))
        var nodes: [Node] = [
            SVGChart.shape(
                "line",
                [
                    "class": "chart-grid", "x1": SVGChart.number(Self.left), "y1": SVGChart.number(Self.top),
                    "x2": SVGChart.number(Self.width - Self.right), "y2": SVGChart.number(Self.top),
                ]),
            SVGChart.text((axisFormat ?? format)(scaleMax), x: Self.left - 6, y: Self.top + 4, anchor: "end"),
            SVGChart.text((axisFormat ?? format)(0), x: Self.left - 6, y: base + 4, anchor: "end"),
            SVGChart.shape(
                "line",
                [
                    "class": "chart-axis", "x1": SVGChart.number(Self.left), "y1": SVGChart.number(base),
                    "x2": SVGChart.number(Self.width - Self.right), "y2": SVGChart.number(base),
                ]),
        ]
        var points: [(x: Double, y: Double)] = []
        var planPoints: [(x: Double, y: Double)] = []
        for (index, row) in rows.enumerated() {
            let x = Self.left + slot * Double(index) + (slot - barWidth) / 2
            if let bar = row.bar, bar > 0 {
                let top = y(bar)
                nodes.append(
                    SVGChart.shape(
                        "rect",
                        [
                            "class": "chart-bar", "x": SVGChart.number(x), "y": SVGChart.number(top),
                            "width": SVGChart.number(barWidth), "height": SVGChart.number(base - top), "rx": "2",
                        ]))
            }
            if let line = row.line { points.append((x + barWidth / 2, y(line))) }
            if let plan = row.plan { planPoints.append((x + barWidth / 2, y(plan))) }
            if (rows.count - 1 - index) % every == 0 {
                nodes.append(SVGChart.text(row.label, x: x + barWidth / 2, y: Self.height - 6, class: "chart-day"))
            }
        }
        func path(_ points: [(x: Double, y: Double)]) -> String {
            points.map { "\(SVGChart.number($0.x)),\(SVGChart.number($0.y))" }.joined(separator: " ")
        }
        if planName != nil && !planPoints.isEmpty {
            nodes.append(SVGChart.shape("polyline", ["class": "chart-plan", "points": path(planPoints)]))
        }
        if lineName != nil && !points.isEmpty {
            nodes.append(SVGChart.shape("polyline", ["class": "chart-trend", "points": path(points)]))
            for point in points {
                nodes.append(
                    SVGChart.shape(
                        "circle",
                        [
                            "class": "chart-dot", "cx": SVGChart.number(point.x), "cy": SVGChart.number(point.y),
                            "r": "3",
                        ]))
            }
        }
        return nodes
    }

    private func table() -> Node {
        Node.element("details", [.class("chart-table"), .id("\(id)-table")]) {
            Node.element("summary") { "The numbers as a table" }
            div(.class("table-scroll")) {
                FoodlyHTML.table(.class("data-table")) {
                    thead {
                        tr {
                            th(.attr("scope", "col")) { rowName }
                            th(.attr("scope", "col")) { barName }
                            if let lineName { th(.attr("scope", "col")) { lineName } }
                            if let planName { th(.attr("scope", "col")) { planName } }
                        }
                    }
                    tbody {
                        for row in rows {
                            tr {
                                th(.attr("scope", "row")) { row.label }
                                td { row.bar.map(format) ?? "–" }
                                if lineName != nil { td { row.line.map(format) ?? "–" } }
                                if planName != nil { td { row.plan.map(format) ?? "–" } }
                            }
                        }
                    }
                }
            }
        }
    }
}
