import Foundation

/// A point on Earth in degrees.
public struct GeoPoint: Sendable, Equatable, Codable {
    /// Latitude, −90…90.
    public var latitude: Double
    /// Longitude, −180…180.
    public var longitude: Double

    /// Creates a point.
    public init(latitude: Double, longitude: Double) {
        self.latitude = latitude
        self.longitude = longitude
    }

    /// Mean Earth radius used for great-circle distances.
    public static let earthRadiusKm = 6371.0088
    /// Streets are longer than the straight line: road distance = great-circle × this.
    public static let roadFactor = 1.3

    /// Great-circle distance (haversine) in kilometres.
    public func distanceKm(to other: GeoPoint) -> Double {
        GreatCirclePoint(self).distanceKm(to: GreatCirclePoint(other))
    }

    /// Estimated distance by road in kilometres.
    public func roadDistanceKm(to other: GeoPoint) -> Double {
        distanceKm(to: other) * GeoPoint.roadFactor
    }

    /// A latitude/longitude box that contains every point within `radiusKm` (for index look-ups). Near the
    /// antimeridian its longitudes run past ±180; look points up at `longitude ± 360` too.
    public func boundingBox(radiusKm: Double) -> (
        minLatitude: Double, maxLatitude: Double, minLongitude: Double, maxLongitude: Double
    ) {
        let angle = radiusKm / GeoPoint.earthRadiusKm
        let latDelta = angle * 180 / .pi
        // The circle's widest points are not due east and west: asin(sin δ / cos φ) is the exact half-width.
        let ratio = sin(angle) / max(1e-12, cos(latitude * .pi / 180))
        let lonDelta = ratio >= 1 ? 180 : asin(ratio) * 180 / .pi
        return (latitude - latDelta, latitude + latDelta, longitude - lonDelta, longitude + lonDelta)
    }
}
