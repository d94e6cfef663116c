/// One delivery zone of a restaurant: an area drawn as a polygon (holes allowed), with the flat delivery fee and the
/// minimum order that apply to addresses inside it. A restaurant with zones delivers only inside them, the first
/// zone in its list that holds an address pricing it; one without zones delivers within its radius.
public struct DeliveryZone: Codable, Sendable, Equatable {
    /// What operators and customers call it ("Mission", "Across the bridge").
    public var name: String
    /// A GeoJSON Polygon's `coordinates`: the outline, then any holes, each a closed ring of `[longitude, latitude]`
    /// positions (the first repeated as the last).
    public var polygon: [[[Double]]]
    /// The delivery fee inside it, in cents, whatever the distance (free from the restaurant's free-delivery
    /// threshold, as everywhere).
    public var deliveryFee: Int
    /// The smallest subtotal accepted inside it, in cents.
    public var minimumOrder: Int

    /// Creates a zone.
    public init(name: String, polygon: [[[Double]]], deliveryFee: Int, minimumOrder: Int) {
        self.name = name
        self.polygon = polygon
        self.deliveryFee = deliveryFee
        self.minimumOrder = minimumOrder
    }
}
