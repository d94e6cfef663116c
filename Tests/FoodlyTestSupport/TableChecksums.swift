import FoodlyStore

/// Every Foodly table's row count and checksum (``DataCopy/checksum(of:)``), to compare a database with its copy.
public enum TableChecksums {
    /// `[table: [rows, checksum]]` over ``DataCopy/tables`` and the schema's own tables, counting only the rows
    /// `keep` accepts.
    public static func of(_ database: any Database, keep: (String, Row) throws -> Bool = { _, _ in true }) throws
        -> [String: [UInt64]]
    {
        try database.read { connection in
            var found: [String: [UInt64]] = [:]
            for table in DataCopy.tables + ["schema_migrations", "catalog_version"] {
                let rows = try connection.query("SELECT * FROM \(table)", []).filter { try keep(table, $0) }
                found[table] = [UInt64(rows.count), DataCopy.checksum(of: rows)]
            }
            return found
        }
    }
}
