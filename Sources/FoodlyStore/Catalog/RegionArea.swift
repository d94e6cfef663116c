import FoodlyCore

/// Where one restaurant of a region delivers.
public struct RegionArea: Sendable, Equatable {
    /// Its region.
    public let region: String
    /// The restaurant's place.
    public let centre: GeoPoint
    /// Its delivery radius in km.
    public let radiusKm: Double

    /// Creates an area.
    public init(region: String, centre: GeoPoint, radiusKm: Double) {
        self.region = region
        self.centre = centre
        self.radiusKm = radiusKm
    }
}
