import Foundation

extension AddressIndex {
    /// One suggestion: the address, how far it is from the searcher (when known) and how well it matched
    /// (0 is every word exact and the house number found).
    public struct Match: Sendable, Equatable {
        /// The address.
        public let address: KnownAddress
        /// Kilometres from the searcher's point, when it was given.
        public let distanceKm: Double?
        /// The match's cost (lower is better): per word 0 exact, 1 a prefix, 2 per typo (3 per typo in a word
        /// still being typed); 2 per optional word unmatched; 1 for a house number placed between the street's
        /// known ones, 3 for the street's nearest number instead.
        public let cost: Int
        /// Whether the house number is as typed but not in the table: its position is estimated from the street's
        /// known numbers around it (``AddressIndex/placed(_:onStreet:)``), and its id is the nearest known
        /// address's.
        public let approximate: Bool
    }

    /// The most suggestions one search gives.
    public static let maxLimit = 20
    /// The cost of an optional word (a number, a state) that matched nothing.
    static let unmatchedOptionalCost = 2
    /// The cost of a house number the street does not have (its nearest number is suggested).
    static let numberMissingCost = 3
    /// The cost of a house number the street does not have, placed between its known numbers.
    static let numberPlacedCost = 1
    /// How far past the street's first or last known number a typed number is still placed (at that number).
    static let placedBeyondEnds = 10
    /// The longest house number placed ("12345A" and shorter).
    public static let maxNumberLength = 8
    /// How many entries either way a placed number looks for a neighbour on its side of the street.
    static let placedSideSteps = 16

    /// A candidate while ranking; compared by `key`.
    private struct Ranked {
        let entry: Int
        let cost: Int
        let distance: Double
        let extraWords: Int
        /// The typed number placed on the street, when it is not in the table.
        var placed: KnownAddress? = nil

        func ranksBefore(_ other: Ranked) -> Bool {
            (cost, distance, extraWords, entry) < (other.cost, other.distance, other.extraWords, other.entry)
        }
    }

    /// The addresses matching `text`, best first: fewest typos and missing words, then the house number found,
    /// then (when `point` is given) nearest, then the street with the fewest words not typed. Words may be typed
    /// in part, with typos (``SearchText/typoBudget(length:)``), abbreviated (``AddressText/abbreviations``);
    /// without a house number each street suggests its address nearest to `point` (its lowest number without one).
    public func search(_ text: String, near point: GeoPoint? = nil, limit: Int = 8) -> [Match] {
        let query = AddressQuery(text)
        guard query.isSearchable, !entries.isEmpty else { return [] }
        let limit = max(1, min(limit, Self.maxLimit))
        let lastWord = query.words.count - 1
        let matches = query.words.enumerated().map { termMatches($1, stillTyping: $0 == lastWord) }
        let required = query.words.indices.filter { !query.words[$0].optional }
        guard required.allSatisfy({ !matches[$0].isEmpty }) else { return [] }
        let streetsOf = { (word: Int) in matches[word].keys.reduce(0) { $0 + postings[Int($1)].count } }
        let ordered = required.sorted { streetsOf($0) < streetsOf($1) }
        // Streets holding every required word, with the cost so far.
        var costs: [Int32: Int] = [:]
        for (term, cost) in matches[ordered[0]] {
            for street in postings[Int(term)] where (costs[street] ?? .max) > cost { costs[street] = cost }
        }
        let optional = query.words.indices.filter { query.words[$0].optional }
        for word in ordered.dropFirst() + optional {
            let found = bestCosts(matches[word], among: costs, streetsOfWord: streetsOf(word))
            if query.words[word].optional {
                for (street, cost) in costs { costs[street] = cost + (found[street] ?? Self.unmatchedOptionalCost) }
            } else {
                var narrowed: [Int32: Int] = [:]
                for (street, cost) in found {
                    if let before = costs[street] { narrowed[street] = before + cost }
                }
                costs = narrowed
            }
            if costs.isEmpty { return [] }
        }
        // With the words of its name left untyped (a word typed that names its city does not count).
        var candidates: [Int32: (cost: Int, extraWords: Int)] = [:]
        for (street, cost) in costs {
            let name = streets[Int(street)].nameTerms
            let typed = matches.reduce(0) { count, terms in count + (name.contains { terms[$0] != nil } ? 1 : 0) }
            candidates[street] = (cost, max(0, name.count - typed))
        }
        let origin = point.map(FlatPoint.init)
        let ranked =
            if let number = query.number {
                numbered(number, candidates, origin)
            } else if let origin {
                nearest(candidates, origin, limit: limit)
            } else {
                candidates.map { street, value in
                    Ranked(
                        entry: streets[Int(street)].entries.lowerBound, cost: value.cost, distance: 0,
                        extraWords: value.extraWords)
                }
            }
        let from = point.map(GreatCirclePoint.init)
        return ranked.sorted { $0.ranksBefore($1) }.prefix(limit).map { ranked in
            let address = ranked.placed ?? address(ranked.entry)
            return Match(
                address: address,
                distanceKm: from.map {
                    $0.distanceKm(
                        to: GreatCirclePoint(GeoPoint(latitude: address.latitude, longitude: address.longitude)))
                },
                cost: ranked.cost, approximate: ranked.placed != nil)
        }
    }

