/// What someone typed into address search, read: a house number (the first word, or a short number at the end:
/// "12 baker st", "baker st 12") and the other words with their abbreviations spelled out.
public struct AddressQuery: Sendable, Equatable {
    /// One word to match, as typed and spelled out ("st" and "street").
    public struct Word: Sendable, Equatable {
        /// The word as typed (normalised).
        public let typed: String
        /// The word an abbreviation stands for, if it is one.
        public let expanded: String?
        /// Whether the word may be left unmatched: a number, or two letters or fewer that abbreviate nothing
        /// (a state such as "ca").
        public let optional: Bool
    }

    /// The longest query read, in characters; the rest is ignored.
    public static let maxLength = 200
    /// The most words read.
    public static let maxWords = 8

    /// The house number, lowercased, if one was typed.
    public let number: String?
    /// The words to match, in order.
    public let words: [Word]

    /// Reads `text`.
    public init(_ text: String) {
        var tokens = SearchText.tokens(String(text.prefix(AddressQuery.maxLength)))
        var number: String?
        if let first = tokens.first, AddressText.isHouseNumber(first) {
            number = first
            tokens.removeFirst()
        } else if tokens.count > 1, let last = tokens.last, last.count <= 4, last.allSatisfy(\.isNumber) {
            number = last
            tokens.removeLast()
        }
        self.number = number
        words = tokens.prefix(AddressQuery.maxWords).map { token in
            let expanded = AddressText.abbreviations[token]
            let optional = expanded == nil && (token.count <= 2 || token.allSatisfy(\.isNumber))
            return Word(typed: token, expanded: expanded, optional: optional)
        }
    }

    /// Whether there is anything to look for: at least one word that must match.
    public var isSearchable: Bool { words.contains { !$0.optional } }
}
