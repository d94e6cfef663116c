import FoodlyShared

/// Whether a zone's edges cross: a polygon drawn over itself (a bow tie), or a hole that crosses or touches the
/// outline or another hole, has no one inside the even–odd rule would name for people, so it is refused.
extension DeliveryZone {
    /// Where two edges of `polygon` that are not neighbours on one ring meet (cross, touch or overlap), as a
    /// `[longitude, latitude]`; nil when none do. Edges are taken in order of their western end and each is tested
    /// only against the edges still open at that longitude, so a drawn shape costs about its edge count; the worst
    /// case (every edge spanning every other's longitudes) is bounded by `maxPositions` (under 125,000 pairs).
    public static func crossing(in polygon: [[[Double]]]) -> [Double]? {
        struct Edge {
            let ring: Int
            let index: Int
            let count: Int
            let a: (x: Double, y: Double)
            let b: (x: Double, y: Double)
            var minX: Double { min(a.x, b.x) }
            var maxX: Double { max(a.x, b.x) }
        }
        var edges: [Edge] = []
        for (ring, positions) in polygon.enumerated() where positions.count >= 4 {
            let count = positions.count - 1
            for index in 0..<count {
                let (p, q) = (positions[index], positions[index + 1])
                guard p.count == 2, q.count == 2 else { continue }
                edges.append(Edge(ring: ring, index: index, count: count, a: (p[0], p[1]), b: (q[0], q[1])))
            }
        }
        edges.sort { $0.minX < $1.minX }
        var open: [Edge] = []
        for edge in edges {
            open.removeAll { $0.maxX < edge.minX }
            for other in open where !neighbours(edge, other) {
                if let point = meeting(edge.a, edge.b, other.a, other.b) { return point }
            }
            open.append(edge)
        }
        return nil

        func neighbours(_ e: Edge, _ f: Edge) -> Bool {
            e.ring == f.ring && (abs(e.index - f.index) == 1 || abs(e.index - f.index) == e.count - 1)
        }
    }

    /// A point where segments pq and rs meet, or nil.
    private static func meeting(
        _ p: (x: Double, y: Double), _ q: (x: Double, y: Double), _ r: (x: Double, y: Double),
        _ s: (x: Double, y: Double)
    ) -> [Double]? {
        func turn(_ a: (x: Double, y: Double), _ b: (x: Double, y: Double), _ c: (x: Double, y: Double)) -> Double {
            (b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x)
        }
        func within(_ a: (x: Double, y: Double), _ b: (x: Double, y: Double), _ c: (x: Double, y: Double)) -> Bool {
            min(a.x, b.x) <= c.x && c.x <= max(a.x, b.x) && min(a.y, b.y) <= c.y && c.y <= max(a.y, b.y)
        }
        let (d1, d2, d3, d4) = (turn(r, s, p), turn(r, s, q), turn(p, q, r), turn(p, q, s))
        if ((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0)) {
            let t = d1 / (d1 - d2)
            return [p.x + t * (q.x - p.x), p.y + t * (q.y - p.y)]
        }
        if d1 == 0 && within(r, s, p) { return [p.x, p.y] }
        if d2 == 0 && within(r, s, q) { return [q.x, q.y] }
        if d3 == 0 && within(p, q, r) { return [r.x, r.y] }
        if d4 == 0 && within(p, q, s) { return [s.x, s.y] }
        return nil
    }
}
