import FoodlyCore
import FoodlyHTTP

/// Reads query parameters strictly: a bad value is a 400 that names the parameter.
struct QueryReader {
    let query: Parameters

    static func badQuery(_ name: String, _ message: String) -> HTTPError {
        HTTPError(
            status: 400, code: "invalid_query", detail: "Query parameter \(name): \(message)",
            errors: [HTTPError.FieldError(field: name, code: "invalid", message: message)])
    }

    /// `lat` and `lon` together, in range; nil when both are absent.
    func point() throws -> GeoPoint? {
        let lat = query["lat"]
        let lon = query["lon"]
        if lat == nil && lon == nil { return nil }
        guard let latText = lat, let latitude = Double(latText), (-90...90).contains(latitude) else {
            throw QueryReader.badQuery("lat", "give a latitude between -90 and 90 together with lon.")
        }
        guard let lonText = lon, let longitude = Double(lonText), (-180...180).contains(longitude) else {
            throw QueryReader.badQuery("lon", "give a longitude between -180 and 180 together with lat.")
        }
        return GeoPoint(latitude: latitude, longitude: longitude)
    }

    /// An integer within `range`, or `fallback` when absent.
    func integer(_ name: String, in range: ClosedRange<Int>, default fallback: Int) throws -> Int {
        guard let text = query[name] else { return fallback }
        guard let value = Int(text), range.contains(value) else {
            throw QueryReader.badQuery(name, "use a whole number from \(range.lowerBound) to \(range.upperBound).")
        }
        return value
    }

    /// One of a fixed set of values, or nil when absent.
    func choice<T: RawRepresentable<String> & CaseIterable>(_ name: String, _: T.Type) throws -> T? {
        guard let text = query[name], !text.isEmpty else { return nil }
        guard let value = T(rawValue: text) else {
            throw QueryReader.badQuery(name, "use one of " + T.allCases.map(\.rawValue).joined(separator: ", ") + ".")
        }
        return value
    }

    /// A category slug, or nil when absent.
    func slug(_ name: String) throws -> String? {
        guard let text = query[name], !text.isEmpty else { return nil }
        guard text.count <= 40, text.allSatisfy({ ($0.isASCII && ($0.isLowercase || $0.isNumber)) || $0 == "-" }) else {
            throw QueryReader.badQuery(name, "use a category slug like \"bowls\".")
        }
        return text
    }

    /// The offset a list cursor stands for (0 when absent). Cursors are opaque to clients.
    func offset() throws -> Int {
        guard let cursor = query["cursor"], !cursor.isEmpty else { return 0 }
        guard cursor.hasPrefix("o"), let offset = Int(cursor.dropFirst()), offset >= 0, offset <= 1_000_000 else {
            throw QueryReader.badQuery("cursor", "use the nextCursor of a previous page.")
        }
        return offset
    }

    /// The cursor for the page after one that started at `offset` with `count` items.
    static func cursor(after offset: Int, count: Int) -> String {
        "o\(offset + count)"
    }
}
