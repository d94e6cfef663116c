import FoodlyCore
import Testing

@Suite("Area grid: who may deliver to a point")
struct AreaGridTests {
    /// Brute force says which areas cover each point; the grid's candidates must include all of them.
    @Test(arguments: [
        GeoPoint(latitude: 37.78, longitude: -122.41),  // a city
        GeoPoint(latitude: -16.8, longitude: 179.99),  // the antimeridian
        GeoPoint(latitude: 89.5, longitude: 10),  // near the North Pole, where boxes are wide
        GeoPoint(latitude: 0, longitude: 0),
    ])
    func candidatesIncludeEveryAreaThatCoversThePoint(around centre: GeoPoint) {
        var random = SplitMix(seed: 7)
        let areas = (0..<400).map { _ in
            (
                centre: GeoPoint(
                    latitude: min(90, max(-90, centre.latitude + random.next(in: -0.15...0.15))),
                    longitude: wrap(centre.longitude + random.next(in: -0.2...0.2))),
                radiusKm: random.next(in: 0.1...8)
            )
        }
        let grid = AreaGrid(areas: areas)
        var covered = 0
        for _ in 0..<400 {
            let point = GeoPoint(
                latitude: min(90, max(-90, centre.latitude + random.next(in: -0.15...0.15))),
                longitude: wrap(centre.longitude + random.next(in: -0.2...0.2)))
            let candidates = Set(grid.candidates(at: point).map(Int.init))
            for (number, area) in areas.enumerated() where area.centre.distanceKm(to: point) <= area.radiusKm {
                covered += 1
                #expect(candidates.contains(number), "area \(number) covers \(point) but is not a candidate")
            }
            #expect(candidates.count <= areas.count)
        }
        #expect(covered > 100, "the sample should exercise many covering areas")
    }

    @Test func aPointFarFromEveryAreaHasNoCandidates() {
        let grid = AreaGrid(areas: [(GeoPoint(latitude: 37.78, longitude: -122.41), 5)])
        #expect(Array(grid.candidates(at: GeoPoint(latitude: 40.71, longitude: -74.0))).isEmpty)
        #expect(Array(grid.candidates(at: GeoPoint(latitude: 37.78, longitude: -122.41))) == [0])
    }

    @Test func numbersFarApartInOneCellComeBackExactly() {
        // Areas 0, 40,000, 40,001 and 110,000 cover one point (gaps of one unit, two, one and two); the rest lie
        // far away.
        let here = GeoPoint(latitude: 37.78, longitude: -122.41)
        let there = GeoPoint(latitude: -33.87, longitude: 151.21)
        let areas = (0..<110_001).map { number in
            (centre: [0, 40_000, 40_001, 110_000].contains(number) ? here : there, radiusKm: 1.0)
        }
        let grid = AreaGrid(areas: areas)
        #expect(Array(grid.candidates(at: here)) == [0, 40_000, 40_001, 110_000])
        #expect(Array(grid.candidates(at: there)).count == 110_001 - 4)
    }

    @Test func candidatesAreFewComparedWithTheCatalog() {
        // 10,000 areas of 3–6 km spread over 100 × 100 km: a point sees about the areas whose box holds it.
        var random = SplitMix(seed: 11)
        let areas = (0..<10_000).map { _ in
            (
                centre: GeoPoint(
                    latitude: 37.3 + random.next(in: 0...0.9), longitude: -122.9 + random.next(in: 0...1.1)),
                radiusKm: random.next(in: 3...6)
            )
        }
        let grid = AreaGrid(areas: areas)
        let count = Array(grid.candidates(at: GeoPoint(latitude: 37.75, longitude: -122.35))).count
        #expect(count > 20 && count < 400)
    }

    private func wrap(_ longitude: Double) -> Double {
        longitude > 180 ? longitude - 360 : longitude < -180 ? longitude + 360 : longitude
    }
}

/// A tiny deterministic random source for property tests.
struct SplitMix {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next(in range: ClosedRange<Double>) -> Double {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        z ^= z >> 31
        return range.lowerBound + Double(z >> 11) / Double(1 << 53) * (range.upperBound - range.lowerBound)
    }
}
