import Foundation

extension AddressIndex {
    /// The address nearest to `point` within `radiusKm` (at most 5 km), for "Use my location"; nil when there
    /// is none that close.
    public func nearest(to point: GeoPoint, withinKm radiusKm: Double = 1) -> Match? {
        guard point.latitude.isFinite, point.longitude.isFinite, abs(point.latitude) < 89 else { return nil }
        let radiusKm = min(max(radiusKm, 0), 5)
        let origin = FlatPoint(point)
        let row = Int64((point.latitude / Self.cellDegrees).rounded(.down))
        let column = Int64((point.longitude / Self.cellDegrees).rounded(.down))
        // A degree of latitude is about 111 km; a cell is narrower east–west by the cosine of the latitude.
        let kmPerCell = 111.19 * Self.cellDegrees * max(origin.scale, 0.01)
        let rings = Int64((radiusKm / kmPerCell).rounded(.up)) + 1
        var best: (index: Int, distance: Double)?
        for ring in 0...rings {
            // Every point of ring `ring` is at least `ring - 1` cells away.
            if let best, Double(ring - 1) * kmPerCell / 111.19 > best.distance { break }
            for dRow in -ring...ring {
                for dColumn in -ring...ring where max(abs(dRow), abs(dColumn)) == ring {
                    for index in cells[Self.cell(row: row + dRow, column: column + dColumn)] ?? [] {
                        let distance = origin.distance(to: entries[Int(index)])
                        if distance < best?.distance ?? .infinity { best = (Int(index), distance) }
                    }
                }
            }
        }
        guard let best else { return nil }
        let entry = entries[best.index]
        let km = point.distanceKm(to: GeoPoint(latitude: entry.latitude, longitude: entry.longitude))
        guard km <= radiusKm else { return nil }
        return Match(address: address(best.index), distanceKm: km, cost: 0, approximate: false)
    }
}
