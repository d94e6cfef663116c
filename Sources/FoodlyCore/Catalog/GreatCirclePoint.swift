import Foundation

/// A point with its latitude in radians and that latitude's cosine worked out once, for the many great-circle
/// distances a list measures from one customer to each restaurant. `GeoPoint.distanceKm(to:)` goes through it, so
/// both give the same distance to the last bit.
public struct GreatCirclePoint: Sendable {
    /// Latitude in radians.
    let latitude: Double
    /// Longitude in degrees.
    let longitude: Double
    /// The cosine of the latitude.
    let cosLatitude: Double

    /// Prepares `point`.
    public init(_ point: GeoPoint) {
        latitude = point.latitude * .pi / 180
        longitude = point.longitude
        cosLatitude = cos(latitude)
    }

    /// Great-circle distance (haversine) in kilometres.
    public func distanceKm(to other: GreatCirclePoint) -> Double {
        let halfLatitude = sin((other.latitude - latitude) / 2)
        let halfLongitude = sin((other.longitude - longitude) * .pi / 180 / 2)
        let a = halfLatitude * halfLatitude + cosLatitude * other.cosLatitude * halfLongitude * halfLongitude
        return 2 * GeoPoint.earthRadiusKm * asin(min(1, sqrt(a)))
    }
}
