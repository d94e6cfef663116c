import FoodlyCore
import Foundation

/// The `photo_variants` table on one connection: the kept sizes of uploaded photos, read by every process.
public struct PhotoQueries {
    private let connection: any DatabaseConnection

    /// The table as seen from `connection`.
    public init(_ connection: any DatabaseConnection) {
        self.connection = connection
    }

    /// Stores a photo's variants; a photo stored already (the same content uploaded again) is left as it is.
    public func insert(_ variants: [PhotoVariant], at time: Date) throws {
        for variant in variants {
            guard
                try connection.queryOne(
                    "SELECT width FROM photo_variants WHERE hash = \(variant.hash) AND width = \(variant.width)")
                    == nil
            else { continue }
            try connection.execute(
                """
                INSERT INTO photo_variants (hash, width, height, media_type, bytes, created_at)
                VALUES (\(variant.hash), \(variant.width), \(variant.height), \(variant.mediaType),
                    \(SQLValue.blob(variant.bytes)), \(time))
                """)
        }
    }

    /// The variant `width` pixels wide of the photo `hash`, or nil.
    public func variant(hash: String, width: Int) throws -> PhotoVariant? {
        guard
            let row = try connection.queryOne(
                "SELECT height, media_type, bytes FROM photo_variants WHERE hash = \(hash) AND width = \(width)")
        else { return nil }
        return PhotoVariant(
            hash: hash, width: width, height: try row.int("height"), mediaType: try row.string("media_type"),
            bytes: try row.blob("bytes"))
    }

    /// Deletes the photo `hash` unless a restaurant or dish still shows it (the same photo may be on several).
    public func deleteUnused(hash: String) throws {
        let prefix = PhotoRules.pathPrefix + hash + "/"
        let pattern = prefix + "%"
        guard
            try connection.queryOne("SELECT id FROM restaurants WHERE image_url LIKE \(pattern)") == nil,
            try connection.queryOne("SELECT id FROM dishes WHERE image_url LIKE \(pattern)") == nil
        else { return }
        try connection.execute("DELETE FROM photo_variants WHERE hash = \(hash)")
    }
}
