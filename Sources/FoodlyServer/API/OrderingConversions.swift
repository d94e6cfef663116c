import FoodlyAPI
import FoodlyApp
import FoodlyCore

extension CartBody {
    /// The API view of a priced cart.
    init(_ quote: CartQuote) {
        self.init(
            restaurant: quote.restaurant.map { RestaurantReference(id: $0.id.rawValue, name: $0.name) },
            items: zip(quote.items, quote.lineKeys).map { CartLine($0, lineId: $1) },
            coupon: quote.coupon.map { CouponSummary(code: $0.code, description: $0.description) },
            address: quote.address, fulfilment: quote.fulfilment,
            pickupOffered: quote.restaurant?.offersPickup ?? false, currency: Money.currency, pricing: quote.pricing,
            nutrition: quote.nutrition,
            problems: quote.problems.map { CartProblemBody(code: $0.code, message: $0.message) })
    }
}

extension CartLine {
    /// The API view of an order line; `lineId` is the cart line's key (for an order line, made from its choices).
    init(_ item: Order.Item, lineId: String? = nil) {
        self.init(
            lineId: lineId ?? Dish.lineKey(item.dishID, options: item.options.map(\.optionID), note: item.note),
            dishId: item.dishID.rawValue,
            options: item.options.map {
                ChosenOption(
                    id: $0.optionID.rawValue, group: $0.group, name: $0.name, priceDelta: $0.priceDelta, kcal: $0.kcal,
                    allergens: $0.allergens)
            }, name: item.name, unitPrice: item.unitPrice, quantity: item.quantity,
            lineTotal: item.lineTotal, kcal: item.kcal, note: item.note.isEmpty ? nil : item.note)
    }
}

extension OrderBody {
    /// The customer's view of their order: with the handover code while it is active.
    init(customer details: OrderDetails) {
        self.init(details)
        let order = details.order
        if order.status.isActive && !order.handoverCode.isEmpty { handoverCode = order.handoverCode }
    }

    /// The API view of an order, as the kitchen, the courier and operators see it (no handover code).
    init(_ details: OrderDetails) {
        let order = details.order
        self.init(
            id: order.id.rawValue, number: order.number, status: order.status, placedAt: order.placedAt,
            restaurant: OrderRestaurant(
                id: details.restaurant.id.rawValue, name: details.restaurant.name, phone: details.restaurant.phone),
            items: order.items.map { CartLine($0) }, currency: Money.currency, pricing: order.pricing,
            couponCode: order.couponCode, address: order.address, notes: order.notes,
            courier: details.courier.map {
                OrderCourier(name: $0.name, phone: $0.phone, vehicle: $0.vehicle)
            },
            estimatedDeliveryAt: order.estimatedDeliveryAt,
            etaMinutes: MinutesRange(min: order.eta.minMinutes, max: order.eta.maxMinutes),
            timeline: order.timeline.map { OrderStep(status: $0.status, at: $0.at) },
            nutrition: MealNutrition(items: order.items), scheduledFor: order.scheduledFor,
            cancellationReason: order.cancellationReason, refunded: order.refunded,
            payment: PaymentBody(
                method: details.payment == nil ? .onDelivery : .card,
                summary: details.payment?.summary ?? PaymentMethod.onDelivery.summary),
            doorstep: DoorstepBody(order), fulfilment: order.fulfilment)
    }
}

extension DoorstepBody {
    /// The API view of an order's doorstep; the photo's URL only while it is kept.
    init(_ order: Order) {
        let door = order.door
        self.init(
            leaveAtDoor: door.leaveAtDoor,
            photoUrl: door.photoTakenAt == nil ? nil : "/api/v1/orders/\(order.id.rawValue)/door-photo",
            unansweredSince: door.unansweredSince, waitEndsAt: door.waitEndsAt, attempts: door.attempts)
    }
}

extension CheckoutQuoteBody {
    /// The API view of a checkout quote.
    init(_ quote: CheckoutQuote) {
        self.init(
            cart: CartBody(quote.cart), scheduledFor: quote.slot?.start,
            arrival: quote.arrival.map { ArrivalWindow(from: $0.from, to: $0.to) },
            payment: PaymentBody(method: .onDelivery, summary: PaymentMethod.onDelivery.summary),
            timeZone: quote.cart.restaurant?.timeZone.identifier, slots: quote.slots.map(\.start))
    }
}

extension DeliveryOfferBody {
    /// The API view of an offer to a courier.
    init(_ offer: CourierOffer) {
        let restaurant = offer.restaurant
        self.init(
            id: offer.offer.id.rawValue, orderId: offer.order.id.rawValue, orderNumber: offer.order.number,
            restaurant: OrderRestaurant(id: restaurant.id.rawValue, name: restaurant.name, phone: restaurant.phone),
            pickupAddress: restaurant.address, pickupKm: offer.pickupKm, tripKm: offer.tripKm,
            itemCount: offer.order.items.reduce(0) { $0 + $1.quantity }, currency: Money.currency, pay: offer.pay,
            tip: offer.order.pricing.tip, joinsRun: offer.joinsRun, expiresAt: offer.offer.expiresAt)
    }
}
