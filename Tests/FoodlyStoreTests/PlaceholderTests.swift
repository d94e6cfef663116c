import Testing

@testable import FoodlyStore

@Suite("Placeholders")
struct PlaceholderTests {
    @Test(
        "$N becomes ?N outside literals and comments",
        arguments: [
            ("SELECT $1", "SELECT ?1"),
            ("VALUES ($2, $1, $2, $10)", "VALUES (?2, ?1, ?2, ?10)"),
            ("SELECT '$1', $1", "SELECT '$1', ?1"),
            ("SELECT 'it''s $1', $2", "SELECT 'it''s $1', ?2"),
            ("SELECT \"col$1\" FROM t WHERE a = $1", "SELECT \"col$1\" FROM t WHERE a = ?1"),
            ("SELECT a$1 FROM t", "SELECT a$1 FROM t"),
            ("SELECT $1 -- $2\n, $3", "SELECT ?1 -- $2\n, ?3"),
            ("SELECT /* $1 */ $2", "SELECT /* $1 */ ?2"),
            ("SELECT '€$1', ü$1, $1", "SELECT '€$1', ü$1, ?1"),
            ("SELECT $ || $$", "SELECT $ || $$"),
            ("", ""),
        ])
    func rewrite(input: String, expected: String) {
        #expect(Placeholders.rewrite(input) == expected)
    }

    @Test(
        "the highest $N outside literals and comments counts the parameters a statement needs",
        arguments: [
            ("SELECT 1", 0), ("VALUES ($2, $1, $2, $10)", 10), ("SELECT '$5', $1", 1), ("SELECT $1 -- $9", 1),
            ("SELECT /* $3 */ $2", 2), ("SELECT a$4, $2", 2),
        ])
    func highest(input: String, expected: Int) {
        #expect(Placeholders.highest(in: input) == expected)
    }
}
