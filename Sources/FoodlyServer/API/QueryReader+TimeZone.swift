import Foundation

extension QueryReader {
    /// The IANA time zone named by `name`; 400 naming the parameter when it is missing or unknown.
    func timeZone(_ name: String = "timeZone") throws -> TimeZone {
        guard let text = self[name], text.count <= 64, let zone = TimeZone(identifier: text) else {
            throw QueryReader.badQuery(name, "use an IANA time zone such as America/Los_Angeles.")
        }
        return zone
    }
}
