import FoodlyApp
import FoodlyCore
import FoodlyHTML
import Foundation

/// On a delivered order's bill, for 24 hours after delivery: the tip so far and chips that add or raise it (never
/// lower: only the tip given and larger ones are offered). A plain form back at `#tip`; `app.js` sends it in the
/// background and swaps the bill (`#order-bill`), total included. An order paid on delivery gets a note instead: a
/// tip now goes to the courier in person.
struct TipAfterDelivery {
    let order: Order
    /// Whether the order was paid by card (a raise is charged to it).
    let byCard: Bool
    let csrf: CSRF
    let clock: ClockTime
    let now: Date
    /// Why the last raise was refused.
    var error: String? = nil

    /// The amounts offered, in cents.
    static let amounts = [100, 200, 300, 500, 1000, 1500, 2000]

    /// The tip given (when there is one) and larger amounts to raise it to: the usual ones, or past them $5, $10 and
    /// $20 more (up to the largest tip).
    static func choices(over tip: Int) -> [Int] {
        let steps = tip > amounts.last ?? 0 ? [tip + 500, tip + 1000, tip + 2000] : amounts.filter { $0 > tip }
        return (tip > 0 ? [tip] : []) + steps.filter { $0 <= TipRaise.maximum }
    }

    func render() -> Node? {
        guard order.fulfilment == .delivery else { return nil }
        guard let deadline = TipRaise.deadline(of: order), now < deadline else {
            // A raise sent as the window closed: say why, where the chips were.
            return error.map { error in p(.class("field-error"), .role("alert"), .id("tip-error")) { error } }
        }
        guard byCard else {
            return div(.class("tip-after"), .id("tip")) {
                h3(.class("tip-after-title"), .id("tip-title")) { "Tip your courier in person" }
                p(.class("muted"), .id("tip-note")) {
                    "You paid on delivery, so a tip goes to your courier by hand; Foodly does not add it to your order."
                }
            }
        }
        let tip = order.pricing.tip
        return div(.class("tip-after"), .id("tip")) {
            h3(.class("tip-after-title"), .id("tip-title")) {
                tip == 0 ? "Add a tip for your courier" : "Raise your tip"
            }
            p(.class("muted"), .id("tip-note")) {
                tip == 0 ? "No tip yet. " : "Your tip: \(Money.format(tip)). "
                "You can add to it until \(clock.day(deadline))."
            }
            form(
                .class("tip-choices"), .method("post"), .action("/orders/\(order.id.rawValue)/tip#tip"),
                .data("in-place", "order-bill"), .aria("labelledby", "tip-title")
            ) {
                input(.type("hidden"), .name(CSRF.field), .value(csrf.token))
                for amount in TipAfterDelivery.choices(over: tip) {
                    button(
                        .class("chip"), .type("submit"), .name("amount"), .value(String(amount)),
                        .id("tip-\(amount)"), .aria("pressed", amount == tip ? "true" : "false")
                    ) { Money.format(amount) }
                }
            }
            if let error { p(.class("field-error"), .role("alert"), .id("tip-error")) { error } }
            p(.id("tip-status"), .class("visually-hidden"), .role("status")) {}
        }
    }
}
