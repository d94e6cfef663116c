/// One row of a query result: values addressed by column name.
///
/// Read values with the typed accessors (``int(_:)``, ``string(_:)``, ``optionalString(_:)`` …),
/// which throw ``StoreError/missingColumn(_:)`` or ``StoreError/typeMismatch(column:expected:actual:)``.
/// Column names are matched exactly first, then ignoring case (PostgreSQL folds unquoted names
/// to lower case, SQLite keeps them as written): prefer lower-case snake_case names in SQL.
public struct Row: Sendable, Equatable {
    /// The column names, in result order.
    public let columns: [String]
    /// The values, in the same order as ``columns``.
    public let values: [SQLValue]
    private let positions: [String: Int]

    /// Creates a row; when two columns share a name, the first one wins.
    public init(columns: [String], values: [SQLValue]) {
        precondition(columns.count == values.count, "a row needs one value per column")
        self.init(columns: columns, values: values, positions: Row.positions(of: columns))
    }

    init(columns: [String], values: [SQLValue], positions: [String: Int]) {
        self.columns = columns
        self.values = values
        self.positions = positions
    }

    /// The index of each column name, first occurrence winning; shared by the rows of one result.
    static func positions(of columns: [String]) -> [String: Int] {
        var positions: [String: Int] = [:]
        for (index, name) in columns.enumerated() where positions[name] == nil {
            positions[name] = index
        }
        return positions
    }

    /// The value of a column, or `nil` when there is no such column.
    public subscript(column: String) -> SQLValue? {
        if let index = positions[column] {
            return values[index]
        }
        if let index = columns.firstIndex(where: { $0.caseInsensitiveEquals(column) }) {
            return values[index]
        }
        return nil
    }

    /// Compares column names and values.
    public static func == (lhs: Row, rhs: Row) -> Bool {
        lhs.columns == rhs.columns && lhs.values == rhs.values
    }
}

extension String {
    fileprivate func caseInsensitiveEquals(_ other: String) -> Bool {
        lowercased() == other.lowercased()
    }
}
