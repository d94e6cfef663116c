import FoodlyCore
import Foundation

/// A whole catalog at one version on disk: restaurants, packed menus and the search index's arrays, so that
/// `foodly serve` starts by reading it and applying the change log after its version, instead of reading every
/// row and building the index again.
///
/// The file names its origin (`CatalogStore.fileIdentity()`: the database's history and the regions held): a file
/// of another database or other regions is not used. It ends with a checksum of everything after the magic: a
/// damaged or cut file is not used either, nor one whose first eight bytes name another format (change `magic`
/// with the format). It is written to a temporary name beside it and renamed over it, so a
/// reader sees the old file or the new one whole.
public struct CatalogFile: Sendable {
    /// Where the file lives.
    public let path: String

    private static let magic = Array("FOODLYC9".utf8)

    /// The catalog file at `path`.
    public init(path: String) {
        self.path = path
    }

    /// One restaurant as the file holds it: the restaurant, its area key and its menu (empty for none).
    public typealias Entry = (restaurant: Restaurant, areaKey: Int, menu: PackedDishes)

    /// Writes the catalog at `version` (`restaurants` in area-key order, their menus written with `words`) and
    /// the index of their search documents under `identity`, replacing the file whole. The restaurants are read
    /// one at a time, so a catalog in memory is written without a copy of it.
    public func write(
        version: Int, restaurants: some Collection<Entry>, words: WordTable, index: SearchIndex.Parts,
        identity: String
    ) throws {
        let temporary = path + ".partial"
        let writer = try CatalogFileWriter(path: temporary, magic: CatalogFile.magic)
        do {
            try writer.values { values in
                values.string(identity)
                values.unsigned(UInt64(version))
                values.unsigned(UInt64(restaurants.count))
            }
            // Every menu is written with the table, which follows them: it holds all their words.
            for (restaurant, areaKey, menu) in restaurants {
                try writer.values { values in
                    RestaurantPacking.write(restaurant, to: &values)
                    values.signed(areaKey)
                }
                try writer.array(menu.isEmpty ? [] : menu.sharing(words).packedBytes)
            }
            let list = words.list
            try writer.values { values in
                values.unsigned(UInt64(list.count))
                for word in list { values.string(word) }
            }
            try writer.array(index.termBytes)
            try writer.array(index.termOffsets)
            try writer.array(index.deletionHashes)
            try writer.array(index.deletionTerms)
            try writer.array(index.postingOffsets)
            try writer.array(index.postingEntries)
            try writer.array(index.documentIDStarts)
            try writer.array(index.documentIDFirsts)
            try writer.array(index.kinds)
            try writer.array(index.popularityStarts)
            try writer.array(index.popularityValues)
            try writer.finish()
        } catch {
            writer.abandon()
            try? FileManager.default.removeItem(atPath: temporary)
            throw error
        }
        guard rename(temporary, path) == 0 else {
            try? FileManager.default.removeItem(atPath: temporary)
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: path])
        }
    }

    /// The catalog and search index the file holds, when it exists, was written under `identity`, is whole and
    /// its index fits together; else nil.
    public func read(identity: String) -> (contents: CatalogContents, index: SearchIndex)? {
        // Mapped, not read: what is copied out of it is all the memory it costs.
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_size > 0,
            let mapping = mmap(nil, Int(status.st_size), PROT_READ, MAP_PRIVATE, descriptor, 0),
            mapping != MAP_FAILED
        else { return nil }
        defer { munmap(mapping, Int(status.st_size)) }
        return CatalogFile.parse(UnsafeRawBufferPointer(start: mapping, count: Int(status.st_size)), identity: identity)
    }

    private static func parse(_ bytes: UnsafeRawBufferPointer, identity: String) -> (
        contents: CatalogContents, index: SearchIndex
    )? {
        let magic = CatalogFile.magic.count
        guard bytes.count >= magic + 8, Array(bytes[0..<magic]) == CatalogFile.magic else { return nil }
        let body = UnsafeRawBufferPointer(rebasing: bytes[magic..<bytes.count - 8])
        var checksum = FileChecksum()
        checksum.add(body)
        let stored = UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: bytes.count - 8, as: UInt64.self))
        guard checksum.value == stored else { return nil }
        var reader = ByteReader(body)
        guard reader.string() == identity else { return nil }
        let version = reader.count()
        var restaurants: [Restaurant] = []
        var areaKeys: [Int] = []
        var packedMenus: [(ID<Restaurant>, [UInt8])] = []
        let count = reader.count()
        restaurants.reserveCapacity(count)
        areaKeys.reserveCapacity(count)
        packedMenus.reserveCapacity(count)
        for _ in 0..<count {
            let restaurant = RestaurantPacking.read(&reader)
            restaurants.append(restaurant)
            areaKeys.append(reader.signed())
            guard let menu: [UInt8] = reader.array() else { return nil }
            if !menu.isEmpty { packedMenus.append((restaurant.id, menu)) }
        }
        let words = WordTable(words: (0..<reader.count()).map { _ in reader.string() })
        var menus: [ID<Restaurant>: PackedDishes] = [:]
        menus.reserveCapacity(packedMenus.count)
        for (id, menu) in packedMenus { menus[id] = PackedDishes(packed: menu, of: id, words: words) }
        guard let termBytes: [UInt8] = reader.array(), let termOffsets: [UInt32] = reader.array(),
            let deletionHashes: [UInt32] = reader.array(), let deletionTerms: [UInt32] = reader.array(),
            let postingOffsets: [UInt32] = reader.array(), let postingEntries: [UInt16] = reader.array(),
            let documentIDStarts: [UInt32] = reader.array(),
            let documentIDFirsts: [Int] = reader.array(), let kinds: [UInt8] = reader.array(),
            let popularityStarts: [UInt32] = reader.array(), let popularityValues: [Double] = reader.array(),
            reader.offset == body.count,
            let index = SearchIndex(
                parts: SearchIndex.Parts(
                    termBytes: termBytes, termOffsets: termOffsets, deletionHashes: deletionHashes,
                    deletionTerms: deletionTerms, postingOffsets: postingOffsets,
                    postingEntries: postingEntries, documentIDStarts: documentIDStarts,
                    documentIDFirsts: documentIDFirsts, kinds: kinds,
                    popularityStarts: popularityStarts, popularityValues: popularityValues))
        else { return nil }
        return (
            CatalogContents(
                version: version, restaurants: restaurants, areaKeys: areaKeys, menus: menus, words: words),
            index
        )
    }

    /// Removes the file (a restored database has another history after the backup's version).
    public func remove() {
        try? FileManager.default.removeItem(atPath: path)
    }
}
