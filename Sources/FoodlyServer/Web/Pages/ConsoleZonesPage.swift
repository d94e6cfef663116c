import FoodlyApp
import FoodlyCore
import FoodlyHTML
import FoodlyShared
import Foundation

/// A restaurant's delivery zones in the console (`/admin/restaurants/{id}/zones`): a map of its radius and zones
/// (drawn on the server; north up, 1 km to scale), the zones in a table, and one form that replaces them from a
/// GeoJSON file, pasted GeoJSON or shapes drawn on the map (the script turns clicks into GeoJSON in the same text
/// area), with the fee and minimum for shapes that name none; and a form that removes them all.
struct ConsoleZonesPage {
    let console: ConsoleLayout
    let csrf: CSRF
    let restaurant: Restaurant
    /// The text area and defaults as typed, when a save was refused.
    var typed: (geojson: String, fee: String, minimum: String)?
    var issues: [FieldError] = []
    /// A refusal that is about no field, shown at the top of the form.
    var refusal: String?
    var notice: String?

    /// Map size in SVG units.
    static let size = 400.0

    static let notices = [
        "saved": "Zones saved: lists, search, the cart and checkout use them at once.",
        "cleared": "Zones removed: the restaurant delivers within its radius again.",
    ]

    func render() -> Node {
        console.page(
            title: "Delivery zones · \(restaurant.name)", section: .restaurants,
            content: [content()], backLink: "/admin/restaurants/\(restaurant.id.rawValue)")
    }

    /// Where `restaurant` delivers, in words: "within 5 km" or "in 2 zones".
    static func area(of restaurant: Restaurant) -> String {
        restaurant.zones.isEmpty
            ? "within \(ConsoleRestaurantsPage.km(restaurant.deliveryRadiusKm)) km"
            : "in " + Text.counted(restaurant.zones.count, "zone")
    }

    /// `issue` as the form shows it: a zone's (`zones[1].polygon[0]`) under the GeoJSON, named by the shape's place
    /// in the file ("Shape 2: …"), since the form has no field of its own for each zone.
    static func shown(_ issue: FieldError) -> FieldError {
        guard issue.field.hasPrefix("zones") else { return issue }
        var shown = issue
        shown.field = "geojson"
        if let index = Int(issue.field.dropFirst("zones[".count).prefix { $0.isNumber }) {
            shown.message = "Shape \(index + 1): " + issue.message
        }
        return shown
    }

    private var path: String { "/admin/restaurants/\(restaurant.id.rawValue)/zones" }

    private func content() -> Node {
        div(.class("stack")) {
            section(.class("card stack-sm"), .aria("labelledby", "zones-title")) {
                h2(.class("section-title"), .id("zones-title")) { "Delivers " + ConsoleZonesPage.area(of: restaurant) }
                if let notice { p(.class("notice"), .role("status"), .id("zones-notice")) { notice } }
                p(.class("muted")) {
                    "With zones, the restaurant delivers only inside them; the first zone that holds an address prices "
                        + "it (its fee whatever the distance, free from the restaurant's own threshold) and sets its "
                        + "minimum order. Without zones it delivers within its radius at its own fees."
                }
                map()
                table()
            }
            saveForm()
            if !restaurant.zones.isEmpty { clearForm() }
        }
    }

    /// Where `point` falls on the map: km east and south of the restaurant, scaled so the farthest of the radius
    /// and the zones fits with a margin.
    private var projection: (GeoPoint) -> (x: Double, y: Double) {
        let centre = restaurant.location
        let extent = max(restaurant.deliveryRadiusKm, restaurant.reachKm, 0.5) * 1.1
        let scale = ConsoleZonesPage.size / 2 / extent
        let kmPerDegreeLongitude = 111.32 * cos(centre.latitude * .pi / 180)
        return { point in
            (
                ConsoleZonesPage.size / 2 + (point.longitude - centre.longitude) * kmPerDegreeLongitude * scale,
                ConsoleZonesPage.size / 2 - (point.latitude - centre.latitude) * 110.574 * scale
            )
        }
    }

    private func map() -> Node {
        let project = projection
        let centre = project(restaurant.location)
        let edge = project(
            GeoPoint(
                latitude: restaurant.location.latitude + restaurant.deliveryRadiusKm / 110.574,
                longitude: restaurant.location.longitude))
        let radius = centre.y - edge.y
        var children: [Node] = [
            SVGChart.shape(
                "rect", ["class": "zone-map-ground", "width": "400", "height": "400"]),
            SVGChart.shape(
                "circle",
                [
                    "class": restaurant.zones.isEmpty ? "zone-radius zone-radius-used" : "zone-radius",
                    "cx": SVGChart.number(centre.x), "cy": SVGChart.number(centre.y),
                    "r": SVGChart.number(radius),
                ]),
        ]
        for (number, zone) in restaurant.zones.enumerated() {
            let rings = zone.polygon.map { ring in
                "M"
                    + ring.map { position -> String in
                        let at = project(GeoPoint(latitude: position[1], longitude: position[0]))
                        return SVGChart.number(at.x) + " " + SVGChart.number(at.y)
                    }.joined(separator: " L") + " Z"
            }
            let corners = (zone.polygon.first ?? []).dropLast().map {
                project(GeoPoint(latitude: $0[1], longitude: $0[0]))
            }
            let middle = corners.reduce((x: 0.0, y: 0.0)) { ($0.x + $1.x, $0.y + $1.y) }
            let count = Double(max(1, corners.count))
            children.append(
                SVGChart.shape(
                    "path",
                    [
                        "class": "zone-shape zone-shape-\(number % 4)", "d": rings.joined(separator: " "),
                        "fill-rule": "evenodd",
                    ],
                    [Node.element("title", [], [.text(zone.name)])]))
            children.append(SVGChart.text(zone.name, x: middle.x / count, y: middle.y / count, class: "zone-label"))
        }
        children.append(
            SVGChart.shape(
                "circle",
                [
                    "class": "zone-restaurant", "cx": SVGChart.number(centre.x), "cy": SVGChart.number(centre.y),
                    "r": "5",
                ]))
        let label =
            "Map of \(restaurant.name)'s delivery area: "
            + (restaurant.zones.isEmpty
                ? "a circle of \(ConsoleRestaurantsPage.km(restaurant.deliveryRadiusKm)) km"
                : restaurant.zones.map(\.name).joined(separator: ", "))
        let inverse = inverseProjection
        return Node.element(
            "svg",
            [
                .id("zone-map"), .class("zone-map"), .attr("viewBox", "0 0 400 400"), .attr("width", "400"),
                .attr("height", "400"), .role("img"), .aria("label", label), .attr("focusable", "false"),
                .data("origin", "\(inverse.longitude) \(inverse.latitude)"),
                .data("per-unit", "\(inverse.longitudePerUnit) \(inverse.latitudePerUnit)"),
            ], children)
    }

