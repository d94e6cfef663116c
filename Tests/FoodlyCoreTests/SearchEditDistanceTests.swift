import FoodlyCore
import Testing

/// One distance case: two words and their optimal string alignment distance.
struct SearchDistanceCase: Sendable, CustomTestStringConvertible {
    let a: String
    let b: String
    let distance: Int
    var testDescription: String { "\(a) ↔ \(b) = \(distance)" }
}

@Suite("Edit distance (optimal string alignment)")
struct SearchEditDistanceTests {
    @Test(arguments: [
        SearchDistanceCase(a: "", b: "", distance: 0),
        SearchDistanceCase(a: "", b: "abc", distance: 3),
        SearchDistanceCase(a: "avocado", b: "avocado", distance: 0),
        SearchDistanceCase(a: "avocdo", b: "avocado", distance: 1),  // deletion
        SearchDistanceCase(a: "brocoli", b: "broccoli", distance: 1),  // deletion
        SearchDistanceCase(a: "quinao", b: "quinoa", distance: 1),  // transposition
        SearchDistanceCase(a: "tfou", b: "tofu", distance: 1),  // transposition
        SearchDistanceCase(a: "tofy", b: "tofu", distance: 1),  // substitution
        SearchDistanceCase(a: "tofuu", b: "tofu", distance: 1),  // insertion
        SearchDistanceCase(a: "tufo", b: "tofu", distance: 2),  // two substitutions, not a transposition
        SearchDistanceCase(a: "ab", b: "ba", distance: 1),
        SearchDistanceCase(a: "abcd", b: "badc", distance: 2),
        SearchDistanceCase(a: "ca", b: "abc", distance: 3),  // OSA edits no substring twice (true Damerau: 2)
        SearchDistanceCase(a: "kitten", b: "sitting", distance: 3),
        SearchDistanceCase(a: "brocolli", b: "broccoli", distance: 2),
        SearchDistanceCase(a: "crème", b: "creme", distance: 1),  // counted in Unicode scalars
        SearchDistanceCase(a: "σαλατα", b: "σαλαατ", distance: 1),
    ])
    func distances(testCase: SearchDistanceCase) {
        #expect(EditDistance.osa(testCase.a, testCase.b, limit: 10) == testCase.distance)
        #expect(EditDistance.osa(testCase.b, testCase.a, limit: 10) == testCase.distance)
        #expect(EditDistance.osa(testCase.a, testCase.b, limit: testCase.distance) == testCase.distance)
        if testCase.distance > 0 {
            #expect(EditDistance.osa(testCase.a, testCase.b, limit: testCase.distance - 1) == nil)
        }
    }

    @Test func aboveTheLimitIsNil() {
        #expect(EditDistance.osa("kitten", "sitting", limit: 2) == nil)
        #expect(EditDistance.osa("a", "abcdef", limit: 2) == nil)  // length difference alone
        #expect(EditDistance.osa("abcdefgh", "stuvwxyz", limit: 1) == nil)  // stops early
        #expect(EditDistance.osa("same", "same", limit: 0) == 0)
        #expect(EditDistance.osa("same", "same", limit: -1) == nil)
    }

    @Test func agreesWithAFullTableOnManyPairs() {
        let words = ["", "a", "ab", "ba", "abc", "acb", "bca", "tofu", "tfou", "tufo", "quinoa", "quinao", "quiona"]
        for a in words {
            for b in words {
                let full = referenceOSA(Array(a.unicodeScalars), Array(b.unicodeScalars))
                #expect(EditDistance.osa(a, b, limit: 100) == full, "\(a) ↔ \(b)")
                for limit in 0...3 {
                    #expect(EditDistance.osa(a, b, limit: limit) == (full <= limit ? full : nil), "\(a) ↔ \(b)")
                }
            }
        }
    }

    /// The textbook table, without any early exit.
    private func referenceOSA(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { table[i][0] = i }
        for j in 0...b.count { table[0][j] = j }
        for i in stride(from: 1, through: a.count, by: 1) {
            for j in stride(from: 1, through: b.count, by: 1) {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                table[i][j] = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    table[i][j] = min(table[i][j], table[i - 2][j - 2] + 1)
                }
            }
        }
        return table[a.count][b.count]
    }
}
