import FoodlyCore
import Foundation
import Testing

/// Drinks taxed at a rate of their own: the one rule (`SalesTax`) behind the bill, and the invoice's lines that add
/// up to it.
@Suite("Sales tax by rate")
struct SalesTaxTests {
    static let fivePercentOff = Coupon(code: "five", description: "5% off", kind: .percent(basisPoints: 500, cap: nil))

    @Test func withOneRateTheTaxIsTheRestaurantsRateOnTheWholeBase() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<2000 {
            let subtotal = Int.random(in: 0...50_000, using: &generator)
            let rate = Int.random(in: 0...3000, using: &generator)
            let discount = Int.random(in: 0...subtotal, using: &generator)
            let fee = Int.random(in: 0...499, using: &generator)
            // Nothing apart, or a part at the restaurant's own rate: the same as one rate on the whole.
            let expected = Money.percent(subtotal - discount + fee, basisPoints: rate)
            #expect(
                SalesTax.tax(main: subtotal, rateBps: rate, apart: [:], discount: discount, serviceFee: fee)
                    == expected)
        }
    }

    @Test func drinksAtTheirOwnRateTakeTheirShareOfTheDiscount() {
        // $20 of food at 8.63% and $5 of drinks at 5%, 5% off ($1.25): the drinks' share of it is $0.25.
        let parts = SalesTax.parts(apart: [500: 500], main: 2000, discount: 125)
        #expect(parts.map(\.rateBps) == [500] && parts.map(\.amount) == [500])
        #expect(parts.map(\.discount) == [25] && parts.map(\.tax) == [24], "5% of 475 = 23.75 → 24")
        // Food: 2000 − 100 + a $1.25 service fee = 2025 at 8.63% = 174.76 → 175; with the drinks' 24: 199.
        #expect(SalesTax.tax(main: 2000, rateBps: 863, apart: [500: 500], discount: 125, serviceFee: 125) == 199)
        let pricing = Pricing.breakdown(
            subtotal: 2500, deliveryFee: 0, coupon: Self.fivePercentOff, taxRateBps: 863, taxedApart: [500: 500])
        #expect(pricing.discount == 125 && pricing.serviceFee == 125 && pricing.tax == 199)
        #expect(pricing.total == 2500 - 125 + 125 + 199)
        // Only drinks: the service fee is still taxed at the restaurant's rate (99 at 8.63% = 8.54 → 9).
        #expect(SalesTax.tax(main: 0, rateBps: 863, apart: [0: 1000], discount: 0, serviceFee: 99) == 9)
    }

    @Test func aRestaurantTaxesItsDrinksApartOnlyWhenTheirRateDiffers() {
        var restaurant = Restaurant(
            id: ID("r1"), name: "Juice Bar", cuisine: "Juices", description: "", phone: "+14155550100",
            categories: ["juices"], imageURL: nil, address: "1 Main St",
            location: GeoPoint(latitude: 37.77, longitude: -122.42), deliveryRadiusKm: 5, timeZone: .gmt,
            prepMinutes: 10, openingHours: OpeningHours(days: Array(repeating: [], count: 7)),
            fees: DeliveryFees(deliveryBase: 0, deliveryPerKm: 0, freeDeliveryOver: nil, minimumOrder: 0),
            taxRateBps: 863, nutriGrade: .b)
        let juice = Self.dish("Green juice", price: 500, category: .beverage)
        let bowl = Self.dish("Bowl", price: 1200, category: .general)
        #expect(restaurant.taxRateApart(for: juice) == nil, "no drinks rate: as food")
        restaurant.drinksTaxRateBps = 863
        #expect(restaurant.taxRateApart(for: juice) == nil, "the same rate: nothing apart")
        restaurant.drinksTaxRateBps = 0
        #expect(restaurant.taxRateApart(for: juice) == 0)
        #expect(restaurant.taxRateApart(for: bowl) == nil)
    }

    @Test func theInvoicesLinesCarryTheTaxOfTheirRateAndAddUpToTheBill() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<500 {
            let rate = Int.random(in: 0...3000, using: &generator)
            let drinksRate = Int.random(in: 0...3000, using: &generator)
            let items = (0..<Int.random(in: 1...6, using: &generator)).map { index in
                Order.Item(
                    dishID: ID("d\(index)"), name: "Dish \(index)",
                    unitPrice: Int.random(in: 0...3000, using: &generator),
                    quantity: Int.random(in: 1...4, using: &generator), kcal: 0, proteinG: 0, carbsG: 0, fatG: 0,
                    taxRateBps: Bool.random(using: &generator) && drinksRate != rate ? drinksRate : nil)
            }
            let subtotal = items.reduce(0) { $0 + $1.lineTotal }
            let pricing = Pricing.breakdown(
                subtotal: subtotal, deliveryFee: 0, coupon: Bool.random(using: &generator) ? Self.fivePercentOff : nil,
                taxRateBps: rate, taxedApart: Order.Item.amountsTaxedApart(items))
            let lines = Self.invoice(items, pricing).lines
            #expect(lines.reduce(0) { $0 + $1.tax } == pricing.tax)
            let apart = SalesTax.parts(
                apart: Order.Item.amountsTaxedApart(items),
                main: subtotal - Order.Item.amountsTaxedApart(items).values.reduce(0, +), discount: pricing.discount)
            let drinksTax = zip(items, lines).filter { $0.0.taxRateBps != nil }.reduce(0) { $0 + $1.1.tax }
            #expect(drinksTax == apart.reduce(0) { $0 + $1.tax }, "the drinks' lines carry exactly their rate's tax")
        }
    }

    @Test func aBillWithADrinkByHand() {
        // A $12 bowl at 8.63% and two $2.50 juices at 0%: service fee 5% of 1700 = 85 → the $0.99 minimum; tax on
        // 1200 + 99 = 1299 at 8.63% = 112.10 → 112, and nothing on the juices.
        let items = [
            Order.Item(
                dishID: ID("bowl"), name: "Bowl", unitPrice: 1200, quantity: 1, kcal: 0, proteinG: 0, carbsG: 0,
                fatG: 0),
            Order.Item(
                dishID: ID("juice"), name: "Juice", unitPrice: 250, quantity: 2, kcal: 0, proteinG: 0, carbsG: 0,
                fatG: 0, taxRateBps: 0),
        ]
        let pricing = Pricing.breakdown(
            subtotal: 1700, deliveryFee: 0, taxRateBps: 863, taxedApart: Order.Item.amountsTaxedApart(items))
        #expect(pricing.serviceFee == 99 && pricing.tax == 112)
        let lines = Self.invoice(items, pricing).lines
        #expect(lines.map(\.tax) == [103, 0, 9], "112 shared by 1200 : 99 over the bowl and the service fee")
    }

    static func dish(_ name: String, price: Int, category: NutriScoreCategory) -> Dish {
        Dish(
            id: ID(name), restaurantID: ID("r1"), section: "Menu", name: name, description: "", price: price,
            portionGrams: 300,
            nutrition: DishNutrition(
                kcal: 100, proteinG: 1, carbsG: 20, sugarsG: 10, fatG: 1, saturatedFatG: 0, fiberG: 1, saltG: 0,
                fruitVegLegumePercent: 50),
            nutriScoreCategory: category, nutriGrade: .b, allergens: [], diets: [], available: true, imageURL: nil)
    }

    static func invoice(_ items: [Order.Item], _ pricing: PriceBreakdown) -> Invoice {
        let order = Order(
            id: ID("o1"), number: 1001, userID: ID("u1"), restaurantID: ID("r1"), status: .delivered, items: items,
            pricing: pricing, couponCode: nil,
            address: Address(line1: "1 Home St", city: "San Francisco", latitude: 37.77, longitude: -122.42),
            notes: "", courierID: nil, eta: DeliveryEstimate(minMinutes: 20, maxMinutes: 30),
            estimatedDeliveryAt: Date(timeIntervalSince1970: 0), placedAt: Date(timeIntervalSince1970: 0), timeline: [])
        return Invoice(
            number: 1, issuedAt: Date(timeIntervalSince1970: 0), order: order, sellerName: "Juice Bar",
            sellerAddress: "1 Main St", buyer: "Ada")
    }
}