    /// What the drawing script needs to turn a point of the map back into a position: the longitude and latitude at
    /// the map's top left and the degrees per SVG unit.
    private var inverseProjection:
        (longitude: Double, latitude: Double, longitudePerUnit: Double, latitudePerUnit: Double)
    {
        let project = projection
        let centre = restaurant.location
        let east = project(GeoPoint(latitude: centre.latitude, longitude: centre.longitude + 0.01))
        let north = project(GeoPoint(latitude: centre.latitude + 0.01, longitude: centre.longitude))
        let longitudePerUnit = 0.01 / (east.x - ConsoleZonesPage.size / 2)
        let latitudePerUnit = 0.01 / (ConsoleZonesPage.size / 2 - north.y)
        return (
            centre.longitude - ConsoleZonesPage.size / 2 * longitudePerUnit,
            centre.latitude + ConsoleZonesPage.size / 2 * latitudePerUnit, longitudePerUnit, latitudePerUnit
        )
    }

    private func table() -> Node {
        guard !restaurant.zones.isEmpty else {
            return p(.class("muted"), .id("zones-empty")) { "No zones yet: the dashed circle is its radius." }
        }
        return div(.class("table-scroll")) {
            FoodlyHTML.table(.class("data-table"), .id("zones-table")) {
                Node.element("caption") { "Tried in this order" }
                thead {
                    tr {
                        th(.attr("scope", "col")) { "Zone" }
                        th(.attr("scope", "col")) { "Delivery fee" }
                        th(.attr("scope", "col")) { "Minimum order" }
                        th(.attr("scope", "col")) { "Shape" }
                    }
                }
                tbody {
                    for zone in restaurant.zones {
                        tr {
                            th(.attr("scope", "row")) { zone.name }
                            td { Money.format(zone.deliveryFee) }
                            td { Money.format(zone.minimumOrder) }
                            td {
                                Text.counted((zone.polygon.first?.count ?? 1) - 1, "corner")
                                if zone.polygon.count > 1 { ", " + Text.counted(zone.polygon.count - 1, "hole") }
                            }
                        }
                    }
                }
            }
            p { a(.href(path + ".geojson"), .attr("download", "zones.geojson")) { "Download as GeoJSON" } }
        }
    }

    private func saveForm() -> Node {
        let fields = FormField(issues: issues)
        let geojson =
            typed?.geojson
            ?? (restaurant.zones.isEmpty ? "" : String(decoding: ZoneGeoJSON.document(restaurant.zones), as: UTF8.self))
        return section(.class("card stack-sm"), .id("zones-form"), .aria("labelledby", "zones-form-title")) {
            h2(.class("section-title"), .id("zones-form-title")) { "Replace the zones" }
            form(
                .class("form"), .method("post"), .action(path + "#zones-form"), .attr("enctype", "multipart/form-data"),
                .data("busy", "Saving…"), .data("zone-form", "")
            ) {
                FormField.csrf(csrf.token)
                fields.summary(extra: refusal.map { [$0] } ?? [])
                div(.class("zone-draw"), .data("zone-draw", "")) {}
                fields.input(
                    "file", label: "GeoJSON file", value: nil, type: "file",
                    hint: "Polygons and multipolygons; each feature's properties may give name, deliveryFee and "
                        + "minimumOrder in cents.",
                    extra: [.attr("accept", ".geojson,.json,application/geo+json,application/json")])
                fields.textarea(
                    "geojson", label: "Or GeoJSON", value: geojson, maxLength: 1_000_000, rows: 6,
                    hint: "Used when no file is chosen. Shapes drawn on the map are added here.")
                fields.input(
                    "deliveryFee", label: "Fee for shapes without one ($)",
                    value: typed?.fee ?? Money.decimal(restaurant.fees.deliveryBase), type: "number",
                    extra: [.attr("step", "0.01"), .attr("min", "0")])
                fields.input(
                    "minimumOrder", label: "Minimum for shapes without one ($)",
                    value: typed?.minimum ?? Money.decimal(restaurant.fees.minimumOrder), type: "number",
                    extra: [.attr("step", "0.01"), .attr("min", "0")])
                button(.type("submit"), .class("btn btn-primary"), .id("save-zones")) { "Save zones" }
            }
        }
    }

    private func clearForm() -> Node {
        form(.class("form"), .method("post"), .action(path + "/clear"), .data("busy", "Removing…")) {
            FormField.csrf(csrf.token)
            button(.type("submit"), .class("btn btn-secondary"), .id("clear-zones")) {
                "Remove all zones (use the radius)"
            }
        }
    }
}
