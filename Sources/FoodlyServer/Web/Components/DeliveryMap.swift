import FoodlyApp
import FoodlyCore
import FoodlyHTML
import Foundation

/// An order's way as a small map drawn on the server (inline SVG, no map tiles): the restaurant, the delivery
/// address, the courier while the order is on the way (never before or after), the line between them and the
/// distance left in words. It scales to its points (north up, at least `minimumSpanKm` across), so it reads the same
/// on a 320-pixel phone as on a desktop; the pins differ in shape and carry labels, so colour is never the only cue.
/// The checkout review draws the same map before there is an order: the restaurant and the address only.
struct DeliveryMap {
    /// Where the food comes from.
    let restaurant: Restaurant
    /// Where it goes.
    let destination: GeoPoint
    /// Where the courier is drawn: only while the order is picked up (never before or after).
    let courier: GeoPoint?

    /// The map of an order's way.
    init(details: OrderDetails) {
        restaurant = details.restaurant
        destination = details.order.destination
        courier = details.order.sharesCourierPosition ? details.courier?.location : nil
    }

    /// The map of a delivery not placed yet: the restaurant and the address.
    init(restaurant: Restaurant, destination: GeoPoint) {
        self.restaurant = restaurant
        self.destination = destination
        courier = nil
    }

    private static let width = 320.0
    private static let height = 180.0
    /// Room around the points for the pins and their labels.
    private static let padding = 34.0
    /// The shortest distance the map spans, so that near points do not sit at its edges.
    private static let minimumSpanKm = 0.8
    /// Labels longer than this are cut (with an ellipsis) so they stay inside the map.
    private static let labelLength = 28

    func render() -> Node {
        let restaurant = self.restaurant.location
        let home = destination
        let place = Self.projection(of: [restaurant, home] + (courier.map { [$0] } ?? []))
        let from = place(restaurant)
        let to = place(home)
        var shapes: [Node] = [
            SVGChart.shape("title", ["id": "map-title"], [.text("Map of your delivery")]),
            SVGChart.shape("desc", ["id": "map-desc"], [.text(description)]),
            SVGChart.shape(
                "rect", ["class": "map-land", "width": "320", "height": "180", "rx": "12"]),
        ]
        shapes += Self.streets()
        shapes.append(Self.line(from, to, class: courier == nil ? "map-route" : "map-route is-done"))
        if let courier {
            shapes.append(Self.line(place(courier), to, class: "map-route-left"))
        }
        shapes.append(Self.pin(at: from, kind: "map-restaurant", label: Self.cut(self.restaurant.name)))
        // The courier beneath the house, so that at the door the house still shows on the courier's dot.
        if let courier {
            shapes.append(Self.pin(at: place(courier), kind: "map-courier", label: "Courier", id: "map-courier"))
        }
        shapes.append(Self.pin(at: to, kind: "map-home", label: "You"))
        return Node.element("figure", [.class("card delivery-map"), .id("delivery-map")]) {
            Node.element(
                "svg",
                [
                    .class("map"), .attr("viewBox", "0 0 320 180"), .attr("width", "320"), .attr("height", "180"),
                    .role("img"), .aria("labelledby", "map-title map-desc"), .attr("focusable", "false"),
                ], shapes)
            Node.element("figcaption", [.class("map-distance"), .id("distance-left")]) { distanceText }
        }
    }

    /// The distance in words: what the courier has left, or the whole way before the pick-up.
    private var distanceText: String {
        if let courier {
            return "\(Self.kilometres(courier.roadDistanceKm(to: destination))) to go"
        }
        return "\(Self.kilometres(roadKm)) from the restaurant to you"
    }

    /// Road kilometres from the restaurant to the address.
    private var roadKm: Double {
        restaurant.location.roadDistanceKm(to: destination)
    }

    /// What the picture shows, for screen readers.
    private var description: String {
        let way = "\(restaurant.name) and your address"
        guard let courier else { return "\(way), \(Self.kilometres(roadKm)) apart by road." }
        return "\(way); your courier is \(Self.kilometres(courier.roadDistanceKm(to: destination))) from you by road."
    }

    /// "1.2 km", on one line.
    static func kilometres(_ value: Double) -> String {
        String(format: "%.1f\u{A0}km", max(0, value))
    }

