import FoodlyCore
import Foundation

/// Stores a restaurant's delivery zones as text: their JSON array (`DeliveryZone`'s wire form), empty for none.
enum ZonesCodec {
    static func encode(_ zones: [DeliveryZone]) -> String {
        guard !zones.isEmpty, let data = try? JSONEncoder().encode(zones) else { return "" }
        return String(decoding: data, as: UTF8.self)
    }

    /// The zones of `text`; none when it is empty (or, never written so, unreadable).
    static func decode(_ text: String) -> [DeliveryZone] {
        guard !text.isEmpty else { return [] }
        return (try? JSONDecoder().decode([DeliveryZone].self, from: Data(text.utf8))) ?? []
    }
}
