import FoodlyCore

/// The first few of many ranked restaurants. A short page (20 out of hundreds of candidates) is kept in order as
/// candidates are offered, a few comparisons each; a long one (deep pages) is sorted once at the end.
struct TopRanks {
    /// Up to this many are kept in order while offered; more are sorted at the end.
    static let insertionLimit = 128
    /// How many to keep.
    let count: Int
    /// The restaurants by number, whose names break ties.
    private let restaurants: PagedArray<Restaurant>
    /// The candidates kept so far: in list order when `count` is at most `insertionLimit`.
    private var kept: [RestaurantRank] = []
    /// How many were offered.
    private(set) var offered = 0

    /// Keeps the first `count` (at least 0), ties broken by the names of `restaurants`.
    init(count: Int, restaurants: PagedArray<Restaurant>) {
        self.count = max(0, count)
        self.restaurants = restaurants
        kept.reserveCapacity(min(self.count, TopRanks.insertionLimit))
    }

    /// Considers one more candidate.
    mutating func offer(_ rank: RestaurantRank) {
        offered += 1
        guard count <= TopRanks.insertionLimit else { return kept.append(rank) }
        if kept.count == count {
            guard let last = kept.last, RestaurantRank.precedes(rank, last, in: restaurants) else { return }
            kept.removeLast()
        }
        // Binary search for the first kept rank that comes after it.
        var low = 0
        var high = kept.count
        while low < high {
            let middle = (low + high) / 2
            if RestaurantRank.precedes(kept[middle], rank, in: restaurants) { low = middle + 1 } else { high = middle }
        }
        kept.insert(rank, at: low)
    }

    /// The first `count` candidates offered, in list order.
    var ranks: [RestaurantRank] {
        guard count > TopRanks.insertionLimit else { return kept }
        return Array(kept.sorted { RestaurantRank.precedes($0, $1, in: restaurants) }.prefix(count))
    }
}
