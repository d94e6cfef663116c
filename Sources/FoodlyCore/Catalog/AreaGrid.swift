import Foundation

/// A fixed grid over the globe that answers "which delivery areas may cover this point?" without scanning them.
///
/// Each area is entered, by its bounding box, into every cell the box touches (longitudes wrap, so areas that
/// cross the antimeridian need no special case). A point's cell then lists a small superset of the areas that
/// cover it; the caller keeps those whose exact distance test passes. Immutable once built. A cell's numbers are
/// kept as the gaps between them, one `UInt16` each below 32,768 (two above): half the memory of the numbers
/// themselves (at 100,000 restaurants, about 3 million entries).
public struct AreaGrid: Sendable {
    /// Cell edge in degrees: about 2.2 km north–south, so a typical 3–6 km delivery area spans a few dozen cells.
    static let cellDegrees = 0.02
    /// Cells around a parallel.
    static let columns = Int((360 / cellDegrees).rounded())
    /// Parallels of cells from pole to pole.
    static let rows = Int((180 / cellDegrees).rounded())

    /// Cell key → where its members start and end in `members`.
    private let cells: [Int: Range<Int>]
    /// Area numbers, grouped by cell, ascending within a cell, as gaps from the one before (`Candidates`).
    private let members: [UInt16]

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
        var members: [UInt16] = []
        members.reserveCapacity(lists.values.reduce(0) { $0 + $1.count })
        for (key, list) in lists {
            let start = members.count
            var last: Int32 = -1
            for number in list {
                let gap = number - last
                if gap < 0x8000 {
                    members.append(UInt16(gap))
                } else {
                    members.append(0x8000 | UInt16(gap >> 16))
                    members.append(UInt16(truncatingIfNeeded: gap))
                }
                last = number
            }
            cells[key] = start..<members.count
        }
        self.cells = cells
        self.members = members
    }

    /// Area numbers whose bounding box holds `point`, ascending: every area that covers it, and a few that do not.
    public func candidates(at point: GeoPoint) -> Candidates {
        let column = Int((point.longitude / AreaGrid.cellDegrees).rounded(.down))
        let range = cells[AreaGrid.key(row: AreaGrid.row(point.latitude), column: column)] ?? 0..<0
        return Candidates(gaps: members[range])
    }

    /// The area numbers of one cell, ascending, read from their gaps: a gap below 32,768 is one unit, a larger
    /// one two (the first with its top bit set holds the high bits).
    public struct Candidates: Sequence, IteratorProtocol {
        private var gaps: ArraySlice<UInt16>
        private var last: Int32 = -1

        fileprivate init(gaps: ArraySlice<UInt16>) {
            self.gaps = gaps
        }

        /// The next number, or nil after the last.
        public mutating func next() -> Int32? {
            guard let unit = gaps.popFirst() else { return nil }
            let gap = unit < 0x8000 ? Int32(unit) : Int32(unit & 0x7FFF) << 16 | Int32(gaps.popFirst() ?? 0)
            last += gap
            return last
        }
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
