/// How address text is compared: the search words (``SearchText/tokens(_:)``: lowercase, accents folded) with the
/// usual abbreviations spelled out, so "12 Baker St." and "12 baker street" are the same words.
public enum AddressText {
    /// Abbreviation → the word it stands for: street types (USPS suffixes) and directions.
    public static let abbreviations: [String: String] = [
        "st": "street", "str": "street", "ave": "avenue", "av": "avenue", "rd": "road", "blvd": "boulevard",
        "dr": "drive", "ln": "lane", "ct": "court", "pl": "place", "ter": "terrace", "terr": "terrace",
        "hwy": "highway", "pkwy": "parkway", "sq": "square", "cir": "circle", "aly": "alley", "hts": "heights",
        "pt": "point", "mt": "mount", "ft": "fort", "expy": "expressway", "fwy": "freeway", "plz": "plaza",
        "trl": "trail", "xing": "crossing", "n": "north", "s": "south", "e": "east", "w": "west",
    ]

    /// The words of `text` with abbreviations spelled out: "W Portal Ave" → ["west", "portal", "avenue"].
    public static func words(_ text: String) -> [String] {
        SearchText.tokens(text).map { abbreviations[$0] ?? $0 }
    }

    /// The text two addresses share when they are the same address: number, street, unit and city words, so
    /// "600 Valencia St" and "600 VALENCIA STREET" in one city are one address (the import's duplicate key).
    public static func key(number: String, street: String, unit: String?, city: String) -> String {
        [number, street, unit ?? "", city].map { words($0).joined(separator: " ") }.joined(separator: "|")
    }

    /// The numeric part of a house number ("12A" → 12), for ordering and nearness; nil without leading digits.
    public static func numericPart(_ number: String) -> Int? {
        let digits = number.unicodeScalars.prefix { $0.value >= 48 && $0.value <= 57 }.prefix(9)
        return digits.isEmpty ? nil : Int(String(String.UnicodeScalarView(digits)))
    }

    /// Whether `word` (a search token) reads as a house number: it starts with a digit and is not an ordinal
    /// street name ("24th", "3rd").
    public static func isHouseNumber(_ word: String) -> Bool {
        guard let first = word.unicodeScalars.first, first.value >= 48 && first.value <= 57, word.count <= 8 else {
            return false
        }
        let letters = word.drop { $0.isNumber }
        return !["st", "nd", "rd", "th"].contains(String(letters))
    }
}
