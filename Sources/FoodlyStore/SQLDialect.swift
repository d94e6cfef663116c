/// The SQL dialect a ``Database`` speaks.
///
/// Services never branch on it: SQL that differs between engines lives in FoodlyStore (for
/// example in the per-dialect statements of a ``Migration``).
public enum SQLDialect: String, Sendable, Hashable, CaseIterable {
    /// SQLite 3.
    case sqlite
    /// PostgreSQL.
    case postgres
}
