import FoodlyApp
import FoodlyCore
import FoodlyHTML

/// The bar above the tab bar that shows what is in the cart and opens it; rendered hidden while the cart is
/// empty so `app.js` can fill it in after an Add without a reload.
struct CartBar {
    let quote: CartQuote

    /// The bar on a page where nothing is added to the cart (Home, Search): only while the cart holds something.
    static func shown(_ quote: CartQuote) -> Node? {
        quote.items.isEmpty ? nil : CartBar(quote: quote).render()
    }

    func render() -> Node {
        let count = quote.items.reduce(0) { $0 + $1.quantity }
        return a(
            .id("cartbar"), .class("cartbar"), .href("/cart"),
            count == 0 ? .bool("hidden", true) : .bool("hidden", false)
        ) {
            span(.class("cartbar-count"), .id("cartbar-count"), .data("bump", ""), .aria("label", "Items in cart")) {
                String(count)
            }
            span(.class("cartbar-label")) { "View cart" }
            span(.class("cartbar-total"), .id("cartbar-total")) { Money.format(quote.pricing.subtotal) }
        }
    }
}
