import FoodlyStore
import FoodlyTestSupport
import Foundation
import Synchronization
import Testing

/// PostgreSQL only: messages between processes, and coming back after the server drops connections.
@Suite("PostgreSQL broadcast and recovery", .enabled(if: TestDatabase.postgresURL != nil))
struct PostgresRecoveryTests {
    /// Two databases on one schema stand for two server processes; their connections carry the returned
    /// application name, so a test ends only its own connections (tests run in parallel on one server).
    private static func twoProcesses() throws -> (PostgresDatabase, PostgresDatabase, String) {
        let name = "foodly_test_" + UUID().uuidString.prefix(8).lowercased()
        let url = try TestDatabase.freshPostgresURL() + "&application_name=\(name)"
        return (
            try PostgresDatabase(configuration: PostgresConfiguration(url: url, poolSize: 2)),
            try PostgresDatabase(configuration: PostgresConfiguration(url: url, poolSize: 2)), name
        )
    }

    /// Ends this test's server connections except the caller's, as a server restart does.
    private static func dropConnections(_ database: PostgresDatabase, named name: String, matching query: String)
        throws
    {
        try database.write { connection in
            try connection.execute(
                """
                SELECT pg_terminate_backend(pid, 5000) FROM pg_stat_activity
                WHERE application_name = $1 AND pid <> pg_backend_pid() AND query LIKE $2
                """, [.text(name), .text(query)])
        }
    }

    private static func waitUntil(_ condition: () -> Bool) {
        let deadline = Date().addingTimeInterval(10)
        while !condition() && Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
    }

    @Test("a message sent through one process reaches a listener in another")
    func messageCrossesProcesses() throws {
        let (first, second, _) = try Self.twoProcesses()
        let received = Mutex<[String]>([])
        let channel = "foodly_test_\(UUID().uuidString.prefix(8).lowercased().filter(\.isLetter))"
        let listener = first.listen(
            on: channel, receive: { message in received.withLock { $0.append(message) } }, resync: {})
        defer { listener.stop() }
        // The listener connects on its own thread; send until it has heard one.
        Self.waitUntil {
            try? second.send("hello", on: channel)
            return !received.withLock { $0.isEmpty }
        }
        #expect(received.withLock { $0.first } == "hello")
    }

    @Test("a process serving another schema of the same database does not hear the message")
    func messagesStayInTheirSchema() throws {
        let (first, second, _) = try Self.twoProcesses()
        let elsewhere = try PostgresDatabase(
            configuration: PostgresConfiguration(url: try TestDatabase.freshPostgresURL(), poolSize: 1))
        let channel = "foodly_test_\(UUID().uuidString.prefix(8).lowercased().filter(\.isLetter))"
        let received = Mutex<[String]>([])
        let overheard = Mutex<[String]>([])
        let listening = Mutex(false)
        let listener = first.listen(
            on: channel, receive: { message in received.withLock { $0.append(message) } }, resync: {})
        defer { listener.stop() }
        let stranger = elsewhere.listen(
            on: channel, receive: { message in overheard.withLock { $0.append(message) } },
            resync: { listening.withLock { $0 = true } })
        defer { stranger.stop() }
        Self.waitUntil { listening.withLock { $0 } }
        #expect(listening.withLock { $0 })
        Self.waitUntil {
            try? second.send("hello", on: channel)
            return !received.withLock { $0.isEmpty }
        }
        #expect(received.withLock { $0.first } == "hello")
        // Both listeners wait on one server: a message the stranger was going to hear has reached it by now.
        Thread.sleep(forTimeInterval: 0.6)
        #expect(overheard.withLock { $0 }.isEmpty)
    }

    @Test("a listener asks for a resync when it starts, and again when its dropped connection is back")
    func listenerResyncs() throws {
        let (first, second, name) = try Self.twoProcesses()
        let resyncs = Mutex(0)
        let received = Mutex<[String]>([])
        let listener = first.listen(
            on: "foodly_test_resync", receive: { message in received.withLock { $0.append(message) } },
            resync: { resyncs.withLock { $0 += 1 } })
        defer { listener.stop() }
        Self.waitUntil {
            try? second.send("before", on: "foodly_test_resync")
            return !received.withLock { $0.isEmpty }
        }
        // One resync when listening first took effect (changes before it were not heard), one after reconnecting.
        #expect(resyncs.withLock { $0 } == 1)
        try Self.dropConnections(second, named: name, matching: "LISTEN foodly_test_resync_%")
        Self.waitUntil { resyncs.withLock { $0 } > 1 }
        #expect(resyncs.withLock { $0 } == 2)
        received.withLock { $0.removeAll() }
        Self.waitUntil {
            try? second.send("after", on: "foodly_test_resync")
            return !received.withLock { $0.isEmpty }
        }
        #expect(received.withLock { $0.first } == "after")
    }

    @Test("connections the server dropped while idle are replaced without failing a call")
    func poolRecovers() throws {
        let (first, second, name) = try Self.twoProcesses()
        try first.write { try $0.execute("CREATE TABLE notes (body TEXT NOT NULL)") }
        // Two connections idle in the pool, then the server ends them.
        try first.read { _ in try first.read { try $0.query("SELECT 1 AS one") } }
        try Self.dropConnections(second, named: name, matching: "%")
        try first.write { try $0.execute("INSERT INTO notes (body) VALUES ($1)", [.text("still here")]) }
        #expect(try first.read { try $0.queryOne("SELECT COUNT(*) AS n FROM notes")?.int("n") } == 1)
    }

    @Test("a schema change by another process does not break statements this one prepared before")
    func preparedStatementsSurviveMigrations() throws {
        let (first, second, _) = try Self.twoProcesses()
        try first.write { try $0.execute("CREATE TABLE notes (body TEXT NOT NULL)") }
        try first.write { try $0.execute("INSERT INTO notes (body) VALUES ($1)", [.text("kept")]) }
        let select = { try first.read { try $0.query("SELECT * FROM notes", []) } }
        #expect(try select().first?.columns == ["body"])
        try second.write { try $0.execute("ALTER TABLE notes ADD COLUMN extra TEXT") }
        #expect(try select().first?.columns == ["body", "extra"])
        try first.write { try $0.execute("INSERT INTO notes SELECT * FROM notes", []) }
        #expect(try select().count == 2)
    }
}

@Suite("PostgreSQL configuration")
struct PostgresConfigurationTests {
    @Test(
        "passwords are hidden in messages",
        arguments: [
            ("postgres://foodly:s3cret@db:5432/foodly", "postgres://foodly:***@db:5432/foodly"),
            (
                "postgres://foodly@db/foodly?password=s3cret&sslmode=require",
                "postgres://foodly@db/foodly?password=***&sslmode=require"
            ),
            ("postgresql://db/foodly", "postgresql://db/foodly"),
        ])
    func redaction(url: String, shown: String) {
        #expect(PostgresConfiguration(url: url).redactedURL == shown)
    }
}
