/// The text normalisation search uses, exposed so callers and tests can see what a query becomes.
public enum SearchText {
    /// The words of `text`, lowercased, with accents and other diacritics removed (via Unicode compatibility
    /// decomposition), split on anything that is not a letter or a digit: "Crème Brûlée (v)!" → "creme brulee v".
    /// Emoji and punctuation vanish; quotes, `*`, `-`, `:` and parentheses are separators, never syntax.
    /// Words longer than 48 UTF-8 bytes are cut.
    public static func tokens(_ text: String) -> [String] {
        var result: [String] = []
        SearchTokenizer.forEachToken(in: text) { result.append(String(decoding: $0, as: UTF8.self)) }
        return result
    }

    /// `tokens(text)` joined with single spaces; "" when there are no words.
    public static func normalize(_ text: String) -> String {
        tokens(text).joined(separator: " ")
    }

    /// The typo budget for a word of `length` characters: 0 below 4, 1 from 4, 2 from 8.
    /// A fuzzy match between two words uses the budget of the shorter one; words with digits, or longer than
    /// 24 characters, are never matched fuzzily.
    public static func typoBudget(length: Int) -> Int {
        length >= 8 ? 2 : length >= 4 ? 1 : 0
    }
}
