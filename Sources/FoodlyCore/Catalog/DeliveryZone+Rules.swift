import FoodlyShared
import Foundation

/// Where a zone delivers and what a zone list may hold.
///
/// Containment (`ZoneShapes`, the one place it is written) is the even–odd rule over every ring in longitude/latitude,
/// edges straight in those coordinates (as GeoJSON draws them): a point inside the outline and outside every hole is
/// in, and so is a point exactly on an edge or a corner of any ring (outline or hole). A zone's cost to test is its
/// number of positions, bounded by `maxPositions`; its edges may not cross (`crossing(in:)`).
extension DeliveryZone {
    /// Zones a restaurant may have.
    public static let maxZones = 20
    /// Positions in one zone, all rings together.
    public static let maxPositions = 500
    /// Rings in one zone: the outline and up to 9 holes.
    public static let maxRings = 10
    /// Characters in a name.
    public static let maxNameLength = 60

    /// The farthest great-circle km from `centre` to its outline's positions, with a margin for edges that are
    /// straight in longitude/latitude: every point it holds is within it (the catalog's area grid indexes that circle).
    private func reachKm(from centre: GeoPoint) -> Double {
        let origin = GreatCirclePoint(centre)
        let farthest = (polygon.first ?? []).reduce(0.0) { farthest, position in
            max(
                farthest,
                origin.distanceKm(to: GreatCirclePoint(GeoPoint(latitude: position[1], longitude: position[0]))))
        }
        return farthest * 1.01 + 0.05
    }

    /// How far from `centre` (great-circle km) a restaurant there delivers: `radiusKm` without zones, else the
    /// farthest reach of `zones`.
    public static func reachKm(of zones: [DeliveryZone], from centre: GeoPoint, radiusKm: Double) -> Double {
        zones.isEmpty ? radiusKm : zones.map { $0.reachKm(from: centre) }.max() ?? 0
    }

    /// What is wrong with `zones` for a restaurant at `centre`, each named by its path (`zones[1].polygon[0]`):
    /// too many; a name empty, too long or used twice; a fee or minimum out of `RestaurantTerms`' ranges; a polygon
    /// with no ring or too many, a ring that is not closed or has fewer than 4 positions or no area, a position that
    /// is not a longitude and latitude, or lies farther from the restaurant than any delivery radius may reach; edges
    /// that cross or touch (`crosses_itself`).
    public static func issues(_ zones: [DeliveryZone], around centre: GeoPoint) -> [FieldError] {
        guard zones.count <= maxZones else {
            return [
                FieldError(field: "zones", code: "too_many", message: "A restaurant has at most \(maxZones) zones.")
            ]
        }
        var issues: [FieldError] = []
        var names = Set<String>()
        for (index, zone) in zones.enumerated() {
            let path = "zones[\(index)]"
            let name = Text.clean(zone.name)
            if name.isEmpty {
                issues.append(FieldError(field: path + ".name", code: "required", message: "Name the zone."))
            } else if Text.length(name) > maxNameLength {
                issues.append(
                    FieldError(
                        field: path + ".name", code: "too_long",
                        message: "Use at most \(maxNameLength) characters."))
            } else if !names.insert(name.lowercased()).inserted {
                issues.append(
                    FieldError(field: path + ".name", code: "duplicate", message: "Another zone has this name."))
            }
            if !RestaurantTerms.feeRange.contains(zone.deliveryFee) {
                issues.append(
                    FieldError(
                        field: path + ".deliveryFee", code: "out_of_range",
                        message:
                            "Use a fee from \(Money.format(0)) to \(Money.format(RestaurantTerms.feeRange.upperBound))."
                    ))
            }
            if !RestaurantTerms.orderAmountRange.contains(zone.minimumOrder) {
                issues.append(
                    FieldError(
                        field: path + ".minimumOrder", code: "out_of_range",
                        message:
                            "Use a minimum from \(Money.format(0)) to \(Money.format(RestaurantTerms.orderAmountRange.upperBound))."
                    ))
            }
            if let issue = polygonIssue(zone.polygon, path: path + ".polygon", around: centre) { issues.append(issue) }
        }
        return issues
    }

    /// The first thing wrong with `polygon`, or nil.
    private static func polygonIssue(_ polygon: [[[Double]]], path: String, around centre: GeoPoint) -> FieldError? {
        guard (1...maxRings).contains(polygon.count) else {
            return FieldError(
                field: path, code: "invalid", message: "Give an outline and at most \(maxRings - 1) holes.")
        }
        guard polygon.reduce(0, { $0 + $1.count }) <= maxPositions else {
            return FieldError(
                field: path, code: "too_long", message: "A zone has at most \(maxPositions) points in all.")
        }
        let origin = GreatCirclePoint(centre)
        for (number, ring) in polygon.enumerated() {
            let ringPath = "\(path)[\(number)]"
            for position in ring {
                guard position.count == 2, position.allSatisfy(\.isFinite), (-180...180).contains(position[0]),
                    (-90...90).contains(position[1])
                else {
                    return FieldError(
                        field: ringPath, code: "invalid",
                        message: "Give each point as [longitude, latitude] in degrees.")
                }
                let point = GreatCirclePoint(GeoPoint(latitude: position[1], longitude: position[0]))
                guard origin.distanceKm(to: point) <= ImportedRestaurant.maxDeliveryRadiusKm else {
                    return FieldError(
                        field: ringPath, code: "too_far",
                        message:
                            "Keep the zone within \(Int(ImportedRestaurant.maxDeliveryRadiusKm)) km of the restaurant.")
                }
            }
            guard ring.count >= 4, ring.first == ring.last else {
                return FieldError(
                    field: ringPath, code: "not_closed",
                    message: "Draw at least 3 corners and end where you began.")
            }
            guard area(ring) != 0 else {
                return FieldError(field: ringPath, code: "no_area", message: "The corners lie on one line.")
            }
        }
        if let point = crossing(in: polygon) {
            return FieldError(
                field: path, code: "crosses_itself",
                message: "Edges cross or touch near \(String(format: "%.5f, %.5f", point[1], point[0])): draw the "
                    + "outline and its holes without crossings.")
        }
        return nil
    }

    /// Twice the signed area of `ring` in square degrees (shoelace).
    private static func area(_ ring: [[Double]]) -> Double {
        zip(ring, ring.dropFirst()).reduce(0) { $0 + $1.0[0] * $1.1[1] - $1.1[0] * $1.0[1] }
    }

    /// `zones` as stored and served: names trimmed.
    public static func cleaned(_ zones: [DeliveryZone]) -> [DeliveryZone] {
        zones.map { zone in
            var zone = zone
            zone.name = Text.clean(zone.name)
            return zone
        }
    }
}
