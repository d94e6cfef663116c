extension GeoPoint {
    /// The point `fraction` (0…1) of the way from here to `other` on the straight line (fine over a city's
    /// distances).
    public func along(to other: GeoPoint, fraction: Double) -> GeoPoint {
        let share = min(1, max(0, fraction))
        return GeoPoint(
            latitude: latitude + (other.latitude - latitude) * share,
            longitude: longitude + (other.longitude - longitude) * share)
    }
}
