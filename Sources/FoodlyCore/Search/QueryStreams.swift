/// The postings lists a query reads, one stream per (matched term, field) with a non-empty list, each with a
/// cursor that only moves forward. Streams are grouped by query word, cheapest word (fewest entries) first, so
/// the first word seeds the fewest candidates and later words can skip ahead.
struct QueryStreams {
    /// Next segment of each stream, in the postings buffer.
    var cursors: [Int] = []
    /// End of each stream.
    var ends: [Int] = []
    /// Points a document earns from each stream.
    var points: [UInt8] = []
    /// Word `w`'s streams are `wordStarts[w]..<wordStarts[w + 1]`.
    var wordStarts: [Int] = [0]
    /// Each word's best points: its best stream.
    var wordBest: [UInt8] = []
    /// The highest total any document could reach: `wordBest` summed.
    var bestTotal = 0

    /// How many words there are.
    var wordCount: Int { wordStarts.count - 1 }

    /// Streams for `matches`, reordered cheapest word first.
    init(_ matches: [WordMatch], postings: Postings) {
        var words: [(cost: Int, streams: [(range: Range<Int>, points: UInt8)])] = []
        for match in matches {
            var streams: [(range: Range<Int>, points: UInt8)] = []
            var cost = 0
            match.forEachTerm { term, quality, edits in
                for field in [Postings.name, Postings.secondary] {
                    let range = postings.range(term: term, field: field)
                    guard !range.isEmpty else { continue }
                    streams.append((range, MatchPoints.points(quality, edits: edits, field: field)))
                    cost += postings.documentCount(in: range)
                }
            }
            words.append((cost, streams))
        }
        words.sort { $0.cost < $1.cost }
        for word in words {
            for stream in word.streams {
                cursors.append(stream.range.lowerBound)
                ends.append(stream.range.upperBound)
                points.append(stream.points)
            }
            wordStarts.append(cursors.count)
            wordBest.append(word.streams.map(\.points).max() ?? 0)
            bestTotal += Int(wordBest[wordBest.count - 1])
        }
    }

    /// Whether some word has no stream at all, so nothing can match.
    var anyWordEmpty: Bool {
        (0..<wordCount).contains { wordStarts[$0] == wordStarts[$0 + 1] }
    }
}
