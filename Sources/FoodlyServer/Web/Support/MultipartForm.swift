import FoodlyHTTP

/// A `multipart/form-data` body (RFC 7578), as a browser sends a form with a file: its text fields and its files.
/// Bounded: at most `maxParts` parts, `maxHeaderBytes` of headers per part and `maxFieldBytes` per text field (the
/// body itself is bounded by the server's limit for the route); anything else is a 400 naming what is wrong.
struct MultipartForm: Sendable {
    /// One file part.
    struct File: Sendable, Equatable {
        /// The file name the browser sent (empty when no file was chosen).
        let filename: String
        /// The part's `Content-Type`, or nil.
        let mediaType: String?
        /// The file's bytes.
        let bytes: [UInt8]
    }

    static let maxParts = 16
    static let maxHeaderBytes = 2048
    static let maxFieldBytes = 4096

    /// The text fields, in order.
    private(set) var fields = Parameters()
    /// The files by field name (the first of each name).
    private(set) var files: [String: File] = [:]

    /// Parses `body` sent as `contentType` (`multipart/form-data; boundary=…`).
    init(body: [UInt8], contentType: String) throws {
        let boundary = try Self.boundary(contentType)
        let delimiter = Array("--\(boundary)".utf8)
        guard var position = Self.find(delimiter, in: body, from: 0) else { throw Self.malformed("no boundary") }
        position += delimiter.count
        var parts = 0
        while true {
            if body[position...].starts(with: Array("--".utf8)) { return }
            guard body[position...].starts(with: [13, 10]) else { throw Self.malformed("a boundary line") }
            position += 2
            parts += 1
            guard parts <= Self.maxParts else { throw Self.malformed("more than \(Self.maxParts) parts") }
            let headerLimit = min(body.count, position + Self.maxHeaderBytes)
            guard let headerEnd = Self.find([13, 10, 13, 10], in: body[..<headerLimit], from: position) else {
                throw Self.malformed("a part's headers")
            }
            let headers = try Self.headers(String(decoding: body[position..<headerEnd], as: UTF8.self))
            let start = headerEnd + 4
            guard let end = Self.find([13, 10] + delimiter, in: body, from: start) else {
                throw Self.malformed("a part that does not end")
            }
            let content = Array(body[start..<end])
            if let filename = headers.filename {
                if files[headers.name] == nil {
                    files[headers.name] = File(filename: filename, mediaType: headers.mediaType, bytes: content)
                }
            } else {
                guard content.count <= Self.maxFieldBytes else { throw Self.malformed("a field over 4 KB") }
                fields.append(headers.name, String(decoding: content, as: UTF8.self))
            }
            position = end + 2 + delimiter.count
        }
    }

    /// The `boundary` parameter of a `multipart/form-data` media type.
    private static func boundary(_ contentType: String) throws -> String {
        let pieces = contentType.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
        guard pieces.first?.lowercased() == "multipart/form-data" else {
            throw HTTPError(status: 415, message: "Send the form as multipart/form-data.")
        }
        for piece in pieces.dropFirst() where piece.lowercased().hasPrefix("boundary=") {
            var value = String(piece.dropFirst("boundary=".count))
            if value.count >= 2, value.hasPrefix("\""), value.hasSuffix("\"") {
                value = String(value.dropFirst().dropLast())
            }
            guard (1...70).contains(value.utf8.count) else { break }
            return value
        }
        throw malformed("the boundary parameter")
    }

    /// A part's name, file name (for a file part) and media type, from its headers.
    private static func headers(_ text: String) throws -> (name: String, filename: String?, mediaType: String?) {
        var disposition: [String: String]?
        var mediaType: String?
        for line in text.split(separator: "\r\n") {
            guard let colon = line.firstIndex(of: ":") else { throw malformed("a part's header line") }
            let name = line[..<colon].trimmingCharacters(in: .whitespaces).lowercased()
            let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            if name == "content-disposition" {
                disposition = parameters(value)
            } else if name == "content-type" {
                mediaType = value.lowercased()
            }
        }
        guard let disposition, disposition[""] == "form-data", let name = disposition["name"] else {
            throw malformed("a part without a form-data name")
        }
        return (name, disposition["filename"], mediaType)
    }

    /// `form-data; name="photo"; filename="a.jpg"` as `["": "form-data", "name": "photo", "filename": "a.jpg"]`.
    private static func parameters(_ value: String) -> [String: String] {
        var result: [String: String] = [:]
        var rest = Substring(value)
        var first = true
        while !rest.isEmpty {
            rest = rest.drop { $0 == " " || $0 == ";" }
            let keyEnd = rest.firstIndex { $0 == "=" || $0 == ";" } ?? rest.endIndex
            let key = rest[..<keyEnd].trimmingCharacters(in: .whitespaces).lowercased()
            rest = rest[keyEnd...]
            var parsed = ""
            if rest.first == "=" {
                rest = rest.dropFirst()
                if rest.first == "\"" {
                    rest = rest.dropFirst()
                    while let character = rest.first, character != "\"" {
                        rest = rest.dropFirst()
                        if character == "\\", let escaped = rest.first {
                            parsed.append(escaped)
                            rest = rest.dropFirst()
                        } else {
                            parsed.append(character)
                        }
                    }
                    rest = rest.dropFirst()
                } else {
                    let valueEnd = rest.firstIndex(of: ";") ?? rest.endIndex
                    parsed = rest[..<valueEnd].trimmingCharacters(in: .whitespaces)
                    rest = rest[valueEnd...]
                }
                result[key] = parsed
            } else if first {
                result[""] = key
            }
            first = false
        }
        return result
    }

    /// Where `needle` first starts in `haystack` at or after `start`, or nil.
    private static func find(_ needle: [UInt8], in haystack: ArraySlice<UInt8>, from start: Int) -> Int? {
        guard let first = needle.first, haystack.endIndex - start >= needle.count else { return nil }
        var index = start
        let last = haystack.endIndex - needle.count
        while index <= last {
            if haystack[index] == first, haystack[index..<(index + needle.count)].elementsEqual(needle) { return index }
            index += 1
        }
        return nil
    }

    private static func find(_ needle: [UInt8], in haystack: [UInt8], from start: Int) -> Int? {
        find(needle, in: haystack[...], from: start)
    }

    private static func malformed(_ what: String) -> HTTPError {
        HTTPError(status: 400, message: "The form upload is malformed (\(what)).")
    }
}
