/// Relevance points for one query word matching one document word, and the flags a document collects across
/// query words. Any name match outranks any secondary-text match; within a field exact beats prefix beats fuzzy,
/// and one edit beats two. With at most 16 query words the sum fits a byte.
enum MatchPoints {
    /// Flag: some query word matched only as a prefix.
    static let prefixFlag: UInt8 = 1
    /// Flag: some query word matched only fuzzily.
    static let fuzzyFlag: UInt8 = 2
    /// Flag: some query word matched only in the secondary text.
    static let secondaryFlag: UInt8 = 4

    /// The points for a match of `quality` (with `edits` typos when fuzzy) in `field` (`Postings.name` or
    /// `Postings.secondary`).
    static func points(_ quality: SearchHit.MatchQuality, edits: Int, field: Int) -> UInt8 {
        let name = field == Postings.name
        switch quality {
        case .exact: return name ? 12 : 5
        case .prefix: return name ? 10 : 4
        case .fuzzy: return (name ? 8 : 3) - (edits > 1 ? 1 : 0)
        }
    }

    /// The flags describing a word's best points.
    static func flags(_ points: UInt8) -> UInt8 {
        switch points {
        case 12: return 0
        case 10: return prefixFlag
        case 7, 8: return fuzzyFlag
        case 5: return secondaryFlag
        case 4: return secondaryFlag | prefixFlag
        default: return secondaryFlag | fuzzyFlag
        }
    }

    /// The weakest quality among the words that set `flags`.
    static func quality(_ flags: UInt8) -> SearchHit.MatchQuality {
        if flags & fuzzyFlag != 0 { return .fuzzy }
        if flags & prefixFlag != 0 { return .prefix }
        return .exact
    }

    /// `.name` unless some word matched only in the secondary text.
    static func field(_ flags: UInt8) -> SearchHit.Field {
        flags & secondaryFlag != 0 ? .secondary : .name
    }
}
