import FoodlyCore
import FoodlyStore
import Foundation

/// A cart priced from the catalog now: its lines, the coupon if it still applies, the address, the breakdown,
/// the meal's nutrition and what would stop checkout.
public struct CartQuote: Sendable {
    /// The restaurant, nil for an empty cart.
    public let restaurant: Restaurant?
    /// Lines with current prices and nutrition (options' deltas included).
    public let items: [Order.Item]
    /// Each line's key (`CartRecord.Line.key`), by position in `items`.
    public let lineKeys: [String]
    /// The coupon the customer applied (it may be refused now: see `problems`).
    public let coupon: Coupon?
    /// Where it would be delivered (for pickup, where the customer is: the order is collected at the restaurant).
    public let address: Address?
    /// Delivered, or collected at the restaurant: no delivery fee, no tip, no minimum order and no address needed.
    public let fulfilment: Fulfilment
    /// The price now (a refused coupon takes nothing off).
    public let pricing: PriceBreakdown
    /// The meal's totals.
    public let nutrition: MealNutrition
    /// What would stop checkout now, most important first; empty when the order can be placed.
    public let problems: [CartProblem]

    /// Prices `cart`.
    /// - Parameters:
    ///   - dishes: the catalog's current dishes of the cart, by id (missing ones count as unavailable).
    ///   - coupon: the coupon named by the cart, with the facts its rules need (nil when none or unknown).
    ///   - fallbackAddress: the address used when the cart has none (the default saved address, else the profile's).
    ///   - forLater: whether it is ordered for a slot (whose hours ``DeliverySlot`` checks), so that a restaurant
    ///     closed now does not stop it.
    init(
        cart: CartRecord, restaurant: Restaurant?, dishes: [ID<Dish>: Dish], coupon: (Coupon, CouponUse)?,
        fallbackAddress: Address?, at instant: Date, forLater: Bool = false
    ) {
        let listed = cart.items.isEmpty ? nil : restaurant
        self.restaurant = listed
        var items: [Order.Item] = []
        var lineKeys: [String] = []
        var changedChoices: [String] = []
        for line in cart.items {
            guard let dish = dishes[line.dishID] else { continue }
            let choices: [OptionRules.Choice]
            if let valid = try? OptionRules.choice(line.options, from: dish.optionGroups) {
                choices = valid
            } else {
                // An option removed or a group changed since it was added: priced with what is left, and stopping
                // checkout until chosen again.
                let wanted = Set(line.options)
                choices = dish.optionGroups.flatMap { group in
                    group.options.filter { wanted.contains($0.id) }.map {
                        OptionRules.Choice(group: group.name, option: $0)
                    }
                }
                changedChoices.append(dish.name)
            }
            var item = dish.line(with: choices, quantity: line.quantity, note: line.note)
            item.taxRateBps = restaurant?.taxRateApart(for: dish)
            items.append(item)
            lineKeys.append(line.key)
        }
        self.items = items
        self.lineKeys = lineKeys
        address = cart.address ?? fallbackAddress
        fulfilment = cart.fulfilment
        let pickup = cart.fulfilment == .pickup
        let destination = address.map { GeoPoint(latitude: $0.latitude, longitude: $0.longitude) }
        // The fees of a delivery there, once: nil outside the area (or without an address).
        let areaFees = listed.flatMap { restaurant in destination.flatMap(restaurant.deliveryFees(to:)) }
        self.coupon = coupon?.0
        nutrition = MealNutrition(items: items)
        let subtotal = items.reduce(0) { $0 + $1.lineTotal }
        var problems: [CartProblem] = []
        var accepted: Coupon?
        if let restaurant, !cart.items.isEmpty {
            if restaurant.suspension != nil {
                problems.append(.suspended(restaurant))
            } else if case .paused = restaurant.openState(at: instant) {
                problems.append(.paused(restaurant, at: instant))
            } else if !forLater && !restaurant.isOpen(at: instant) {
                problems.append(.closed)
            }
            for line in cart.items where dishes[line.dishID]?.available != true {
                problems.append(.unavailable(dishes[line.dishID]?.name ?? "A dish"))
            }
            problems += changedChoices.map(CartProblem.optionsChanged)
            if pickup {
                if !restaurant.offersPickup { problems.append(.noPickup) }
            } else {
                problems += CartQuote.deliveryProblems(
                    to: address, fees: areaFees, from: restaurant, subtotal: subtotal)
            }
            if let (coupon, use) = coupon {
                var facts = use
                facts.subtotal = subtotal
                if let refusal = coupon.refusal(for: facts) {
                    problems.append(.coupon(refusal, of: coupon))
                } else {
                    accepted = coupon
                }
            }
        } else {
            problems.append(.empty)
        }
        if cart.couponCode != nil && coupon == nil && !cart.items.isEmpty { problems.append(.coupon(.unknown)) }
        self.problems = problems
        let distance = listed.flatMap { restaurant in destination.map { restaurant.location.distanceKm(to: $0) } }
        let fee =
            pickup
            ? 0
            : listed.map { (areaFees ?? $0.fees).fee(distanceKm: distance ?? 0, subtotal: subtotal) } ?? 0
        pricing = Pricing.breakdown(
            subtotal: subtotal, deliveryFee: fee, coupon: accepted, taxRateBps: listed?.taxRateBps ?? 0,
            taxedApart: Order.Item.amountsTaxedApart(items), tip: cart.items.isEmpty || pickup ? 0 : cart.tip)
    }

    /// What stops delivering an order of `subtotal` from `restaurant` to `address`, whose delivery there costs
    /// `fees` (nil: outside its area): the minimum order, then a missing address, one without a house number or one
    /// outside the delivery area.
    private static func deliveryProblems(
        to address: Address?, fees: DeliveryFees?, from restaurant: Restaurant, subtotal: Int
    ) -> [CartProblem] {
        var problems: [CartProblem] = []
        let minimum = (fees ?? restaurant.fees).minimumOrder
        if subtotal < minimum { problems.append(.minimum(minimum)) }
        if let address, !address.hasHouseNumber {
            problems.append(.noHouseNumber)
        } else if address != nil {
            if fees == nil { problems.append(.outside) }
        } else {
            problems.append(.noAddress)
        }
        return problems
    }
}
