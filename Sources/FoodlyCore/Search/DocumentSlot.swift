/// Per-document scratch state while one query runs, four bytes in one dense array indexed by internal number.
struct DocumentSlot {
    /// How many query words the document has matched so far.
    var round: UInt8 = 0
    /// The best points of the latest matched word (still rising while that word's streams are read).
    var word: UInt8 = 0
    /// The points of the earlier words.
    var total: UInt8 = 0
    /// `MatchPoints` flags of the earlier words.
    var flags: UInt8 = 0
}
