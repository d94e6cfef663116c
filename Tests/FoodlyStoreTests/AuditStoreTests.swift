import FoodlyCore
import FoodlyShared
import FoodlyStore
import Foundation
import Testing

/// The audit log on every store: entries appended and found newest first, by words (case does not matter, `%` and
/// `_` are plain characters), by action and restaurant, a page at a time; an entry once written cannot be changed.
@Suite("Audit store")
struct AuditStoreTests {
    static let start = Date(timeIntervalSince1970: 1_800_000_000)

    static func entry(
        _ id: String, _ action: AuditAction, subject: String, by label: String = "ops@example.com",
        restaurant: String? = nil, minute: Int
    ) -> AuditEntry {
        AuditEntry(
            id: ID(id), at: start.addingTimeInterval(Double(minute) * 60),
            actor: AuditEntry.Actor(userID: nil, label: label, role: .operator), action: action,
            subject: AuditEntry.Subject(kind: .dish, id: "dish-\(id)", label: subject),
            restaurantID: restaurant.map { ID($0) }, before: ["price": "1250"], after: ["price": "1400"])
    }

    static func append(_ entries: [AuditEntry], to database: any Database) throws {
        try database.write { connection in
            for entry in entries { try AuditQueries(connection).append(entry) }
        }
    }

    static func found(_ search: AuditSearch, in database: any Database) throws -> [String] {
        try database.read { try AuditQueries($0).entries(search) }.map(\.id.rawValue)
    }

    @Test(arguments: StoreFactory.all)
    func entriesAreFoundNewestFirstByWordsActionRestaurantAndPage(_ factory: StoreFactory) throws {
        try factory.withMigratedStore { store in
            try Self.append(
                [
                    Self.entry("a", .dishChanged, subject: "Green Bowl", restaurant: "r1", minute: 0),
                    Self.entry("b", .dishAvailability, subject: "green bowl", restaurant: "r1", minute: 1),
                    Self.entry("c", .dishChanged, subject: "100% Juice", restaurant: "r2", minute: 2),
                    Self.entry("d", .dishChanged, subject: "1000 Juice", by: "Chef_Ann@example.com", minute: 3),
                    Self.entry("e", .dishChanged, subject: "Chef Ann's Stew", minute: 4),
                ], to: store.database)
            let stored = try store.database.read { try AuditQueries($0).entries(AuditSearch()) }
            #expect(stored.map(\.id.rawValue) == ["e", "d", "c", "b", "a"], "newest first")
            #expect(stored.last == Self.entry("a", .dishChanged, subject: "Green Bowl", restaurant: "r1", minute: 0))

            #expect(try Self.found(AuditSearch(text: "GREEN bowl"), in: store.database) == ["b", "a"])
            #expect(try Self.found(AuditSearch(text: "0%"), in: store.database) == ["c"], "% is a character")
            #expect(try Self.found(AuditSearch(text: "chef_"), in: store.database) == ["d"], "_ is a character")
            #expect(try Self.found(AuditSearch(text: "dish.availability"), in: store.database) == ["b"])
            #expect(try Self.found(AuditSearch(text: "nothing like it"), in: store.database).isEmpty)
            #expect(try Self.found(AuditSearch(action: .dishAvailability), in: store.database) == ["b"])
            #expect(try Self.found(AuditSearch(restaurantID: ID("r1")), in: store.database) == ["b", "a"])
            #expect(
                try Self.found(
                    AuditSearch(text: "juice", action: .dishChanged, restaurantID: ID("r2")), in: store.database)
                    == ["c"])

            // Pages: each one starts before the last entry of the one before.
            #expect(try Self.found(AuditSearch(limit: 2), in: store.database) == ["e", "d"])
            #expect(try Self.found(AuditSearch(before: ID("d"), limit: 2), in: store.database) == ["c", "b"])
            #expect(try Self.found(AuditSearch(before: ID("b"), limit: 2), in: store.database) == ["a"])
            #expect(try Self.found(AuditSearch(text: "green", before: ID("b")), in: store.database) == ["a"])
        }
    }

    @Test(arguments: StoreFactory.all)
    func anEntryCannotBeChangedOnceWritten(_ factory: StoreFactory) throws {
        try factory.withMigratedStore { store in
            try Self.append([Self.entry("a", .dishChanged, subject: "Green Bowl", minute: 0)], to: store.database)
            #expect(throws: (any Error).self) {
                try store.database.write { try $0.execute("UPDATE audit_log SET actor_label = 'someone else'") }
            }
            let kept = try store.database.read { try AuditQueries($0).entries(AuditSearch()) }
            #expect(kept.map(\.actor.label) == ["ops@example.com"], "the refused update changed nothing")
        }
    }
}
