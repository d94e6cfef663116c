import FoodlyCore
import Testing

@Suite("Search text normalisation")
struct SearchTextTests {
    @Test(arguments: [
        ("Crème Brûlée", "creme brulee"),
        ("Cafe\u{301}", "cafe"),  // decomposed accent
        ("Café", "cafe"),  // precomposed accent
        ("  Hello,   WORLD!! ", "hello world"),
        ("🥑 Avocado-toast 🍞", "avocado toast"),
        ("tofu🥑bowl", "tofu bowl"),
        ("Ça va? Ñandú", "ca va nandu"),
        ("Straße", "strasse"),
        ("Œuf mayonnaise", "oeuf mayonnaise"),
        ("Smørrebrød", "smorrebrod"),
        ("Łódź", "lodz"),
        ("Ærøskøbing", "aeroskobing"),
        ("ﬁlet", "filet"),  // ligature, split by compatibility decomposition
        ("Ｔｏｆｕ", "tofu"),  // full-width letters
        ("İstanbul", "istanbul"),
        ("Σαλάτα", "σαλατα"),
        ("100% jus d'orange", "100 jus d orange"),
        ("7UP & 2x", "7up 2x"),
        ("a_b.c/d\\e|f", "a b c d e f"),
        ("\"avocado\" OR 1=1", "avocado or 1 1"),
        ("salad* -(tofu):", "salad tofu"),
        ("tab\tand\nnewline", "tab and newline"),
    ])
    func normalizesCaseAccentsAndPunctuation(input: String, expected: String) {
        #expect(SearchText.normalize(input) == expected)
    }

    @Test(arguments: ["", "   ", "!!!", "🥑🍞", "- * ( ) : \"", "\u{301}"])
    func textWithoutLettersOrDigitsHasNoTokens(input: String) {
        #expect(SearchText.tokens(input).isEmpty)
        #expect(SearchText.normalize(input) == "")
    }

    @Test func tokensSplitOnEveryNonAlphanumeric() {
        #expect(
            SearchText.tokens("Broccoli stir-fry, tofu & soy (v)") == ["broccoli", "stir", "fry", "tofu", "soy", "v"])
        #expect(SearchText.tokens("Crème brûlée") == ["creme", "brulee"])
        #expect(SearchText.tokens("Chef's 2-in-1") == ["chef", "s", "2", "in", "1"])
    }

    @Test func veryLongWordsAreCut() {
        #expect(SearchText.tokens(String(repeating: "a", count: 60)) == [String(repeating: "a", count: 48)])
        // A cut never splits a character: 30 two-byte letters keep 24.
        #expect(SearchText.tokens(String(repeating: "é", count: 30)) == [String(repeating: "e", count: 30)])
        #expect(SearchText.tokens(String(repeating: "σ", count: 30)) == [String(repeating: "σ", count: 24)])
    }

    @Test func latinTextTakesAShortcutWithTheSameResult() {
        // A character above U+024F (the em dash, a separator) sends text down the general path.
        for value in 0x80..<0x250 {
            let character = String(Character(Unicode.Scalar(UInt32(value))!))
            let text = "Ab\(character)cD \(character)"
            #expect(SearchText.tokens(text) == SearchText.tokens(text + " —"), "U+\(String(value, radix: 16))")
        }
        #expect(SearchText.tokens("½ portion") == ["1", "2", "portion"])
    }

    @Test func normalisationIsIdempotent() {
        for text in ["Crème Brûlée", "Straße 7UP", "Σαλάτα ﬁlet", "🥑 Avocado-toast"] {
            let once = SearchText.normalize(text)
            #expect(SearchText.normalize(once) == once)
        }
    }

    @Test(arguments: [(0, 0), (1, 0), (3, 0), (4, 1), (7, 1), (8, 2), (20, 2)])
    func typoBudgetGrowsWithLength(length: Int, budget: Int) {
        #expect(SearchText.typoBudget(length: length) == budget)
    }
}
