import FoodlyShared

/// How a delivery's fee is worked out from the fees.
extension DeliveryFees {
    /// Distance covered by the base fee.
    public static let includedKm = 2.0

    /// The delivery fee for a distance (great-circle km) and subtotal: the base fee plus the per-km fee for
    /// every km past the first two (pro rata by the metre, rounded half-up to the cent); 0 at or above the free threshold.
    public func fee(distanceKm: Double, subtotal: Int = 0) -> Int {
        if let freeDeliveryOver, subtotal >= freeDeliveryOver { return 0 }
        // Whole metres, then integer half-up rounding: no floating-point noise at a half cent.
        let extraMetres = max(0, Int((distanceKm * 1000).rounded()) - Int(DeliveryFees.includedKm * 1000))
        return deliveryBase + (deliveryPerKm * extraMetres + 500) / 1000
    }
}
