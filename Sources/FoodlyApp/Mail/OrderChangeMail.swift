import FoodlyCore
import FoodlyStore
import Foundation

/// The mails that tell a customer their order will not come, that it waits for them at the counter, or that money
/// went back to them: the restaurant did not accept it, it was cancelled (as they asked, or by Foodly or the
/// scheduler with the reason they see on the order), a pickup order is ready, an operator answered an issue they
/// reported, or an operator refunded part of it. Each is queued in the transaction that made the change, so it is
/// sent once that commits and never when it rolls back.
enum OrderChangeMail {
    /// Mails the customer of `orderID`, which has just ended `status` (`rejected` or `cancelled`) without a delivery.
    static func ended(_ orderID: ID<Order>, _ stores: OrderingStores, _ mailer: Mailer?, at time: Date) throws {
        guard let mailer, let (order, restaurant, email, name) = try facts(orderID, stores) else { return }
        let subject: String
        let told: String
        if order.status == .rejected {
            subject = "Your Foodly order #\(order.number) was not accepted"
            told =
                "\(restaurant) could not take your order #\(order.number), so it will not be delivered."
                + (order.cancellationReason.map { " They said: \($0)" } ?? "")
        } else {
            subject = "Your Foodly order #\(order.number) is cancelled"
            told =
                "Your order #\(order.number) from \(restaurant) is cancelled"
                + (order.cancellationReason.map { ": \($0)" } ?? ", as you asked.")
        }
        let card = try stores.payments.payment(orderID: orderID)
        let paid =
            card.map {
                $0.state == .failed || $0.intentID == nil
                    ? "Nothing was charged to your \($0.card.label)."
                    : "The hold on your \($0.card.label) is released: you pay nothing for it."
            }
            ?? "You pay nothing for it."
        try mailer.send(
            to: email, name: name, subject: subject,
            text: """
                Hello \(AccountRules.firstName(of: name)),

                \(told)
                \(paid)

                Your order: \(mailer.link("/orders/" + order.id.rawValue))
                Order something else: \(mailer.link("/"))

                Foodly
                """, at: time, in: stores.connection)
    }

    /// Mails the customer of `orderID`, which its courier has just ended `failed` at their door: nobody answered, so
    /// the food is not brought again; a card is charged, cash is not collected (``Doorstep``).
    static func undelivered(_ orderID: ID<Order>, _ stores: OrderingStores, _ mailer: Mailer?, at time: Date) throws {
        guard let mailer, let (order, restaurant, email, name) = try facts(orderID, stores) else { return }
        let minutes = Int(Doorstep.waitSeconds / 60)
        let paid =
            try stores.payments.payment(orderID: orderID).map {
                "Your \($0.card.label) is charged for it: the food was made and brought to your door. Its invoice is "
                    + "on your order's page."
            } ?? "You paid on delivery, so you pay nothing for it."
        let tries = order.door.attempts == 1 ? "once" : "\(order.door.attempts) times"
        try mailer.send(
            to: email, name: name, subject: "Your Foodly order #\(order.number) could not be delivered",
            text: """
                Hello \(AccountRules.firstName(of: name)),

                Your courier brought your order #\(order.number) from \(restaurant) to \(order.address.line1) and
                tried to reach you \(tries) over \(minutes) minutes, but nobody answered. The order could not be
                handed over and will not be brought again.
                \(paid)

                If something went wrong, reply to this mail or write to Foodly support.
                Your order: \(mailer.link("/orders/" + order.id.rawValue))

                Foodly
                """, at: time, in: stores.connection)
    }

    /// Mails the customer of pickup order `orderID`, which its kitchen has just marked ready, that it waits at the
    /// counter, with the address and the code to show.
    static func readyForPickup(_ orderID: ID<Order>, _ stores: OrderingStores, _ mailer: Mailer?, at time: Date)
        throws
    {
        guard let mailer, let (order, restaurant, email, name) = try facts(orderID, stores) else { return }
        try mailer.send(
            to: email, name: name, subject: "Your Foodly order #\(order.number) is ready for pickup",
            text: """
                Hello \(AccountRules.firstName(of: name)),

                Your order #\(order.number) is ready at \(restaurant), \(order.address.line1).
                Show this code at the counter to collect it: \(order.handoverCode)

                Your order: \(mailer.link("/orders/" + order.id.rawValue))

                Foodly
                """, at: time, in: stores.connection)
    }

    /// Mails the customer of `orderID` the answer an operator gave, without a refund, to the issue they reported
    /// (``OrderIssueService``; a refund's answer comes with the refund's mail).
    static func issueAnswered(
        _ orderID: ID<Order>, answer: String, _ stores: OrderingStores, _ mailer: Mailer?, at time: Date
    ) throws {
        guard let mailer, let (order, restaurant, email, name) = try facts(orderID, stores) else { return }
        try mailer.send(
            to: email, name: name, subject: "About your Foodly order #\(order.number)",
            text: """
                Hello \(AccountRules.firstName(of: name)),

                You told us something was wrong with your order #\(order.number) from \(restaurant). Foodly support
                answered:

                \(answer)

                Your order: \(mailer.link("/orders/" + order.id.rawValue))

                Foodly
                """, at: time, in: stores.connection)
    }

    /// Mails the customer of `orderID` that `amount` cents of it were refunded for `reason`.
    static func refunded(
        _ orderID: ID<Order>, amount: Int, reason: String, _ stores: OrderingStores, _ mailer: Mailer?, at time: Date
    ) throws {
        guard let mailer, let (order, restaurant, email, name) = try facts(orderID, stores) else { return }
        let whereTo =
            try stores.payments.payment(orderID: orderID).map {
                "It goes back to your \($0.card.label); your bank may take a few days to show it."
            } ?? "You paid on delivery: "
            + (mailer.support.map { "write to \($0.address) to be paid back." }
                ?? "ask the people who run this Foodly to pay it back.")
        try mailer.send(
            to: email, name: name,
            subject: "Foodly refunded \(Money.format(amount)) of your order #\(order.number)",
            text: """
                Hello \(AccountRules.firstName(of: name)),

                We refunded \(Money.format(amount)) of your order #\(order.number) from \(restaurant): \(reason)
                \(whereTo)

                Your order: \(mailer.link("/orders/" + order.id.rawValue))

                Foodly
                """, at: time, in: stores.connection)
    }

    /// The order, its restaurant's name and its customer's address and name.
    private static func facts(_ orderID: ID<Order>, _ stores: OrderingStores) throws -> (
        Order, String, String, String
    )? {
        guard let order = try stores.orders.order(id: orderID),
            let contact = try AccountQueries(stores.connection).contact(of: order.userID)
        else { return nil }
        let restaurant = try stores.catalog.restaurant(id: order.restaurantID)?.name ?? "The restaurant"
        return (order, restaurant, contact.email, contact.fullName)
    }
}
