import FoodlyShared
import Foundation

/// Delivery zones as a GeoJSON document (RFC 7946), the format mapping tools draw and export: a FeatureCollection,
/// a Feature or a bare geometry, whose Polygons and MultiPolygons become zones (one per polygon). A feature's
/// `properties` may give `name`, `deliveryFee` and `minimumOrder` (cents); what they leave out comes from the
/// defaults given. Other geometries are refused, so nothing is dropped unseen.
public enum ZoneGeoJSON {
    /// The zones `data` draws, with `deliveryFee` and `minimumOrder` where a feature gives none; unnamed ones are
    /// "Zone 1", "Zone 2", …. A document that is not GeoJSON, or holds a point or a line, is a 422 on `file`.
    public static func zones(from data: Data, deliveryFee: Int, minimumOrder: Int) throws -> [DeliveryZone] {
        let object: GeoObject
        do {
            object = try JSONDecoder().decode(GeoObject.self, from: data)
        } catch {
            throw ValidationFailure([
                FieldError(field: "file", code: "invalid", message: "The file is not GeoJSON with polygons.")
            ])
        }
        var zones: [DeliveryZone] = []
        var refused: String?
        func add(_ object: GeoObject, properties: Properties?) {
            switch (object.type, object.coordinates) {
            case ("Polygon", .polygon(let polygon)):
                zones.append(zone(polygon, properties, number: zones.count + 1, deliveryFee, minimumOrder))
            case ("MultiPolygon", .multiPolygon(let polygons)):
                for polygon in polygons {
                    zones.append(zone(polygon, properties, number: zones.count + 1, deliveryFee, minimumOrder))
                }
            case ("Feature", _):
                if let geometry = object.geometry { add(geometry, properties: object.properties) }
            case ("FeatureCollection", _), ("GeometryCollection", _):
                for member in (object.features ?? []) + (object.geometries ?? []) {
                    add(member, properties: member.properties ?? properties)
                }
            default:
                refused = refused ?? object.type
            }
        }
        add(object, properties: nil)
        if let refused {
            throw ValidationFailure([
                FieldError(
                    field: "file", code: "invalid",
                    message: "Zones are polygons; the file holds a \(refused).")
            ])
        }
        guard !zones.isEmpty else {
            throw ValidationFailure([
                FieldError(field: "file", code: "required", message: "The file draws no polygon.")
            ])
        }
        return zones
    }

    /// `zones` as a FeatureCollection of Polygons with their name, fee and minimum as properties: what `zones(from:)`
    /// reads back equal.
    public static func document(_ zones: [DeliveryZone]) -> Data {
        let collection = Collection(
            features: zones.map {
                Feature(
                    geometry: Geometry(coordinates: $0.polygon),
                    properties: Properties(
                        name: $0.name, deliveryFee: $0.deliveryFee, minimumOrder: $0.minimumOrder))
            })
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return (try? encoder.encode(collection)) ?? Data()
    }

    private static func zone(
        _ polygon: [[[Double]]], _ properties: Properties?, number: Int, _ deliveryFee: Int, _ minimumOrder: Int
    ) -> DeliveryZone {
        DeliveryZone(
            name: Text.cleanOptional(properties?.name) ?? "Zone \(number)", polygon: polygon,
            deliveryFee: properties?.deliveryFee ?? deliveryFee, minimumOrder: properties?.minimumOrder ?? minimumOrder)
    }

    /// Any GeoJSON object, with the members zones are read from.
    private final class GeoObject: Decodable {
        let type: String
        let coordinates: Coordinates?
        let geometry: GeoObject?
        let properties: Properties?
        let features: [GeoObject]?
        let geometries: [GeoObject]?
    }

    /// A geometry's coordinates, as deep as a polygon or a multipolygon nests them; other depths are `other`.
    private enum Coordinates: Decodable {
        case polygon([[[Double]]])
        case multiPolygon([[[[Double]]]])
        case other

        init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let polygon = try? container.decode([[[Double]]].self) {
                self = .polygon(polygon)
            } else if let polygons = try? container.decode([[[[Double]]]].self) {
                self = .multiPolygon(polygons)
            } else {
                self = .other
            }
        }
    }

    /// The properties a zone is read from (others are ignored).
    private struct Properties: Codable {
        var name: String?
        var deliveryFee: Int?
        var minimumOrder: Int?
    }

    private struct Collection: Encodable {
        var type = "FeatureCollection"
        var features: [Feature]
    }

    private struct Feature: Encodable {
        var type = "Feature"
        var geometry: Geometry
        var properties: Properties
    }

    private struct Geometry: Encodable {
        var type = "Polygon"
        var coordinates: [[[Double]]]
    }
}