    /// The terms `word` matches with their costs (the cheapest way for each term): exactly or its abbreviation's
    /// word (0), as a prefix (1), within the typo budget (2 per edit), and, while still typing it, as a prefix with a
    /// typo (2 per edit + 1; among the terms with its first letter).
    func termMatches(_ word: AddressQuery.Word, stillTyping: Bool) -> [Int32: Int] {
        var found: [Int32: Int] = [:]
        func note(_ term: Int, _ cost: Int) {
            if (found[Int32(term)] ?? .max) > cost { found[Int32(term)] = cost }
        }
        if var expanded = word.expanded, let term = expanded.withUTF8({ terms.find($0) }) { note(term, 0) }
        var typed = word.typed
        typed.withUTF8 { bytes in
            let prefixes = terms.prefixRange(bytes)
            for term in prefixes { note(term, terms.withTerm(term) { $0.count } == bytes.count ? 0 : 1) }
            for (term, edits) in deletions.fuzzyMatches(bytes, in: terms, outside: prefixes) { note(term, 2 * edits) }
            let scalars = SearchTokenizer.scalars(bytes)
            let budget = SearchText.typoBudget(length: scalars.count)
            guard stillTyping, budget > 0, scalars.count <= DeletionIndex.maxLength, !DeletionIndex.hasDigit(scalars),
                let first = word.typed.unicodeScalars.first
            else { return }
            var initial = String(first)
            let sameFirst = initial.withUTF8 { terms.prefixRange($0) }
            scalars.withUnsafeBufferPointer { typed in
                for term in sameFirst where !prefixes.contains(term) && termScalars[term].count > typed.count {
                    let edits = termScalars[term].withUnsafeBufferPointer {
                        EditDistance.osa(typed, UnsafeBufferPointer(rebasing: $0[0..<typed.count]), limit: budget)
                    }
                    if let edits { note(term, 2 * edits + 1) }
                }
            }
        }
        return found
    }

    /// For each candidate street holding one of `terms`, the cheapest; walks the candidates' terms when they are
    /// far fewer than the streets holding the word.
    private func bestCosts(
        _ terms: [Int32: Int], among candidates: [Int32: Int], streetsOfWord: Int
    ) -> [Int32: Int] {
        var found: [Int32: Int] = [:]
        if candidates.count * 8 < streetsOfWord {
            for street in candidates.keys {
                for term in streets[Int(street)].terms {
                    if let cost = terms[term], (found[street] ?? .max) > cost { found[street] = cost }
                }
            }
        } else {
            for (term, cost) in terms {
                for street in postings[Int(term)] where candidates[street] != nil && (found[street] ?? .max) > cost {
                    found[street] = cost
                }
            }
        }
        return found
    }

