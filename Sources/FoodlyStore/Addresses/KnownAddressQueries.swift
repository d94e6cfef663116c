import FoodlyCore
import Foundation

/// The address table (`known_addresses`) on one connection: rows imported in batches, duplicates left out by
/// their key, and read back in id order a page at a time.
public struct KnownAddressQueries {
    private let connection: any DatabaseConnection

    /// Rows per `INSERT` (9 values each, under SQLite's and PostgreSQL's parameter limits).
    public static let rowsPerInsert = 100

    /// The address table as seen from `connection`.
    public init(_ connection: any DatabaseConnection) {
        self.connection = connection
    }

    /// The highest id in the table (0 when empty): the table's version, since imports only add rows with higher
    /// ids.
    public func maxID() throws -> Int64 {
        try connection.queryOne("SELECT MAX(id) AS id FROM known_addresses", as: MaxIDRow.self)?.id ?? 0
    }

    /// Inserts `rows` numbered from `firstID` (at most ``rowsPerInsert``), leaving out those whose key is
    /// already in the table (or earlier in `rows`); returns the ids written.
    public func insert(_ rows: [AddressCSV.Row], firstID: Int64) throws -> Set<Int64> {
        guard !rows.isEmpty else { return [] }
        let values = rows.enumerated().map { offset, row -> SQL in
            let address = row.address
            return """
                (\(firstID + Int64(offset)), \(address.number), \(address.street), \(address.unit), \(address.city),
                \(address.postcode), \(address.latitude), \(address.longitude), \(row.key))
                """
        }
        let written = try connection.query(
            """
            INSERT INTO known_addresses (id, number, street, unit, city, postcode, latitude, longitude, match_key)
            VALUES \(SQL.joined(values, separator: ", "))
            ON CONFLICT (match_key) DO NOTHING RETURNING id
            """, as: MaxIDRow.self)
        return Set(written.compactMap(\.id))
    }

    /// Up to `limit` addresses with ids above `id`, in id order.
    public func page(after id: Int64, limit: Int) throws -> [KnownAddress] {
        try connection.query(
            """
            SELECT id, number, street, unit, city, postcode, latitude, longitude FROM known_addresses
            WHERE id > \(id) ORDER BY id LIMIT \(limit)
            """, as: KnownAddressRow.self
        ).map(\.address)
    }

    /// The address with `id`, if any.
    public func address(id: Int64) throws -> KnownAddress? {
        try connection.queryOne(
            """
            SELECT id, number, street, unit, city, postcode, latitude, longitude FROM known_addresses
            WHERE id = \(id)
            """, as: KnownAddressRow.self
        )?.address
    }
}

/// One id (or none, from `MAX` over no rows).
struct MaxIDRow: Decodable {
    let id: Int64?
}

/// A row of `known_addresses`.
struct KnownAddressRow: Decodable {
    let id: Int64
    let number: String
    let street: String
    let unit: String?
    let city: String
    let postcode: String?
    let latitude: Double
    let longitude: Double

    var address: KnownAddress {
        KnownAddress(
            id: id, number: number, street: street, unit: unit, city: city, postcode: postcode, latitude: latitude,
            longitude: longitude)
    }
}

extension KnownAddressQueries {
    /// The table's version (``maxID()``) in one statement, without a transaction: what every search checks.
    public static func version(_ database: any Database) throws -> Int64 {
        try database.queryOnce("SELECT MAX(id) AS id FROM known_addresses", []).first?.decode(MaxIDRow.self).id ?? 0
    }
}
