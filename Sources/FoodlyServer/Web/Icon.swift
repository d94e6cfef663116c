import FoodlyHTML
import FoodlyShared

/// The app's line icons, drawn for Foodly on a 24 × 24 grid and inlined as SVG so they take the text colour.
///
/// Every icon is decorative (`aria-hidden`): the link or button around it carries the text or
/// `aria-label`. The SVG is built with the HTML builder from constant path data, so no raw markup is
/// needed, and it uses presentation attributes only (the Content-Security-Policy forbids inline styles).
enum Icon: String, CaseIterable {
    case home, search, orders, diary, profile, back, leaf, flame, bag, pin, courier, scooter, car, kitchen, heart,
        console
    case chilli

    /// The icon of how a courier travels: a bicycle, a scooter or a car.
    static func vehicle(_ vehicle: Vehicle) -> Icon {
        switch vehicle {
        case .bicycle: .courier
        case .scooter: .scooter
        case .car: .car
        }
    }

    /// The path data of the icon's strokes.
    private var paths: [String] {
        switch self {
        case .home:
            ["M3.5 10.5 12 3.5l8.5 7", "M5.5 9v10.5a1 1 0 0 0 1 1H10v-6h4v6h3.5a1 1 0 0 0 1-1V9"]
        case .search:
            ["M4 11a7 7 0 1 0 14 0a7 7 0 1 0-14 0", "m16.2 16.2 4.3 4.3"]
        case .orders:
            ["M6 3.5h12v17l-3-2-3 2-3-2-3 2z", "M9 8.5h6", "M9 12h6", "M9 15.5h3"]
        case .diary:
            ["M6 3.5h11.5a1 1 0 0 1 1 1v15a1 1 0 0 1-1 1H6z", "M9.5 3.5v17", "M12.5 8.5h3", "M12.5 12h3"]
        case .profile:
            ["M8 8a4 4 0 1 0 8 0a4 4 0 1 0-8 0", "M4 20.5a8 8 0 0 1 16 0"]
        case .back:
            ["M15 5l-7 7 7 7"]
        case .leaf:
            ["M4.5 19.5c0-9 5.5-15 15-15 0 9.5-5.5 15-15 15z", "M4.5 19.5 13 11"]
        case .flame:
            [
                "M12 3c1 2.5 3 4 4.5 6 1.1 1.5 1.5 3 1.5 4.5a6 6 0 0 1-12 0c0-2 .8-3.7 2-5 .3 1.6 1.2 2.6 2.5 3 0-3.4.6-6 1.5-8.5z",
                "M12 19.5a2.2 2.2 0 0 1-2.2-2.2c0-1.3 1-2.2 2.2-3.6 1.2 1.4 2.2 2.3 2.2 3.6a2.2 2.2 0 0 1-2.2 2.2z",
            ]
        case .bag:
            ["M5 8h14l-1 12.5H6z", "M9 10V7a3 3 0 0 1 6 0v3"]
        case .pin:
            [
                "M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0c0 5.3-7 11.5-7 11.5z",
                "M9.5 9.5a2.5 2.5 0 1 0 5 0a2.5 2.5 0 1 0-5 0",
            ]
        case .courier:
            [
                "M2.5 16.5a3.5 3.5 0 1 0 7 0a3.5 3.5 0 1 0-7 0", "M14.5 16.5a3.5 3.5 0 1 0 7 0a3.5 3.5 0 1 0-7 0",
                "M6 16.5 9.5 9h6l2.5 7.5", "M12.5 16.5 9.5 9", "M14 5.5h2.5l-1 3.5",
            ]
        case .scooter:
            [
                "M2.5 17.5a2 2 0 1 0 4 0a2 2 0 1 0-4 0", "M17.5 17.5a2 2 0 1 0 4 0a2 2 0 1 0-4 0", "M4.5 17.5h10.5",
                "M15 17.5 17.5 5.5", "M16 5.5h3.5",
            ]
        case .car:
            [
                "M3.5 16.5v-4l2.5-6h12l2.5 6v4z", "M3.5 12.5h17", "M6.5 16.5v2.5", "M17.5 16.5v2.5", "M7 14.5h1",
                "M16 14.5h1",
            ]
        case .kitchen:
            ["M6 11a6 6 0 0 1 12 0z", "M4 11h16", "M5 14.5h14", "M7 14.5v5h10v-5", "M12 3.5v1.5"]
        case .heart:
            ["M12 20s-8-4.9-8-10.6A4.4 4.4 0 0 1 12 6.9a4.4 4.4 0 0 1 8 2.5C20 15.1 12 20 12 20z"]
        case .console:
            ["M4 4h7v7H4z", "M13 4h7v4h-7z", "M13 10h7v10h-7z", "M4 13h7v7H4z"]
        case .chilli:
            [
                "M15 7.5c2.6 1 3.6 4.2 2 7.2-1.8 3.4-6 5.8-11.5 5.8 3-1.6 5-4 6-7 .8-2.5 1.4-4.9 3.5-6z",
                "M15 7.5c0-2 1.2-3.3 3-3.5",
            ]
        }
    }

    /// The icon as a decorative inline `<svg>`, 24 px unless CSS sizes `.icon` otherwise.
    func node(class extraClass: String? = nil) -> Node {
        let className = extraClass.map { "icon " + $0 } ?? "icon"
        let strokes = paths.map { Node.element("path", [.attr("d", $0)]) }
        return Node.element(
            "svg",
            [
                .class(className), .attr("viewBox", "0 0 24 24"), .attr("width", "24"), .attr("height", "24"),
                .attr("fill", "none"), .attr("stroke", "currentColor"), .attr("stroke-width", "2"),
                .attr("stroke-linecap", "round"), .attr("stroke-linejoin", "round"), .aria("hidden", "true"),
                .attr("focusable", "false"),
            ],
            strokes)
    }

    /// The Foodly mark: a white leaf on a green rounded square, decorative.
    static func logo(class extraClass: String = "logo") -> Node {
        Node.element(
            "svg",
            [
                .class(extraClass), .attr("viewBox", "0 0 32 32"), .attr("width", "32"), .attr("height", "32"),
                .aria("hidden", "true"), .attr("focusable", "false"),
            ],
            [
                Node.element(
                    "rect", [.attr("width", "32"), .attr("height", "32"), .attr("rx", "9"), .attr("fill", "#15803d")]),
                Node.element(
                    "path",
                    [
                        .attr("d", "M9 23c0-8.6 5.4-14 15-14 0 9.6-5.4 15-13.6 15z"), .attr("fill", "#fff"),
                    ]),
                Node.element(
                    "path",
                    [
                        .attr("d", "M9.5 22.5 18 14"), .attr("fill", "none"), .attr("stroke", "#15803d"),
                        .attr("stroke-width", "2"), .attr("stroke-linecap", "round"),
                    ]),
            ])
    }
}
