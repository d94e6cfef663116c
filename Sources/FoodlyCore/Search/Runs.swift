/// One value per internal document, kept as runs: documents are numbered in popularity order, then by id, so equal
/// popularities are neighbours, and so are a menu's dishes, whose ids follow each other. A catalog's million
/// documents make a few hundred popularity runs (review counts) and about one id run per restaurant. Twelve bytes
/// a run instead of eight a document.
struct Runs<Value: RunValue>: Sendable, Equatable {
    /// Where each run starts: ascending, the first at 0 (none without documents).
    let starts: [UInt32]
    /// Each run's first value.
    let firsts: [Value]

    /// The runs `starts` and `firsts` (as an earlier index's were).
    init(starts: [UInt32], firsts: [Value]) {
        self.starts = starts
        self.firsts = firsts
    }

    /// The runs of `values`, one per document.
    init(_ values: [Value]) {
        var starts: [UInt32] = []
        var firsts: [Value] = []
        for (document, value) in values.enumerated() {
            if let first = firsts.last, let start = starts.last, value.follows(first, by: document - Int(start)) {
                continue
            }
            starts.append(UInt32(document))
            firsts.append(value)
        }
        self.starts = starts
        self.firsts = firsts
    }

    /// The value of `document`, by binary search.
    subscript(document: Int) -> Value {
        var low = 0
        var high = starts.count
        while high - low > 1 {
            let middle = (low + high) / 2
            if Int(starts[middle]) <= document { low = middle } else { high = middle }
        }
        return firsts[low].advanced(document - Int(starts[low]))
    }

    /// Whether the runs fit `documentCount` documents.
    func fits(documentCount: Int) -> Bool {
        starts.count == firsts.count && (documentCount == 0 ? starts.isEmpty : starts.first == 0)
            && zip(starts, starts.dropFirst()).allSatisfy { $0 < $1 }
            && (starts.last.map { Int($0) < documentCount } ?? true)
    }

    /// Reads values for documents in ascending order, each in constant time on average.
    struct Cursor {
        private let runs: Runs
        private var run = 0

        /// A cursor at the first document of `runs`.
        init(_ runs: Runs) {
            self.runs = runs
        }

        /// The value of `document` (at or after the one read before; an earlier one is found by search).
        mutating func value(at document: Int) -> Value {
            guard document >= Int(runs.starts[run]) else { return runs[document] }
            while run + 1 < runs.starts.count && Int(runs.starts[run + 1]) <= document { run += 1 }
            return runs.firsts[run].advanced(document - Int(runs.starts[run]))
        }
    }
}

/// A value kept in `Runs`: what a run's later documents hold, given its first.
protocol RunValue: Sendable, Equatable {
    /// Whether `self` is what the document `offset` places after a run's start holds when the run starts at `first`.
    func follows(_ first: Self, by offset: Int) -> Bool
    /// What the document `offset` places after a run's start holds when the run starts at `self`.
    func advanced(_ offset: Int) -> Self
}

/// Popularity: a run holds one value (to the bit, so -0.0 stays apart from 0).
extension Double: RunValue {
    func follows(_ first: Double, by offset: Int) -> Bool { bitPattern == first.bitPattern }
    func advanced(_ offset: Int) -> Double { self }
}

/// Ids: a run holds ids that follow each other.
extension Int: RunValue {
    func follows(_ first: Int, by offset: Int) -> Bool { first.addingReportingOverflow(offset) == (self, false) }
    func advanced(_ offset: Int) -> Int { self + offset }
}
