import FoodlyHTML
import Foundation

/// What the diary's charts are drawn with: inline SVG built on the server (no script, no inline style) whose
/// colours come from classes in `app.css`, so they follow the light and dark scheme. A chart never relies on colour
/// alone (bars, hatching, dashed and solid lines, dots, labels), is an image named for screen readers, and has a
/// table beside it that says the same.
enum SVGChart {
    /// An `<svg role="img">` of `width` × `height` units named `label`; CSS scales it to its box's width.
    static func frame(id: String, width: Int, height: Int, label: String, _ children: [Node]) -> Node {
        Node.element(
            "svg",
            [
                .id(id), .class("chart"), .attr("viewBox", "0 0 \(width) \(height)"), .attr("width", String(width)),
                .attr("height", String(height)), .role("img"), .aria("label", label), .attr("focusable", "false"),
            ], children)
    }

    /// An SVG element with `attributes` in order.
    static func shape(_ tag: String, _ attributes: KeyValuePairs<String, String>, _ children: [Node] = []) -> Node {
        Node.element(tag, attributes.map { .attr($0.key, $0.value) }, children)
    }

    /// A line of text at (`x`, `y`): `anchor` is `start`, `middle` or `end`.
    static func text(_ text: String, x: Double, y: Double, anchor: String = "middle", class name: String? = nil)
        -> Node
    {
        var attributes: [Attribute] = [
            .attr("x", number(x)), .attr("y", number(y)), .attr("text-anchor", anchor),
        ]
        if let name { attributes.append(.class(name)) }
        return Node.element("text", attributes, [.text(text)])
    }

    /// A coordinate as SVG gets it: at most one decimal.
    static func number(_ value: Double) -> String {
        let tenths = (value * 10).rounded() / 10
        return tenths == tenths.rounded() ? String(Int(tenths)) : String(format: "%.1f", tenths)
    }

    /// A small decorative drawing for a legend entry, `width` × 12 units.
    static func swatch(width: Int = 24, _ children: [Node]) -> Node {
        Node.element(
            "svg",
            [
                .class("chart-swatch"), .attr("viewBox", "0 0 \(width) 12"), .attr("width", String(width)),
                .attr("height", "12"), .aria("hidden", "true"), .attr("focusable", "false"),
            ], children)
    }
}
