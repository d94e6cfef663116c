/// The popularity of each internal document, as runs of equal values: documents are numbered in popularity order,
/// so equal popularities are neighbours, and a catalog's million documents share a few hundred values (review
/// counts). Twelve bytes a run instead of eight a document.
struct PopularityRuns: Sendable, Equatable {
    /// Where each run starts: ascending, the first at 0 (none without documents).
    let starts: [UInt32]
    /// Each run's popularity.
    let values: [Double]

    /// The runs `starts` and `values` (as an earlier index's were).
    init(starts: [UInt32], values: [Double]) {
        self.starts = starts
        self.values = values
    }

    /// The runs of `popularity`, one value per document.
    init(_ popularity: [Double]) {
        var starts: [UInt32] = []
        var values: [Double] = []
        for (document, value) in popularity.enumerated()
        where values.last.map({ $0.bitPattern != value.bitPattern }) ?? true {
            starts.append(UInt32(document))
            values.append(value)
        }
        self.starts = starts
        self.values = values
    }

    /// The popularity of `document`, by binary search.
    subscript(document: Int) -> Double {
        var low = 0
        var high = starts.count
        while high - low > 1 {
            let middle = (low + high) / 2
            if Int(starts[middle]) <= document { low = middle } else { high = middle }
        }
        return values[low]
    }

    /// Whether the runs fit `documentCount` documents.
    func fits(documentCount: Int) -> Bool {
        starts.count == values.count && (documentCount == 0 ? starts.isEmpty : starts.first == 0)
            && zip(starts, starts.dropFirst()).allSatisfy { $0 < $1 }
            && (starts.last.map { Int($0) < documentCount } ?? true)
    }

    /// Reads popularities for documents in ascending order, each in constant time on average.
    struct Cursor {
        private let runs: PopularityRuns
        private var run = 0

        /// A cursor at the first document of `runs`.
        init(_ runs: PopularityRuns) {
            self.runs = runs
        }

        /// The popularity of `document` (at or after the one read before; an earlier one is found by search).
        mutating func value(at document: Int) -> Double {
            guard document >= Int(runs.starts[run]) else { return runs[document] }
            while run + 1 < runs.starts.count && Int(runs.starts[run + 1]) <= document { run += 1 }
            return runs.values[run]
        }
    }
}