    /// House number `number` on street `street` when the table does not have it: placed on the line between the
    /// street's known numbers on either side (the nearest ones on the same side of the street, odd or even, within
    /// ``placedSideSteps`` entries; else the nearest ones), or at its first or last number when within
    /// ``placedBeyondEnds`` of it; nil beyond that, for a number without digits, and for a number the street has.
    /// The id is the nearest known address's. Costs a binary search and a bounded walk.
    public func placed(_ number: String, onStreet street: Int32) -> KnownAddress? {
        guard number.count <= Self.maxNumberLength, let wanted = AddressText.numericPart(number),
            wanted < Int(Int32.max)
        else { return nil }
        let range = streets[Int(street)].entries
        var low = range.lowerBound
        var high = range.upperBound
        while low < high {
            let middle = (low + high) / 2
            if Int(entries[middle].numeric) < wanted { low = middle + 1 } else { high = middle }
        }
        var index = low
        while index < range.upperBound && Int(entries[index].numeric) == wanted {
            if entries[index].number.lowercased() == number.lowercased() { return nil }
            index += 1
        }
        func neighbour(from start: Int, step: Int, beyond: (Int) -> Bool) -> Int? {
            var any: Int?
            var position = start
            var steps = 0
            // Entries without a number sort last (Int32.max): never a neighbour.
            while range.contains(position) && entries[position].numeric != Int32.max && steps < Self.placedSideSteps {
                let value = Int(entries[position].numeric)
                if beyond(value) {
                    if value % 2 == wanted % 2 { return position }
                    any = any ?? position
                }
                position += step
                steps += 1
            }
            return any
        }
        let below = neighbour(from: low - 1, step: -1) { $0 < wanted }
        let above = neighbour(from: index, step: 1) { $0 > wanted }
        let nearest: Int
        let latitude: Double
        let longitude: Double
        switch (below, above) {
        case (let before?, let after?):
            let from = Double(entries[before].numeric)
            let share = (Double(wanted) - from) / (Double(entries[after].numeric) - from)
            latitude = entries[before].latitude + share * (entries[after].latitude - entries[before].latitude)
            longitude = entries[before].longitude + share * (entries[after].longitude - entries[before].longitude)
            nearest = share < 0.5 ? before : after
        case (let end?, nil), (nil, let end?):
            guard abs(Int(entries[end].numeric) - wanted) <= Self.placedBeyondEnds else { return nil }
            (latitude, longitude, nearest) = (entries[end].latitude, entries[end].longitude, end)
        case (nil, nil):
            return nil
        }
        let name = streets[Int(street)]
        return KnownAddress(
            id: entries[nearest].id, number: number, street: name.name, city: name.city,
            postcode: entries[nearest].postcode, latitude: latitude, longitude: longitude)
    }

