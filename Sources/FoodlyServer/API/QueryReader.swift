import FoodlyAPI
import FoodlyCore
import FoodlyHTTP
import FoodlyShared

/// Reads query parameters strictly: a bad value is a 400 that names the parameter.
///
/// An API handler's reader knows the names its endpoint declares, and reading any other is a programming error,
/// caught in debug builds (the tests, which call every endpoint) and not checked on release request paths.
struct QueryReader {
    private let query: Parameters
    private let names: [String]?

    /// A reader of `query`; with `names`, only those may be read.
    init(query: Parameters, names: [String]? = nil) {
        self.query = query
        self.names = names
    }

    /// The raw value of `name`, or nil.
    subscript(name: String) -> String? {
        assert(names?.contains(name) ?? true, "query parameter \(name) is not declared by the endpoint")
        return query[name]
    }

    /// 400 `invalid_query` naming the parameter.
    static func badQuery(_ name: String, _ message: String) -> Refusal {
        Refusal(
            kind: .malformed, code: ProblemCode.invalidQuery.code, message: "Query parameter \(name): \(message)",
            fieldErrors: [FieldError(field: name, code: "invalid", message: message)])
    }

    /// A search's value out of bounds, as a 400 `invalid_query` naming it.
    static func badQuery(_ outOfBounds: QueryOutOfBounds) -> Refusal {
        badQuery(outOfBounds.field, outOfBounds.message)
    }

    /// `lat` and `lon` together, in range; nil when both are absent.
    func point() throws -> GeoPoint? {
        let lat = self["lat"]
        let lon = self["lon"]
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
        guard let text = self[name] else { return fallback }
        guard let value = Int(text), range.contains(value) else {
            throw QueryReader.badQuery(name, "use a whole number from \(range.lowerBound) to \(range.upperBound).")
        }
        return value
    }

    /// One of a fixed set of values, or nil when absent.
    func choice<T: RawRepresentable<String> & CaseIterable>(_ name: String, _: T.Type) throws -> T? {
        guard let text = self[name], !text.isEmpty else { return nil }
        guard let value = T(rawValue: text) else {
            throw QueryReader.badQuery(name, "use one of " + T.allCases.map(\.rawValue).joined(separator: ", ") + ".")
        }
        return value
    }

    /// A flag: `true` or `false`, false when absent.
    func flag(_ name: String) throws -> Bool {
        guard let text = self[name], !text.isEmpty else { return false }
        guard let value = Bool(text) else { throw QueryReader.badQuery(name, "use true or false.") }
        return value
    }

    /// A category slug, or nil when absent.
    func slug(_ name: String) throws -> String? {
        guard let text = self[name], !text.isEmpty else { return nil }
        guard text.count <= 40, text.allSatisfy({ ($0.isASCII && ($0.isLowercase || $0.isNumber)) || $0 == "-" }) else {
            throw QueryReader.badQuery(name, "use a category slug like \"bowls\".")
        }
        return text
    }

    /// The offset a list cursor stands for (0 when absent). Cursors are opaque to clients.
    func offset() throws -> Int {
        guard let cursor = self["cursor"], !cursor.isEmpty else { return 0 }
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
