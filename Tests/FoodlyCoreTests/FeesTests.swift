import FoodlyCore
import Testing

@Suite("Delivery fees and money")
struct FeesTests {
    /// $1.99 for the first 2 km, then 45¢ a km pro rata (an odd rate, so halves of a cent occur), free from $30.
    static let fees = DeliveryFees(deliveryBase: 199, deliveryPerKm: 45, freeDeliveryOver: 3000, minimumOrder: 1000)

    @Test(arguments: [
        (0.0, 199), (0.4, 199), (1.999, 199), (2.0, 199),
        (2.5, 222),  // 199 + 45 × 0.5 = 221.5 → 222 (half-up)
        (3.0, 244),  // 199 + 45
        (3.5, 267),  // 199 + 45 × 1.5 = 266.5 → 267
        (3.3, 258),  // 199 + 45 × 1.3 = 257.5 → 258
        (4.1, 294),  // 199 + 45 × 2.1 = 293.5 → 294
        (2.01, 199),  // 0.45 → 0
        (2.02, 200),  // 0.9 → 1
        (12.0, 649),  // 199 + 450
    ])
    func theBaseCoversTwoKilometresThenEachKilometreCountsProRata(km: Double, fee: Int) {
        #expect(Self.fees.fee(distanceKm: km) == fee, "\(km) km")
        #expect(Self.fees.fee(distanceKm: km, subtotal: 2999) == fee, "\(km) km, $29.99")
    }

    @Test(arguments: [(2999, 267), (3000, 0), (3001, 0), (100_000, 0), (0, 267)])
    func deliveryIsFreeAtAndAboveTheThresholdOnly(subtotal: Int, fee: Int) {
        #expect(Self.fees.fee(distanceKm: 3.5, subtotal: subtotal) == fee)
    }

    @Test(arguments: [0, 3000, 1_000_000])
    func withoutAThresholdDeliveryIsNeverFree(subtotal: Int) {
        let fees = DeliveryFees(deliveryBase: 199, deliveryPerKm: 45, freeDeliveryOver: nil, minimumOrder: 1000)
        #expect(fees.fee(distanceKm: 3.5, subtotal: subtotal) == 267)
        #expect(fees.fee(distanceKm: 1, subtotal: subtotal) == 199)
    }

    @Test func aZeroThresholdMakesEveryDeliveryFree() {
        let fees = DeliveryFees(deliveryBase: 199, deliveryPerKm: 45, freeDeliveryOver: 0, minimumOrder: 0)
        #expect(fees.fee(distanceKm: 8, subtotal: 0) == 0)
    }

    @Test(arguments: [
        (0, "$0.00"), (5, "$0.05"), (50, "$0.50"), (100, "$1.00"), (1250, "$12.50"), (123_456, "$1234.56"),
        (-199, "-$1.99"), (-5, "-$0.05"),
    ])
    func formatWritesDollarsAndTwoDigitsOfCents(cents: Int, text: String) {
        #expect(Money.format(cents) == text)
        #expect(Money.currency == "USD")
    }
}
