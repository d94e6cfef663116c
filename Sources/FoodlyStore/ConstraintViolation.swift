/// Details of a violated integrity constraint, as far as the engine reports them.
///
/// `table` and `columns` are filled in the same way by every dialect where the engine tells
/// them (SQLite names them in its message, PostgreSQL in its error fields), so services can
/// match on them, for example `columns == ["email"]`. `constraint` is the engine's own name for
/// the constraint when known; only the name of a `CHECK` declared as `CONSTRAINT name CHECK (…)`
/// is the same in every dialect, so match on nothing else.
public struct ConstraintViolation: Sendable, Hashable, CustomStringConvertible {
    /// The table whose constraint failed, when known.
    public var table: String?
    /// The columns of the constraint, when known, in declaration order.
    public var columns: [String]
    /// The engine's name or text for the constraint, when known.
    public var constraint: String?
    /// The engine's message, for the log only.
    public var message: String

    /// Creates a description of a violated constraint.
    public init(table: String? = nil, columns: [String] = [], constraint: String? = nil, message: String) {
        self.table = table
        self.columns = columns
        self.constraint = constraint
        self.message = message
    }

    /// The engine's message.
    public var description: String { message }
}
