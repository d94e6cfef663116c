import FoodlyApp
import FoodlyCore
import FoodlyStore
import FoodlyTestSupport
import Foundation
import Testing

/// A process that starts from a catalog file written by an earlier one, then applies the change log after the
/// file's version, answers exactly what a process that loads the whole catalog answers; a file it cannot trust is
/// left alone and the catalog loaded whole.
@Suite("Catalog file")
struct CatalogFileTests {
    @Test(
        "a process that starts from the file, changes made since applied, answers what a whole load answers",
        arguments: [1, 2, 3] as [UInt64])
    func startFromFile(seed: UInt64) throws {
        var world = try ChangingCatalog(seed: seed)
        for _ in 0..<150 { _ = try world.changeSomething() }
        let file = try Self.writtenFile(of: world)
        defer { file.remove() }
        for _ in 0..<100 { _ = try world.changeSomething() }
        let started = AppEnvironment(
            database: world.database, clock: world.clock, catalogCache: CatalogCache(file: file))
        let wholeLoad = AppEnvironment(database: world.database, clock: world.clock)
        #expect(try ChangingCatalog.answers(started) == (try ChangingCatalog.answers(wholeLoad)))
        #expect(started.catalogCache.startedFromFile && started.catalogCache.wholeLoads == 0)
        // It goes on applying changes in place from there.
        for _ in 0..<30 { _ = try world.changeSomething() }
        #expect(try ChangingCatalog.answers(started) == (try ChangingCatalog.answers(wholeLoad)))
        #expect(started.catalogCache.wholeLoads == 0)
    }

    @Test(
        "a damaged, cut or foreign file, or one of a restored database, is not used: the catalog is loaded whole and the file written again"
    )
    func untrustedFiles() throws {
        var world = try ChangingCatalog(seed: 9)
        for _ in 0..<40 { _ = try world.changeSomething() }
        let file = try Self.writtenFile(of: world)
        defer { file.remove() }
        let whole = try Data(contentsOf: URL(fileURLWithPath: file.path))
        var damaged = whole
        damaged[damaged.count / 2] ^= 0x40
        let other = try ChangingCatalog(seed: 10)
        let cases: [(String, () throws -> Void)] = [
            ("one byte changed", { try damaged.write(to: URL(fileURLWithPath: file.path)) }),
            ("cut short", { try whole.prefix(whole.count - 100).write(to: URL(fileURLWithPath: file.path)) }),
            ("not a catalog file", { try Data("hello".utf8).write(to: URL(fileURLWithPath: file.path)) }),
            ("of another database", { try Self.copy(Self.writtenFile(of: other), to: file) }),
            (
                "of a database restored since",
                {
                    try whole.write(to: URL(fileURLWithPath: file.path))
                    try world.database.write { try CatalogQueries($0).renewOrigin() }
                }
            ),
        ]
        for (name, spoil) in cases {
            try spoil()
            let started = AppEnvironment(
                database: world.database, clock: world.clock, catalogCache: CatalogCache(file: file))
            let wholeLoad = AppEnvironment(database: world.database, clock: world.clock)
            #expect(try ChangingCatalog.answers(started) == (try ChangingCatalog.answers(wholeLoad)), "\(name)")
            #expect(!started.catalogCache.startedFromFile && started.catalogCache.wholeLoads == 1, "\(name)")
            #expect(try Self.waitForFile(file, of: SQLCatalogStore(database: world.database)), "\(name): written again")
        }
    }

    @Test("a process holding other regions does not use the file")
    func otherRegions() throws {
        let world = try ChangingCatalog(seed: 11)
        let file = try Self.writtenFile(of: world)
        defer { file.remove() }
        let regional = AppEnvironment(
            database: world.database, clock: world.clock, catalogCache: CatalogCache(file: file),
            regions: [RegionName.default])
        _ = try CatalogService(environment: regional).categories()
        #expect(!regional.catalogCache.startedFromFile && regional.catalogCache.wholeLoads == 1)
        let store = SQLCatalogStore(database: world.database, regions: [RegionName.default])
        #expect(try Self.waitForFile(file, of: store), "written again for the regions it holds")
    }

    @Test("a catalog file that cannot be written costs nothing but the next start's speed")
    func unwritableFile() throws {
        var world = try ChangingCatalog(seed: 12)
        for _ in 0..<20 { _ = try world.changeSomething() }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("absent-\(UUID().uuidString)")
        let file = CatalogFile(path: folder.appendingPathComponent("catalog").path)
        let process = AppEnvironment(
            database: world.database, clock: world.clock, catalogCache: CatalogCache(file: file))
        let wholeLoad = AppEnvironment(database: world.database, clock: world.clock)
        #expect(try ChangingCatalog.answers(process) == (try ChangingCatalog.answers(wholeLoad)))
        #expect(throws: (any Error).self) {
            try file.write(
                version: 0, restaurants: [], words: WordTable(), index: SearchIndex(documents: []).parts,
                identity: "x")
        }
        #expect(!FileManager.default.fileExists(atPath: folder.path), "nothing was left behind")
        for _ in 0..<10 { _ = try world.changeSomething() }
        #expect(try ChangingCatalog.answers(process) == (try ChangingCatalog.answers(wholeLoad)))
        #expect(process.catalogCache.wholeLoads == 1)
    }

    /// The file a process writes after its whole load of `world`'s catalog (waited for: it is written on a thread
    /// of its own).
    private static func writtenFile(of world: ChangingCatalog) throws -> CatalogFile {
        let file = CatalogFile(
            path: FileManager.default.temporaryDirectory.appendingPathComponent("catalog-\(UUID().uuidString)").path)
        let writer = AppEnvironment(
            database: world.database, clock: world.clock, catalogCache: CatalogCache(file: file))
        _ = try CatalogService(environment: writer).categories()
        #expect(try waitForFile(file, of: SQLCatalogStore(database: world.database)), "the whole load wrote the file")
        let permissions = try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions] as? Int
        #expect(permissions == 0o600, "readable by its owner only")
        return file
    }

    /// Whether `file` holds a catalog of `store`'s identity within 30 seconds.
    private static func waitForFile(_ file: CatalogFile, of store: SQLCatalogStore) throws -> Bool {
        let identity = try store.fileIdentity()
        let deadline = Date().addingTimeInterval(30)
        while file.read(identity: identity) == nil {
            guard Date() < deadline else { return false }
            Thread.sleep(forTimeInterval: 0.02)
        }
        return true
    }

    private static func copy(_ source: CatalogFile, to target: CatalogFile) throws {
        defer { source.remove() }
        try Data(contentsOf: URL(fileURLWithPath: source.path)).write(to: URL(fileURLWithPath: target.path))
    }
}