    /// Each candidate street's addresses with `number` (all its units), or its nearest number.
    private func numbered(_ number: String, _ candidates: [Int32: (cost: Int, extraWords: Int)], _ origin: FlatPoint?)
        -> [Ranked]
    {
        let wanted = Int32(AddressText.numericPart(number) ?? Int(Int32.max))
        var ranked: [Ranked] = []
        for (street, value) in candidates {
            let range = streets[Int(street)].entries
            var low = range.lowerBound
            var high = range.upperBound
            while low < high {
                let middle = (low + high) / 2
                if entries[middle].numeric < wanted { low = middle + 1 } else { high = middle }
            }
            var exact: [Int] = []
            var index = low
            while index < range.upperBound && entries[index].numeric == wanted {
                if entries[index].number.lowercased() == number { exact.append(index) }
                index += 1
            }
            let extra = value.extraWords
            if exact.isEmpty, let placed = placed(number, onStreet: street) {
                // The number as typed, placed between its neighbours, ahead of the street's nearest known number.
                ranked.append(
                    Ranked(
                        entry: low < range.upperBound ? low : low - 1, cost: value.cost + Self.numberPlacedCost,
                        distance: origin?.distance(to: placed) ?? 0, extraWords: extra, placed: placed))
            }
            if exact.isEmpty {
                // The nearest number on the street: the one at `low` or the one before it.
                let options = [low - 1, low].filter { range.contains($0) }
                guard
                    let closest = options.min(by: {
                        abs(Int(entries[$0].numeric) - Int(wanted)) < abs(Int(entries[$1].numeric) - Int(wanted))
                    })
                else { continue }
                ranked.append(
                    Ranked(
                        entry: closest, cost: value.cost + Self.numberMissingCost,
                        distance: origin?.distance(to: entries[closest]) ?? 0, extraWords: extra))
            } else {
                for entry in exact {
                    ranked.append(
                        Ranked(
                            entry: entry, cost: value.cost, distance: origin?.distance(to: entries[entry]) ?? 0,
                            extraWords: extra))
                }
            }
        }
        return ranked
    }

    /// Each candidate street's address nearest to `origin`, for the best `limit`: streets are taken cheapest and
    /// nearest (by their box) first, and no street is walked once its box is farther than the `limit`-th best.
    private func nearest(_ candidates: [Int32: (cost: Int, extraWords: Int)], _ origin: FlatPoint, limit: Int)
        -> [Ranked]
    {
        let ordered = candidates.map { street, value in
            (
                street: street, cost: value.cost, extraWords: value.extraWords,
                bound: origin.distance(to: streets[Int(street)])
            )
        }.sorted { ($0.cost, $0.bound, $0.street) < ($1.cost, $1.bound, $1.street) }
        var best: [Ranked] = []
        for candidate in ordered {
            if best.count >= limit, let worst = best.last,
                (candidate.cost, candidate.bound) > (worst.cost, worst.distance)
            {
                break
            }
            var nearest = -1
            var distance = Double.infinity
            for index in streets[Int(candidate.street)].entries {
                let d = origin.distance(to: entries[index])
                if d < distance {
                    distance = d
                    nearest = index
                }
            }
            let ranked = Ranked(
                entry: nearest, cost: candidate.cost, distance: distance,
                extraWords: candidate.extraWords)
            let position = best.firstIndex { ranked.ranksBefore($0) } ?? best.endIndex
            if position < limit {
                best.insert(ranked, at: position)
                if best.count > limit { best.removeLast() }
            }
        }
        return best
    }

}

/// A point for comparing short distances quickly: degrees of latitude, and of longitude scaled by the cosine of
/// the searcher's latitude (an equirectangular projection; the order it gives is the great circle's at city scale).
struct FlatPoint {
    let latitude: Double
    let longitude: Double
    let scale: Double

    init(_ point: GeoPoint) {
        latitude = point.latitude
        longitude = point.longitude
        scale = cos(point.latitude * .pi / 180)
    }

    /// The flat distance to an address.
    func distance(to entry: AddressIndex.Entry) -> Double {
        distance(latitude: entry.latitude, longitude: entry.longitude)
    }

    /// The flat distance to a placed address.
    func distance(to address: KnownAddress) -> Double {
        distance(latitude: address.latitude, longitude: address.longitude)
    }

    private func distance(latitude other: Double, longitude otherLongitude: Double) -> Double {
        let x = (otherLongitude - longitude) * scale
        let y = other - latitude
        return (x * x + y * y).squareRoot()
    }

    /// The flat distance to the nearest point of a street's box (none of its addresses is nearer).
    func distance(to street: AddressIndex.Street) -> Double {
        let y = max(street.minLatitude - latitude, 0, latitude - street.maxLatitude)
        let x = max(street.minLongitude - longitude, 0, longitude - street.maxLongitude) * scale
        return (x * x + y * y).squareRoot()
    }
}
