extension SearchIndex {
    /// Documents are evaluated in windows of this many internal numbers, so one window's scratch state stays in
    /// cache and the scan can stop early; the postings are kept in segments of the same windows.
    static let windowSize = 1 << Postings.windowBits

    /// Finds the documents that match every word, window by window in internal order, and hands those that
    /// pass `kind` and `filter` and can still make the hits to `collector`. Stops as soon as the collector has
    /// enough documents at the best possible total: common words and short prefixes finish after reading a small
    /// part of their postings.
    func evaluate(
        _ streams: inout QueryStreams, kind: UInt8?, collector: inout HitCollector, filter: (Int) -> Bool
    ) {
        let length = min(SearchIndex.windowSize, count)
        var slots = [DocumentSlot](repeating: DocumentSlot(), count: length)
        var touched: [UInt32] = []
        var survivors: [UInt32] = []
        touched.reserveCapacity(length)
        survivors.reserveCapacity(length)
        var popularity = Runs.Cursor(self.popularity)
        var ids = Runs.Cursor(documentIDs)
        /// Offers one matching document (in ascending order); true when the hits are complete.
        func emit(_ ranked: RankedDocument) -> Bool {
            let document = Int(ranked.document)
            let value = popularity.value(at: document)
            guard collector.wants(total: ranked.total, popularity: value), filter(ids.value(at: document))
            else { return false }
            return collector.keep(ranked, popularity: value)
        }
        postings.withEntries { entries in
            slots.withUnsafeMutableBufferPointer { slots in
                var start = 0
                while start < count {
                    let window = Window(start: start, end: min(start + length, count))
                    let finished = evaluateWindow(
                        window, &streams, entries, slots, &touched, &survivors, kind: kind,
                        couldUse: { collector.couldUse(total: $0) }, emit: emit)
                    if finished { return }
                    start += length
                }
            }
        }
    }

    /// A range of internal numbers evaluated together.
    private struct Window {
        /// First internal number.
        let start: Int
        /// One past the last.
        let end: Int
    }

    /// Runs one round per word over one window: the first word seeds candidates from its postings, each later
    /// word advances only the candidates that survived the round before. A stream is skipped when even its points
    /// plus the best of every other word could no longer make the hits (`couldUse`), so once good hits are in,
    /// weak lists (a common word in descriptions, say) stop being read. Emits the documents that matched every
    /// word in internal order; true when `emit` said the hits are complete. Leaves `slots` cleared.
    private func evaluateWindow(
        _ window: Window, _ streams: inout QueryStreams, _ entries: UnsafeBufferPointer<UInt16>,
        _ slots: UnsafeMutableBufferPointer<DocumentSlot>, _ touched: inout [UInt32], _ survivors: inout [UInt32],
        kind: UInt8?, couldUse: (Int) -> Bool, emit: (RankedDocument) -> Bool
    ) -> Bool {
        let windowNumber = window.start >> Postings.windowBits
        touched.removeAll(keepingCapacity: true)
        survivors.removeAll(keepingCapacity: true)
        defer {
            if touched.count * 8 > slots.count {
                slots.update(repeating: DocumentSlot())
            } else {
                for local in touched { slots[Int(local)] = DocumentSlot() }
            }
        }
        for word in 0..<streams.wordCount {
            let round = UInt8(word + 1)
            let previous = round - 1
            let others = streams.bestTotal - Int(streams.wordBest[word])
            if round > 1 { survivors.removeAll(keepingCapacity: true) }
            for stream in streams.wordStarts[word]..<streams.wordStarts[word + 1] {
                let points = streams.points[stream]
                if !couldUse(others + Int(points)) { continue }
                let end = streams.ends[stream]
                var cursor = streams.cursors[stream]
                while cursor < end && Int(entries[cursor]) < windowNumber { cursor += 3 + Int(entries[cursor + 1]) }
                guard cursor < end && Int(entries[cursor]) == windowNumber else {
                    streams.cursors[stream] = cursor
                    continue
                }
                let places = cursor + 2..<cursor + 3 + Int(entries[cursor + 1])
                for place in places {
                    let local = Int(entries[place])
                    let reached = slots[local].round
                    if reached == previous {
                        if round == 1 {
                            if let kind, kinds[window.start + local] != kind { continue }
                            touched.append(UInt32(local))
                        } else {
                            // The previous word's best is final now: bank it.
                            slots[local].total &+= slots[local].word
                            slots[local].flags |= MatchPoints.flags(slots[local].word)
                            survivors.append(UInt32(local))
                        }
                        slots[local].round = round
                        slots[local].word = points
                    } else if reached == round && points > slots[local].word {
                        slots[local].word = points
                    }
                }
                streams.cursors[stream] = places.upperBound
            }
            if (round == 1 ? touched : survivors).isEmpty { return false }
        }
        if streams.wordCount == 1 { survivors = touched }
        func ranked(_ local: Int) -> RankedDocument {
            let slot = slots[local]
            return RankedDocument(
                document: UInt32(window.start + local), total: slot.total &+ slot.word,
                flags: slot.flags | MatchPoints.flags(slot.word))
        }
        if survivors.count <= 1024 {
            survivors.sort()
            for local in survivors where emit(ranked(Int(local))) { return true }
        } else {
            let rounds = UInt8(streams.wordCount)
            for local in 0..<(window.end - window.start) where slots[local].round == rounds {
                if emit(ranked(local)) { return true }
            }
        }
        return false
    }
}
