import FoodlyCore
import FoodlyHTML

/// The receipt lines of a price breakdown, total last.
struct PriceTable {
    let pricing: PriceBreakdown

    func render() -> Node {
        dl(.class("price-table")) {
            row("Subtotal", Money.format(pricing.subtotal))
            if pricing.discount > 0 { row("Discount", "−" + Money.format(pricing.discount), className: "is-saving") }
            row("Delivery", pricing.deliveryFee == 0 ? "Free" : Money.format(pricing.deliveryFee))
            row("Service fee", Money.format(pricing.serviceFee))
            row("Tax", Money.format(pricing.tax))
            if pricing.tip > 0 { row("Tip", Money.format(pricing.tip)) }
            row("Total", Money.format(pricing.total), className: "is-total")
        }
    }

    private func row(_ label: String, _ value: String, className: String = "") -> Node {
        div(.class(("price-row " + className).trimmingCharacters(in: .whitespaces))) {
            dt { label }
            dd { value }
        }
    }
}
