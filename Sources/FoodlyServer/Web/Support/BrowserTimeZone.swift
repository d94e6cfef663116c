import FoodlyApp
import FoodlyHTTP
import Foundation

/// The time zone a page counts days in: the browser's, which `app.js` keeps in the `foodly_tz` cookie (and draws
/// the page again once when it first learns it), else the demo city's (San Francisco's, `Neighbourhood.timeZone`)
/// before a script has told it, without JavaScript, or when the cookie names no zone this server knows.
struct BrowserTimeZone {
    /// The cookie `app.js` writes.
    static let cookie = "foodly_tz"

    /// The IANA name as the browser gave it (Foundation calls `UTC` `GMT`; the page repeats the browser's word).
    let name: String
    /// The zone.
    let zone: TimeZone

    /// The zone for `request`.
    init(_ request: Request) {
        if let name = request.cookies[BrowserTimeZone.cookie], name.utf8.count <= 64,
            let zone = TimeZone(identifier: name)
        {
            self.name = name
            self.zone = zone
        } else {
            name = Neighbourhood.timeZone
            zone = TimeZone(identifier: Neighbourhood.timeZone) ?? .gmt
        }
    }
}
