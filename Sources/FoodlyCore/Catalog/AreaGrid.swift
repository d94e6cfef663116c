import Foundation

/// A fixed grid over the globe that answers "which delivery areas may cover this point?" without scanning them.
///
/// Each area is entered, by its bounding box, into every cell the box touches (longitudes wrap, so areas that
/// cross the antimeridian need no special case). A point's cell then lists a small superset of the areas that
/// cover it; the caller keeps those whose exact distance test passes. Immutable once built.
public struct AreaGrid: Sendable {
    /// Cell edge in degrees: about 2.2 km north–south, so a typical 3–6 km delivery area spans a few dozen cells.
    static let cellDegrees = 0.02
    /// Cells around a parallel.
    static let columns = Int((360 / cellDegrees).rounded())
    /// Parallels of cells from pole to pole.
    static let rows = Int((180 / cellDegrees).rounded())

    /// Cell key → where its members start and end in `members`.
    private let cells: [Int: Range<Int>]
    /// Area numbers, grouped by cell, ascending within a cell.
    private let members: [Int32]

    /// Indexes circles given by centre and radius; area numbers are positions in `areas`.
    public init(areas: [(centre: GeoPoint, radiusKm: Double)]) {
        precondition(areas.count < Int(Int32.max), "Too many areas for one grid.")
        var lists: [Int: [Int32]] = [:]
        for (number, area) in areas.enumerated() {
            let box = area.centre.boundingBox(radiusKm: area.radiusKm)
            let firstRow = AreaGrid.row(box.minLatitude)
            let lastRow = AreaGrid.row(box.maxLatitude)
            let firstColumn = Int((box.minLongitude / AreaGrid.cellDegrees).rounded(.down))
            let lastColumn = min(
                Int((box.maxLongitude / AreaGrid.cellDegrees).rounded(.down)), firstColumn + AreaGrid.columns - 1)
            for row in firstRow...lastRow {
                for column in firstColumn...lastColumn {
                    lists[AreaGrid.key(row: row, column: column), default: []].append(Int32(number))
                }
            }
        }
        var cells: [Int: Range<Int>] = [:]
        var members: [Int32] = []
        members.reserveCapacity(lists.values.reduce(0) { $0 + $1.count })
        for (key, list) in lists {
            cells[key] = members.count..<(members.count + list.count)
            members += list
        }
        self.cells = cells
        self.members = members
    }

    /// Area numbers whose bounding box holds `point`, ascending: every area that covers it, and a few that do not.
    public func candidates(at point: GeoPoint) -> ArraySlice<Int32> {
        let column = Int((point.longitude / AreaGrid.cellDegrees).rounded(.down))
        guard let range = cells[AreaGrid.key(row: AreaGrid.row(point.latitude), column: column)] else { return [] }
        return members[range]
    }

    /// The row of a latitude, clamped to the poles.
    private static func row(_ latitude: Double) -> Int {
        min(rows - 1, max(0, Int(((latitude + 90) / cellDegrees).rounded(.down))))
    }

    /// One number per cell; columns wrap around the globe.
    private static func key(row: Int, column: Int) -> Int {
        let wrapped = ((column % columns) + columns) % columns
        return row * columns + wrapped
    }
}
