import Testing

@testable import FoodlyStore

@Suite("SQLite placeholder rewriting")
struct SQLitePlaceholderTests {
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
        #expect(SQLitePlaceholders.rewrite(input) == expected)
    }
}
