import FoodlyShared

/// A restaurant's delivery zones made ready for many containment tests: every zone's bounding box and every ring's
/// corners in flat arrays read by index, so a test copies and retains nothing. The one place the containment rule is
/// written (`DeliveryZone`: even–odd over every ring, edges straight in longitude/latitude, a point on an edge or a
/// corner inside). A class, shared by
/// every snapshot that holds the restaurant unchanged.
public final class ZoneShapes: Sendable {
    /// Each zone's box: minimum longitude, maximum longitude, minimum latitude, maximum latitude.
    private let boxes: [Double]
    /// Longitude, latitude, longitude, … of every ring of every zone, one after the other.
    private let corners: [Double]
    /// Where each ring ends in `corners` (an index past its last longitude).
    private let ringEnds: [Int]
    /// Where each zone's rings end in `ringEnds`.
    private let zoneEnds: [Int]
    /// Each zone's fee and minimum order.
    private let terms: [(deliveryFee: Int, minimumOrder: Int)]

    /// Prepares `zones`, in their order.
    public init(_ zones: [DeliveryZone]) {
        var boxes: [Double] = []
        var corners: [Double] = []
        var ringEnds: [Int] = []
        var zoneEnds: [Int] = []
        for zone in zones {
            let outline = (zone.polygon.first ?? []).filter { $0.count == 2 }
            let longitudes = outline.map { $0[0] }
            let latitudes = outline.map { $0[1] }
            boxes += [longitudes.min() ?? 0, longitudes.max() ?? 0, latitudes.min() ?? 0, latitudes.max() ?? 0]
            for ring in zone.polygon where ring.count >= 4 {
                for position in ring where position.count == 2 { corners += position }
                ringEnds.append(corners.count)
            }
            zoneEnds.append(ringEnds.count)
        }
        self.boxes = boxes
        self.corners = corners
        self.ringEnds = ringEnds
        self.zoneEnds = zoneEnds
        terms = zones.map { ($0.deliveryFee, $0.minimumOrder) }
    }

    /// The position of the first zone that holds `point`, or nil.
    public func first(containing point: GeoPoint) -> Int? {
        let (x, y) = (point.longitude, point.latitude)
        var ring = 0
        for zone in zoneEnds.indices {
            let box = zone * 4
            let rings = ring..<zoneEnds[zone]
            ring = zoneEnds[zone]
            guard x >= boxes[box], x <= boxes[box + 1], y >= boxes[box + 2], y <= boxes[box + 3] else { continue }
            var inside = false
            for number in rings {
                let end = ringEnds[number]
                var index = number == 0 ? 0 : ringEnds[number - 1]
                var previous = end - 2
                while index < end {
                    let (x1, y1, x2, y2) = (
                        corners[previous], corners[previous + 1], corners[index], corners[index + 1]
                    )
                    // Most edges lie wholly above or below the point's parallel: one pair of comparisons each.
                    if min(y1, y2) <= y && y <= max(y1, y2) {
                        // On the edge (or a corner): inside, whatever the crossings say.
                        if (x2 - x1) * (y - y1) == (y2 - y1) * (x - x1), min(x1, x2) <= x, x <= max(x1, x2) {
                            return zone
                        }
                        if (y1 > y) != (y2 > y) && x < (x2 - x1) * (y - y1) / (y2 - y1) + x1 { inside.toggle() }
                    }
                    previous = index
                    index += 2
                }
            }
            if inside { return zone }
        }
        return nil
    }

    /// The fees of a delivery to `point`: the first zone's flat fee and minimum, free from `base`'s threshold; nil
    /// when no zone holds it.
    public func fees(at point: GeoPoint, base: DeliveryFees) -> DeliveryFees? {
        first(containing: point).map { zone in
            DeliveryFees(
                deliveryBase: terms[zone].deliveryFee, deliveryPerKm: 0, freeDeliveryOver: base.freeDeliveryOver,
                minimumOrder: terms[zone].minimumOrder)
        }
    }
}
