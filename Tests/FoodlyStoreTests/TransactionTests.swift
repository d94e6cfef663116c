import FoodlyStore
import Synchronization
import Testing

@Suite("Transactions")
struct TransactionTests {
    @Test("a write whose body throws leaves nothing behind", arguments: StoreFactory.all)
    func failedWriteRollsBack(factory: StoreFactory) throws {
        try factory.withMigratedStore { store in
            #expect(throws: Deliberate()) {
                try store.database.write { connection in
                    try connection.execute("INSERT INTO parents (id, name) VALUES ($1, $2)", 1, "Ana")
                    try connection.execute("INSERT INTO samples (id, t) VALUES ($1, $2)", 1, "x")
                    throw Deliberate()
                }
            }
            #expect(try Fixtures.count("parents", in: store.database) == 0)
            #expect(try Fixtures.count("samples", in: store.database) == 0)
            // The writer is usable again afterwards.
            try store.database.write { try $0.execute("INSERT INTO parents (id, name) VALUES (1, 'Ana')") }
            #expect(try Fixtures.count("parents", in: store.database) == 1)
        }
    }

    @Test("what waits for the commit runs once it committed, and never after a rollback", arguments: StoreFactory.all)
    func afterCommitRunsOnlyForCommittedWork(factory: StoreFactory) throws {
        try factory.withMigratedStore { store in
            let ran = Mutex<[String]>([])
            #expect(throws: Deliberate()) {
                try store.database.write { connection in
                    connection.afterCommit { ran.withLock { $0.append("rolled back") } }
                    throw Deliberate()
                }
            }
            try store.database.write { connection in
                try connection.execute("INSERT INTO parents (id, name) VALUES (1, 'Ana')")
                connection.afterCommit {
                    // Runs after the commit: another connection already sees the row.
                    let count = (try? Fixtures.count("parents", in: store.database)) ?? -1
                    ran.withLock { $0.append("committed, \(count) row") }
                }
                #expect(ran.withLock { $0 }.isEmpty, "not before the commit")
            }
            try store.database.write { try $0.execute("INSERT INTO parents (id, name) VALUES (2, 'Bo')") }
            #expect(ran.withLock { $0 } == ["committed, 1 row"], "once, and nothing of the rolled-back write")
        }
    }

    @Test("a statement error inside a write rolls the whole transaction back", arguments: StoreFactory.all)
    func statementErrorRollsBack(factory: StoreFactory) throws {
        try factory.withMigratedStore { store throws in
            #expect(throws: StoreError.self) {
                try store.database.write { connection in
                    try connection.execute("INSERT INTO parents (id, name) VALUES (1, 'Ana')")
                    try connection.execute("INSERT INTO parents (id, name) VALUES (2, 'Ana')")
                }
            }
            #expect(try Fixtures.count("parents", in: store.database) == 0)
        }
    }

    @Test("a committed write is visible to readers and survives reopening", arguments: StoreFactory.all)
    func commitPersists(factory: StoreFactory) throws {
        try factory.withMigratedStore { store in
            let changed = try store.database.write { connection in
                try connection.execute("INSERT INTO parents (id, name) VALUES ($1, $2), ($3, $4)", 1, "Ana", 2, "Bo")
            }
            #expect(changed == 2)
            #expect(try Fixtures.count("parents", in: store.database) == 2)
            guard let reopen = store.reopen else { return }
            store.database.close()
            let reopened = try reopen()
            defer { reopened.close() }
            let names = try reopened.read { connection in
                try connection.query("SELECT name FROM parents ORDER BY id").map { try $0.string("name") }
            }
            #expect(names == ["Ana", "Bo"])
            #expect(try Fixtures.migrator(Fixtures.schema).migrate(reopened).isEmpty)
        }
    }

    @Test("execute counts the rows changed, and 0 for other statements", arguments: StoreFactory.all)
    func changeCounts(factory: StoreFactory) throws {
        try factory.withMigratedStore { store in
            try store.database.write { connection throws in
                #expect(
                    try connection.execute("INSERT INTO parents (id, name) VALUES (1, 'a'), (2, 'b'), (3, 'c')") == 3)
                #expect(try connection.execute("UPDATE parents SET name = name || '!' WHERE id > $1", 1) == 2)
                #expect(try connection.execute("CREATE TABLE scratch (id INTEGER PRIMARY KEY)") == 0)
                #expect(try connection.execute("SELECT id FROM parents") == 0)
                #expect(try connection.execute("DELETE FROM parents WHERE id = $1", 99) == 0)
                #expect(try connection.execute("DELETE FROM parents") == 3)
            }
        }
    }

    @Test("a write returns the body's value, e.g. rows from INSERT … RETURNING", arguments: StoreFactory.all)
    func writeReturnsValue(factory: StoreFactory) throws {
        try factory.withMigratedStore { store in
            let id = try store.database.write { connection in
                try connection.queryOne("INSERT INTO parents (id, name) VALUES (7, $1) RETURNING id", "Cy")?.int("id")
            }
            #expect(id == 7)
        }
    }

    @Test("writes through a reader are refused", arguments: StoreFactory.all)
    func readersAreReadOnly(factory: StoreFactory) throws {
        try factory.withMigratedStore { store throws in
            #expect(throws: StoreError.self) {
                try store.database.read { connection in
                    try connection.execute("INSERT INTO parents (id, name) VALUES (1, 'Ana')")
                }
            }
            #expect(try Fixtures.count("parents", in: store.database) == 0)
        }
    }

    @Test(
        "a single query sees the last commit, binds its parameters and fails like any statement",
        arguments: StoreFactory.all)
    func singleQuery(factory: StoreFactory) throws {
        try factory.withMigratedStore { store in
            try store.database.write { try $0.execute("INSERT INTO parents (id, name) VALUES (1, 'Ana'), (2, 'Bo')") }
            let rows = try store.database.queryOnce("SELECT name FROM parents WHERE id = $1", [.integer(2)])
            #expect(try rows.map { try $0.string("name") } == ["Bo"])
            try store.database.write { try $0.execute("UPDATE parents SET name = 'Bea' WHERE id = 2") }
            #expect(
                try store.database.queryOnce("SELECT name FROM parents WHERE id = 2", []).first?.string("name") == "Bea"
            )
            #expect(throws: StoreError.self) { try store.database.queryOnce("SELECT nope FROM parents", []) }
        }
    }

    @Test("a closed database refuses reads and writes", arguments: StoreFactory.all)
    func closedDatabase(factory: StoreFactory) throws {
        try factory.withMigratedStore { store in
            store.database.close()
            store.database.close()
            #expect(throws: StoreError.closed) { try store.database.read { _ in 1 } }
            #expect(throws: StoreError.closed) { try store.database.write { _ in 1 } }
            #expect(throws: StoreError.closed) { try store.database.queryOnce("SELECT 1 AS one", []) }
        }
    }

    @Test("two in-memory databases do not share data")
    func memoryDatabasesAreSeparate() throws {
        try StoreFactory.sqliteMemory.withMigratedStore { first in
            try StoreFactory.sqliteMemory.withStore { second in
                try first.database.write { try $0.execute("INSERT INTO parents (id, name) VALUES (1, 'Ana')") }
                #expect(try Fixtures.tableExists("parents", in: second.database) == false)
                #expect(try Fixtures.count("parents", in: first.database) == 1)
            }
        }
    }
}
