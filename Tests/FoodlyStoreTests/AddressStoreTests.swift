import FoodlyCore
import FoodlyStore
import Foundation
import Testing

/// The address tables on every store: imported rows numbered and their duplicates (by key) left out, read back a
/// page at a time, the table's version; saved addresses only ever read or changed for their own customer, with
/// one default.
@Suite("Address stores")
struct AddressStoreTests {
    static func row(_ number: String, _ street: String, city: String = "San Francisco") -> AddressCSV.Row {
        let fields = [number, street, "", city, "94110", "37.76", "-122.42"]
        let header = AddressCSV.Header(fields: [
            "number", "street", "unit", "city", "postcode", "latitude", "longitude",
        ])
        guard case .success(let row) = AddressCSV.row(fields, header) else { preconditionFailure("a valid row") }
        return row
    }

    static func addUser(_ id: String, _ connection: any DatabaseConnection) throws {
        try connection.execute(
            """
            INSERT INTO users (id, full_name, email, password_hash, created_at, updated_at)
            VALUES ($1, 'Ada Lovelace', $2, 'hash', 'now', 'now')
            """, [.text(id), .text("\(id)@example.com")])
    }

    @Test(arguments: StoreFactory.all)
    func importedRowsAreNumberedDuplicatesLeftOutAndReadBackInPages(_ factory: StoreFactory) throws {
        try factory.withMigratedStore { store in
            #expect(try KnownAddressQueries.version(store.database) == 0)
            let written = try store.database.write { connection in
                try KnownAddressQueries(connection).insert(
                    [Self.row("1", "Valencia St"), Self.row("3", "Valencia St"), Self.row("1", "VALENCIA STREET")],
                    firstID: 1)
            }
            #expect(written == [1, 2], "the third row is the first one again")
            let again = try store.database.write { connection in
                try KnownAddressQueries(connection).insert(
                    [Self.row("3", "Valencia Street"), Self.row("1", "Valencia St", city: "Oakland")], firstID: 4)
            }
            #expect(again == [5])
            #expect(try KnownAddressQueries.version(store.database) == 5)
            let pages = try store.database.read { connection in
                let queries = KnownAddressQueries(connection)
                return [try queries.page(after: 0, limit: 2), try queries.page(after: 2, limit: 2)]
            }
            #expect(pages.map { $0.map(\.id) } == [[1, 2], [5]])
            #expect(pages[1][0].city == "Oakland" && pages[1][0].postcode == "94110" && pages[1][0].unit == nil)
            let one = try store.database.read { try KnownAddressQueries($0).address(id: 2) }
            #expect(one?.line1 == "3 Valencia St" && one?.latitude == 37.76)
        }
    }

    @Test(arguments: StoreFactory.all)
    func savedAddressesBelongToTheirCustomerAndOneIsTheDefault(_ factory: StoreFactory) throws {
        try factory.withMigratedStore { store in
            let ada = ID<UserAccount>("ada")
            let bob = ID<UserAccount>("bob")
            let address = Address(line1: "600 Valencia St", city: "San Francisco", latitude: 37.76, longitude: -122.42)
            let time = Fixtures.fixedDate
            try store.database.write { connection in
                try Self.addUser("ada", connection)
                try Self.addUser("bob", connection)
                let queries = SavedAddressQueries(connection)
                try queries.insert(
                    SavedAddress(id: "h", label: .home, address: address, isDefault: true), userID: ada, at: time)
                try queries.insert(
                    SavedAddress(id: "w", label: .work, address: address, isDefault: false), userID: ada,
                    at: time.addingTimeInterval(1))
                try queries.insert(
                    SavedAddress(id: "b", label: .other, address: address, isDefault: true), userID: bob, at: time)
            }
            let listed = try store.database.read { try SavedAddressQueries($0).addresses(userID: ada) }
            #expect(listed.map(\.id) == ["h", "w"] && listed[0].isDefault && listed[0].address == address)
            try store.database.write { connection in
                let queries = SavedAddressQueries(connection)
                // Bob can neither change nor delete Ada's address.
                var taken = listed[1]
                taken.label = .other
                #expect(try queries.update(taken, userID: bob, at: time) == false)
                #expect(try queries.delete(id: "h", userID: bob) == false)
                try queries.setDefault("w", userID: ada)
            }
            let after = try store.database.read { connection in
                (
                    try SavedAddressQueries(connection).addresses(userID: ada),
                    try SavedAddressQueries(connection).addresses(userID: bob)
                )
            }
            #expect(after.0.map(\.id) == ["w", "h"], "the default first")
            #expect(after.0.map(\.isDefault) == [true, false] && after.0[0].label == .work)
            #expect(after.1.map(\.isDefault) == [true], "Bob's default is his own")
            #expect(try store.database.write { try SavedAddressQueries($0).delete(id: "h", userID: ada) })
            #expect(try store.database.read { try SavedAddressQueries($0).addresses(userID: ada) }.map(\.id) == ["w"])
        }
    }
}
