import FoodlyCore

/// Who delivers where, kept current in place: the area grid of the last whole build, and the restaurants added or
/// whose area changed since (few: areas change rarely), which every lookup also offers. `CatalogCache` rebuilds the
/// grid off the request path when it compacts the search index.
struct DeliveryAreas: Sendable {
    private var grid: AreaGrid
    /// Restaurants whose grid entry is missing or out of date, offered to every lookup, with the catalog version
    /// of their move.
    private var moved: [Int32: Int] = [:]

    /// Indexes circles given by centre and radius; area numbers are positions in `areas`.
    init(areas: [(centre: GeoPoint, radiusKm: Double)]) {
        grid = AreaGrid(areas: areas)
    }

    /// Whether more than `limit` restaurants are offered to every lookup, so that a new grid should be built.
    func needsCompaction(limit: Int) -> Bool { moved.count > limit }

    /// Notes that restaurant `number` is new or delivers to a different area since catalog `version`.
    mutating func move(_ number: Int, at version: Int) {
        moved[Int32(number)] = version
    }

    /// These areas with `grid`, built from the restaurants of catalog `version`: later moves stay.
    func compacted(grid: AreaGrid, builtAt version: Int) -> DeliveryAreas {
        var next = self
        next.grid = grid
        next.moved = moved.filter { $0.value > version }
        return next
    }

    /// Calls `body` with every restaurant number that may deliver to `point` (a superset: the caller checks the
    /// distance), each once.
    func forEachCandidate(at point: GeoPoint, _ body: (Int) -> Void) {
        if moved.isEmpty {
            for number in grid.candidates(at: point) { body(Int(number)) }
            return
        }
        for number in grid.candidates(at: point) where moved[number] == nil { body(Int(number)) }
        for number in moved.keys { body(Int(number)) }
    }
}
