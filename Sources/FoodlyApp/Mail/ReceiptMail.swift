import FoodlyCore
import FoodlyStore
import Foundation

/// The receipt mailed when an order is placed: its number, the restaurant, each line with its quantity, price,
/// options and note, the price breakdown, the delivery address and the arrival window (for pickup, the restaurant's
/// address and when it is ready), in the restaurant's time zone, and a link to the order's page.
enum ReceiptMail {
    /// Mails `user` the receipt of `details`.
    static func send(
        _ details: OrderDetails, to user: UserAccount, _ mailer: Mailer, in connection: any DatabaseConnection
    ) throws {
        let order = details.order
        let pricing = order.pricing
        let window = order.arrivalWindow
        var lines = order.items.flatMap { item in
            // The options and the note for the kitchen under the line, so the customer can check what was asked.
            [row("\(item.quantity) × \(item.name)", Money.format(item.lineTotal))]
                + (item.options.isEmpty ? [] : ["    " + item.optionsText])
                + (item.note.isEmpty ? [] : ["    Note: \(item.note)"])
        }
        lines.append("")
        lines.append(row("Subtotal", Money.format(pricing.subtotal)))
        if pricing.discount > 0 {
            let coupon = order.couponCode.map { " (\($0))" } ?? ""
            lines.append(row("Discount" + coupon, "−" + Money.format(pricing.discount)))
        }
        let pickup = order.fulfilment == .pickup
        lines.append(
            row(pickup ? "Pickup" : "Delivery", pricing.deliveryFee == 0 ? "Free" : Money.format(pricing.deliveryFee)))
        lines.append(row("Service fee", Money.format(pricing.serviceFee)))
        lines.append(row("Tax", Money.format(pricing.tax)))
        if pricing.tip > 0 { lines.append(row("Tip", Money.format(pricing.tip))) }
        lines.append(row("Total", Money.format(pricing.total)))
        lines.append("")
        lines.append(details.payment?.summary ?? PaymentMethod.onDelivery.summary)
        let address = [order.address.line1, order.address.line2, order.address.city, order.address.postcode]
            .compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: ", ")
        let zone = details.restaurant.timeZone
        // An order for later names the day of its slot.
        let day = order.scheduledFor.map { "\(date($0, zone)) " } ?? ""
        try mailer.send(
            to: user.email, name: user.fullName,
            subject: "Your Foodly order #\(order.number) from \(details.restaurant.name)",
            text: """
                Hello \(user.firstName),

                Thank you for your order #\(order.number).

                From \(details.restaurant.name)
                \(lines.joined(separator: "\n"))

                \(pickup ? "Pick up at" : "Delivering to"): \(address)
                \(pickup ? "Ready" : "Arriving"): \(day)\(LocalTime.clock(window.from, in: zone))–\(LocalTime.clock(window.to, in: zone)) (\(zone.identifier) time)

                Follow your order: \(mailer.link("/orders/" + order.id.rawValue))

                Foodly
                """, at: order.placedAt, in: connection)
    }

    /// A receipt line: the label, then the amount right-aligned at column 40.
    private static func row(_ label: String, _ amount: String) -> String {
        let gap = max(2, 40 - label.count - amount.count)
        return label + String(repeating: " ", count: gap) + amount
    }

    /// "2026-06-04" in `zone`.
    private static func date(_ date: Date, _ zone: TimeZone) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        let parts = calendar.dateComponents([.year, .month, .day], from: date)
        return String(format: "%04d-%02d-%02d", parts.year ?? 0, parts.month ?? 0, parts.day ?? 0)
    }
}
