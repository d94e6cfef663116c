import FoodlyCore
import Foundation

extension SQLCatalogStore {
    /// Sets a restaurant's fees, tax and delivery radius (with the area's bounding box), recorded as a catalog
    /// change, in the caller's write transaction on `connection`; false when there is no such restaurant.
    public static func setTerms(_ terms: RestaurantTerms, of id: ID<Restaurant>, on connection: any DatabaseConnection)
        throws -> Bool
    {
        guard
            let place = try connection.queryOne("SELECT latitude, longitude FROM restaurants WHERE id = \(id)")
        else { return false }
        let centre = GeoPoint(latitude: try place.double("latitude"), longitude: try place.double("longitude"))
        let box = centre.boundingBox(radiusKm: terms.deliveryRadiusKm)
        let fees = terms.fees
        try connection.execute(
            """
            UPDATE restaurants SET delivery_base = \(fees.deliveryBase), delivery_per_km = \(fees.deliveryPerKm),
                free_delivery_over = \(fees.freeDeliveryOver), minimum_order = \(fees.minimumOrder),
                tax_rate_bps = \(terms.taxRateBps),
                drinks_tax_rate_bps = \(terms.drinksTaxRateBps), delivery_radius_km = \(terms.deliveryRadiusKm),
                area_min_lat = \(box.minLatitude), area_max_lat = \(box.maxLatitude),
                area_min_lon = \(box.minLongitude), area_max_lon = \(box.maxLongitude)
            WHERE id = \(id)
            """)
        try CatalogQueries(connection).record(.restaurantEdited, restaurants: [id])
        return true
    }
}

extension SQLCatalogStore {
    /// Replaces a restaurant's delivery zones (none: its radius again), recorded as a catalog change, in the caller's
    /// write transaction on `connection`; false when there is no such restaurant.
    public static func setZones(_ zones: [DeliveryZone], of id: ID<Restaurant>, on connection: any DatabaseConnection)
        throws -> Bool
    {
        guard
            try connection.execute(
                "UPDATE restaurants SET delivery_zones = \(ZonesCodec.encode(zones)) WHERE id = \(id)") > 0
        else { return false }
        try CatalogQueries(connection).record(.restaurantEdited, restaurants: [id])
        return true
    }
}
