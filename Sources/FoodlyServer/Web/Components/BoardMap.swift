import FoodlyApp
import FoodlyCore
import FoodlyHTML
import Foundation

/// The operators' city map (inline SVG drawn on the server, with ``DeliveryMap``'s projection): restaurants with
/// orders in flight (squares), couriers on duty (ringed dots), and each order in flight as a line from its
/// restaurant to its delivery point, that point a dot, a diamond when it waits for a courier, and a triangle with its
/// number when it is late (drawn in the danger colour too, so colour is never the only cue). A text legend follows
/// the picture; the orders table below it is the text alternative of every point.
struct BoardMap {
    let board: Board

    private static let width = 640.0
    private static let height = 400.0
    private static let padding = 28.0
    private static let minimumSpanKm = 2.0

    func render() -> Node {
        let points =
            board.lines.flatMap { [$0.restaurant.location, $0.flight.order.destination] }
            + board.couriers.map(\.courier.location)
        var shapes: [Node] = [
            SVGChart.shape("title", ["id": "board-map-title"], [.text("City map of orders in flight")]),
            SVGChart.shape("desc", ["id": "board-map-desc"], [.text(description)]),
            SVGChart.shape("rect", ["class": "map-land", "width": "640", "height": "400", "rx": "12"]),
        ]
        if !points.isEmpty {
            let place = DeliveryMap.projection(
                of: points, width: Self.width, height: Self.height, padding: Self.padding,
                minimumSpanKm: Self.minimumSpanKm)
            for line in board.lines {
                let late = line.flight.isLate(at: board.at)
                shapes.append(
                    Self.line(
                        place(line.restaurant.location), place(line.flight.order.destination),
                        class: late ? "board-route is-late" : "board-route"))
            }
            // Couriers beneath the restaurants, so that a restaurant with couriers at its door still shows.
            for courier in board.couriers {
                shapes.append(Self.mark(.courier, at: place(courier.courier.location)))
            }
            for restaurant in board.restaurants {
                shapes.append(Self.mark(.restaurant, at: place(restaurant.location)))
            }
            // Late orders last, so their triangles and numbers are on top.
            for line in board.lines.reversed() {
                let flight = line.flight
                let kind: Mark =
                    flight.isLate(at: board.at) ? .late : flight.waitsForCourier ? .waiting : .order
                shapes.append(
                    Self.mark(
                        kind, at: place(flight.order.destination),
                        label: kind == .late ? "#\(flight.order.number)" : nil))
            }
        }
        return figure(.class("card board-map"), .id("board-map")) {
            Node.element(
                "svg",
                [
                    .class("map"), .attr("viewBox", "0 0 640 400"), .attr("width", "640"), .attr("height", "400"),
                    .role("img"), .aria("labelledby", "board-map-title board-map-desc"), .attr("focusable", "false"),
                ], shapes)
            Node.element("figcaption", [.class("board-legend")]) {
                ul(.class("board-legend-list"), .aria("label", "Map legend")) {
                    for mark in Mark.allCases {
                        li {
                            Node.element(
                                "svg",
                                [
                                    .class("board-legend-mark"), .attr("viewBox", "-10 -10 20 20"),
                                    .attr("width", "20"), .attr("height", "20"), .aria("hidden", "true"),
                                    .attr("focusable", "false"),
                                ], [Self.mark(mark, at: (0, 0))])
                            mark.legend
                        }
                    }
                }
                p(.class("muted")) {
                    "Each line joins an order's restaurant to its delivery point; the table below lists every order."
                }
            }
        }
    }

    /// What the picture shows, for screen readers.
    private var description: String {
        "\(Text.counted(board.lines.count, "order")) in flight, \(board.late) late, \(board.waiting) waiting for a "
            + "courier, from \(Text.counted(board.restaurants.count, "restaurant")); "
            + "\(Text.counted(board.couriers.count, "courier")) on duty."
    }

    /// The kinds of point, each with its own shape.
    enum Mark: CaseIterable {
        case restaurant, courier, order, waiting, late

        var legend: String {
            switch self {
            case .restaurant: "Restaurant (square)"
            case .courier: "Courier on duty (ringed dot)"
            case .order: "Order on time (dot)"
            case .waiting: "Order waiting for a courier (diamond)"
            case .late: "Late order (red triangle, with its number)"
            }
        }
    }

    private static func mark(_ kind: Mark, at point: (x: Double, y: Double), label: String? = nil) -> Node {
        let shape: Node =
            switch kind {
            case .restaurant: SVGChart.shape("rect", ["x": "-6", "y": "-6", "width": "12", "height": "12", "rx": "2"])
            case .courier: SVGChart.shape("circle", ["r": "6"])
            case .order: SVGChart.shape("circle", ["r": "4"])
            case .waiting: SVGChart.shape("path", ["d": "M0 -7 L7 0 L0 7 L-7 0 Z"])
            case .late: SVGChart.shape("path", ["d": "M0 -8 L8 6 L-8 6 Z"])
            }
        let name =
            switch kind {
            case .restaurant: "board-restaurant"
            case .courier: "board-courier"
            case .order: "board-order"
            case .waiting: "board-order is-waiting"
            case .late: "board-order is-late"
            }
        var children = [shape]
        if let label {
            let anchor = point.x > width * 2 / 3 ? "end" : "start"
            children.append(
                SVGChart.text(label, x: anchor == "end" ? -11 : 11, y: 5, anchor: anchor, class: "map-label"))
        }
        return Node.element(
            "g",
            [
                .class("map-pin \(name)"),
                .attr("transform", "translate(\(SVGChart.number(point.x)) \(SVGChart.number(point.y)))"),
            ], children)
    }

    private static func line(_ from: (x: Double, y: Double), _ to: (x: Double, y: Double), class name: String) -> Node {
        SVGChart.shape(
            "line",
            [
                "class": name, "x1": SVGChart.number(from.x), "y1": SVGChart.number(from.y),
                "x2": SVGChart.number(to.x), "y2": SVGChart.number(to.y),
            ])
    }
}
