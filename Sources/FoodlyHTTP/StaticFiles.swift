import Foundation

/// Serves a directory of assets from memory with strong ETags, 304 answers and Cache-Control.
///
/// Files are read once at start-up. `url(for:)` adds a version query (`?v=<hash>`); a request carrying
/// the current version is cacheable for a year (`immutable`), any other is revalidated after five minutes.
public struct StaticFiles: Sendable {
    struct Asset: Sendable {
        let body: [UInt8]
        let contentType: String
        let etag: String
        let version: String
    }

    private let assets: [String: Asset]
    /// The URL prefix the files are served under, e.g. `/static`.
    public let prefix: String

    /// Loads every regular file under `directory` (recursively); names are relative paths.
    public init(directory: URL, prefix: String) throws {
        self.prefix = prefix
        var assets: [String: Asset] = [:]
        let base = directory.standardizedFileURL.path
        let enumerator = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: [.isRegularFileKey])
        while let url = enumerator?.nextObject() as? URL {
            guard (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true else { continue }
            let name = String(url.standardizedFileURL.path.dropFirst(base.count + 1))
            let body = Array(try Data(contentsOf: url))
            let hash = StaticFiles.fnv1a(body)
            assets[name] = Asset(
                body: body, contentType: StaticFiles.contentType(for: url.pathExtension),
                etag: "\"\(hash)\"", version: String(hash.prefix(10)))
        }
        self.assets = assets
    }

    /// The versioned URL of an asset, e.g. `/static/app.css?v=3f2a…`; unknown names are returned unversioned.
    public func url(for name: String) -> String {
        guard let asset = assets[name] else { return "\(prefix)/\(name)" }
        return "\(prefix)/\(name)?v=\(asset.version)"
    }

    /// Answers a request whose `:path` parameter names an asset.
    public func respond(to request: Request, path: String) throws -> Response {
        guard let asset = assets[path] else {
            throw HTTPError(status: 404, message: "No such file.")
        }
        let cacheControl =
            request.query["v"] == asset.version ? "public, max-age=31536000, immutable" : "public, max-age=300"
        var headers: HTTPHeaders = ["ETag": asset.etag, "Cache-Control": cacheControl]
        if let candidates = request.headers["If-None-Match"], StaticFiles.matches(candidates, asset.etag) {
            return Response(status: 304, headers: headers)
        }
        headers.add("Content-Type", asset.contentType)
        return Response(status: 200, headers: headers, body: asset.body)
    }

    private static func matches(_ header: String, _ etag: String) -> Bool {
        header.split(separator: ",").contains { candidate in
            let tag = candidate.trimmingCharacters(in: .whitespaces)
            return tag == "*" || tag == etag || tag == "W/" + etag
        }
    }

    private static func contentType(for fileExtension: String) -> String {
        switch fileExtension.lowercased() {
        case "css": "text/css; charset=utf-8"
        case "js": "text/javascript; charset=utf-8"
        case "svg": "image/svg+xml"
        case "png": "image/png"
        case "json", "webmanifest": "application/json"
        case "ico": "image/x-icon"
        case "woff2": "font/woff2"
        default: "application/octet-stream"
        }
    }

    /// 64-bit FNV-1a of `bytes` as 16 hex digits: a content fingerprint, not a security measure.
    private static func fnv1a(_ bytes: [UInt8]) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        let digits = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
