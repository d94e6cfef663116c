/// A neighbourhood of the demo city, so an address can get coordinates without geolocation.
public struct Neighbourhood: Sendable, Equatable {
    /// A stable id used in forms.
    public let id: String
    /// The name shown to people.
    public let name: String
    /// The postcode most of it shares.
    public let postcode: String
    /// A central latitude.
    public let latitude: Double
    /// A central longitude.
    public let longitude: Double

    /// The demo city (San Francisco) and its neighbourhoods, with real central coordinates.
    public static let city = "San Francisco"

    /// The demo city's IANA time zone, for pages that count days before the browser has named its own.
    public static let timeZone = "America/Los_Angeles"

    /// The city centre (Union Square), used before a person sets an address.
    public static let cityCentre = (latitude: 37.7880, longitude: -122.4075)

    /// Every neighbourhood, alphabetically.
    public static let all: [Neighbourhood] = [
        Neighbourhood(id: "castro", name: "Castro", postcode: "94114", latitude: 37.7609, longitude: -122.4350),
        Neighbourhood(id: "chinatown", name: "Chinatown", postcode: "94108", latitude: 37.7941, longitude: -122.4078),
        Neighbourhood(
            id: "financial-district", name: "Financial District", postcode: "94104", latitude: 37.7946,
            longitude: -122.3999),
        Neighbourhood(id: "haight", name: "Haight-Ashbury", postcode: "94117", latitude: 37.7692, longitude: -122.4481),
        Neighbourhood(
            id: "hayes-valley", name: "Hayes Valley", postcode: "94102", latitude: 37.7759, longitude: -122.4245),
        Neighbourhood(
            id: "inner-sunset", name: "Inner Sunset", postcode: "94122", latitude: 37.7602, longitude: -122.4662),
        Neighbourhood(id: "marina", name: "Marina", postcode: "94123", latitude: 37.8037, longitude: -122.4368),
        Neighbourhood(id: "mission", name: "Mission", postcode: "94110", latitude: 37.7599, longitude: -122.4148),
        Neighbourhood(id: "nob-hill", name: "Nob Hill", postcode: "94109", latitude: 37.7930, longitude: -122.4161),
        Neighbourhood(id: "noe-valley", name: "Noe Valley", postcode: "94114", latitude: 37.7502, longitude: -122.4337),
        Neighbourhood(
            id: "north-beach", name: "North Beach", postcode: "94133", latitude: 37.8061, longitude: -122.4103),
        Neighbourhood(
            id: "pacific-heights", name: "Pacific Heights", postcode: "94115", latitude: 37.7925, longitude: -122.4382),
        Neighbourhood(
            id: "potrero-hill", name: "Potrero Hill", postcode: "94107", latitude: 37.7605, longitude: -122.4009),
        Neighbourhood(
            id: "richmond", name: "Inner Richmond", postcode: "94118", latitude: 37.7800, longitude: -122.4640),
        Neighbourhood(id: "soma", name: "SoMa", postcode: "94103", latitude: 37.7785, longitude: -122.4056),
    ]
}