    /// `name` cut to fit on the map.
    static func cut(_ name: String) -> String {
        name.count <= labelLength ? name : String(name.prefix(labelLength - 1)) + "…"
    }

    /// Where each point goes on the map: north up, east right, one scale for both axes (kilometres), centred.
    static func projection(of points: [GeoPoint]) -> (GeoPoint) -> (x: Double, y: Double) {
        projection(of: points, width: width, height: height, padding: padding, minimumSpanKm: minimumSpanKm)
    }

    /// The same projection onto a map of another size (the operators' city map).
    static func projection(
        of points: [GeoPoint], width: Double, height: Double, padding: Double, minimumSpanKm: Double
    ) -> (GeoPoint) -> (x: Double, y: Double) {
        let latitude = points.map(\.latitude).reduce(0, +) / Double(points.count)
        let kmPerLongitude = 111.32 * cos(latitude * .pi / 180)
        let kmPerLatitude = 110.574
        let xs = points.map { $0.longitude * kmPerLongitude }
        let ys = points.map { -$0.latitude * kmPerLatitude }
        let (minX, maxX, minY, maxY) = (xs.min() ?? 0, xs.max() ?? 0, ys.min() ?? 0, ys.max() ?? 0)
        let innerWidth = width - 2 * padding
        let innerHeight = height - 2 * padding
        let span = max(maxX - minX, (maxY - minY) * innerWidth / innerHeight, minimumSpanKm)
        let scale = innerWidth / span
        let centreX = (minX + maxX) / 2
        let centreY = (minY + maxY) / 2
        return { point in
            (
                width / 2 + (point.longitude * kmPerLongitude - centreX) * scale,
                height / 2 + (-point.latitude * kmPerLatitude - centreY) * scale
            )
        }
    }

    /// A faint street grid, so the picture reads as a map.
    private static func streets() -> [Node] {
        stride(from: 40.0, to: width, by: 40).map { x in
            SVGChart.shape(
                "line",
                ["class": "map-street", "x1": SVGChart.number(x), "y1": "0", "x2": SVGChart.number(x), "y2": "180"])
        }
            + stride(from: 45.0, to: height, by: 45).map { y in
                SVGChart.shape(
                    "line",
                    ["class": "map-street", "x1": "0", "y1": SVGChart.number(y), "x2": "320", "y2": SVGChart.number(y)]
                )
            }
    }

    private static func line(_ from: (x: Double, y: Double), _ to: (x: Double, y: Double), class name: String) -> Node {
        SVGChart.shape(
            "line",
            [
                "class": name, "x1": SVGChart.number(from.x), "y1": SVGChart.number(from.y),
                "x2": SVGChart.number(to.x), "y2": SVGChart.number(to.y),
            ])
    }

    /// A pin of `kind` (its shape comes from the kind) with its label above it, or below near the top edge (the
    /// courier's beside it, clear of the others' labels); the label's anchor keeps it inside the map near the sides.
    private static func pin(at point: (x: Double, y: Double), kind: String, label: String, id: String? = nil) -> Node {
        let mark: Node =
            switch kind {
            case "map-restaurant":
                SVGChart.shape("rect", ["x": "-8", "y": "-8", "width": "16", "height": "16", "rx": "3"])
            case "map-home":
                SVGChart.shape("path", ["d": "M-9 1 L0 -9 L9 1 L6 1 L6 8 L-6 8 L-6 1 Z"])
            default:
                SVGChart.shape("circle", ["r": "11"])
            }
        let beside = kind == "map-courier"
        let anchor =
            beside
            ? (point.x > width * 2 / 3 ? "end" : "start")
            : point.x < width / 3 ? "start" : point.x > width * 2 / 3 ? "end" : "middle"
        let labelX = beside ? (anchor == "end" ? -16.0 : 16) : anchor == "start" ? -10.0 : anchor == "end" ? 10.0 : 0
        let labelY = beside ? 5.0 : point.y < 40 ? 26.0 : -15.0
        var attributes: [Attribute] = [
            .class("map-pin \(kind)"),
            .attr("transform", "translate(\(SVGChart.number(point.x)) \(SVGChart.number(point.y)))"),
        ]
        if let id { attributes.append(.id(id)) }
        return Node.element(
            "g", attributes,
            [mark, SVGChart.text(label, x: labelX, y: labelY, anchor: anchor, class: "map-label")])
    }
}
