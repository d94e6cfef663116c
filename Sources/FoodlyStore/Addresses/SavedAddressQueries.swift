import FoodlyCore
import Foundation

/// Customers' saved addresses (`saved_addresses`) on one connection. Every statement names the customer, so
/// nobody reads or changes another's.
public struct SavedAddressQueries {
    private let connection: any DatabaseConnection

    /// The saved addresses as seen from `connection`.
    public init(_ connection: any DatabaseConnection) {
        self.connection = connection
    }

    /// The customer's addresses, the default first, then in the order they were saved.
    public func addresses(userID: ID<UserAccount>) throws -> [SavedAddress] {
        try connection.query(
            """
            SELECT id, label, address, is_default FROM saved_addresses WHERE user_id = \(userID)
            ORDER BY is_default DESC, created_at, id
            """, as: SavedAddressRow.self
        ).compactMap(\.saved)
    }

    /// Saves a new address for the customer.
    public func insert(_ saved: SavedAddress, userID: ID<UserAccount>, at time: Date) throws {
        let address = try JSONColumn(StoredAddress(saved.address))
        try connection.execute(
            """
            INSERT INTO saved_addresses (id, user_id, label, address, is_default, created_at, updated_at)
            VALUES (\(saved.id), \(userID), \(saved.label), \(address), \(saved.isDefault), \(time), \(time))
            """)
    }

    /// Replaces the label, address and default flag of one of the customer's addresses; false when they have
    /// none with that id.
    public func update(_ saved: SavedAddress, userID: ID<UserAccount>, at time: Date) throws -> Bool {
        let address = try JSONColumn(StoredAddress(saved.address))
        return try connection.execute(
            """
            UPDATE saved_addresses SET label = \(saved.label), address = \(address), is_default = \(saved.isDefault),
                updated_at = \(time)
            WHERE id = \(saved.id) AND user_id = \(userID)
            """) == 1
    }

    /// Makes `id` the customer's only default (none when `id` is nil).
    public func setDefault(_ id: String?, userID: ID<UserAccount>) throws {
        try connection.execute(
            """
            UPDATE saved_addresses SET is_default = CASE WHEN id = \(id) THEN 1 ELSE 0 END
            WHERE user_id = \(userID)
            """)
    }

    /// Deletes one of the customer's addresses; false when they have none with that id.
    public func delete(id: String, userID: ID<UserAccount>) throws -> Bool {
        try connection.execute("DELETE FROM saved_addresses WHERE id = \(id) AND user_id = \(userID)") == 1
    }
}

/// A row of `saved_addresses`.
struct SavedAddressRow: Decodable {
    let id: String
    let label: String
    let address: JSONColumn<StoredAddress>
    let isDefault: Bool

    enum CodingKeys: String, CodingKey {
        case id, label, address
        case isDefault = "is_default"
    }

    /// The saved address, or nil when its label is no longer known.
    var saved: SavedAddress? {
        AddressLabel(rawValue: label).map {
            SavedAddress(id: id, label: $0, address: address.value.address, isDefault: isDefault)
        }
    }
}

extension AddressLabel: SQLBindable {}
