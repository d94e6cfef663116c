import FoodlyCore
import FoodlyStore

/// Where the regions a process does not hold deliver, in an area grid: names the region serving a point in a few
/// microseconds, without asking the database.
struct RegionCoverage: Sendable {
    private let grid: AreaGrid
    private let places: [GreatCirclePoint]
    private let radii: [Double]
    /// Each area's region, by number in `names`.
    private let regions: [Int32]
    private let names: [String]

    /// Indexes `areas`.
    init(_ areas: [RegionArea]) {
        grid = AreaGrid(areas: areas.map { ($0.centre, $0.radiusKm) })
        places = areas.map { GreatCirclePoint($0.centre) }
        radii = areas.map(\.radiusKm)
        var numbers: [String: Int32] = [:]
        var names: [String] = []
        regions = areas.map { area in
            if let number = numbers[area.region] { return number }
            numbers[area.region] = Int32(names.count)
            names.append(area.region)
            return Int32(names.count - 1)
        }
        self.names = names
    }

    /// The region with the most restaurants delivering to `point` (the first by name on a tie); nil when none does.
    func region(serving point: GeoPoint) -> String? {
        let origin = GreatCirclePoint(point)
        var counts: [Int32: Int] = [:]
        for number in grid.candidates(at: point) where origin.distanceKm(to: places[Int(number)]) <= radii[Int(number)]
        {
            counts[regions[Int(number)], default: 0] += 1
        }
        return counts.map { (name: names[Int($0.key)], count: $0.value) }
            .max { ($0.count, $1.name) < ($1.count, $0.name) }?.name
    }
}
