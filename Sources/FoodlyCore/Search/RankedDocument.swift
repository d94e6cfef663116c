/// A document that matched every query word, on its way to becoming a hit.
struct RankedDocument {
    /// Internal number (ranking order: popularity, then id).
    var document: UInt32
    /// Points summed over the query words.
    var total: UInt8
    /// `MatchPoints` flags over the query words.
    var flags: UInt8
}
