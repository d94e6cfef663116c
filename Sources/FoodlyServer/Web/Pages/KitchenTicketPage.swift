import FoodlyApp
import FoodlyCore
import FoodlyHTML

/// An order as a ticket for the kitchen's 80 mm receipt printer (`/kitchen/orders/:id/ticket`): the order number,
/// when it was placed (and its slot), the customer's first name, each item with its options and note, and the
/// allergens in bold. The print stylesheet prints only the ticket, on an 80 mm page (`@page ticket`); the Print
/// button asks the browser to print.
struct KitchenTicketPage {
    let context: WebContext
    let details: OrderDetails
    /// The restaurant's dishes, for each item's allergens.
    let dishes: [Dish]

    func render() -> Node {
        let order = details.order
        let restaurant = details.restaurant
        let clock = ClockTime(timeZone: restaurant.timeZone)
        let allergens = Dictionary(dishes.map { ($0.id, $0.allergens) }, uniquingKeysWith: { first, _ in first })
        return context.layout.page(
            title: "Ticket #\(order.number)", activeTab: nil,
            content: [
                div(.class("stack")) {
                    button(
                        .class("btn btn-primary no-print"), .type("button"), .data("print", ""), .id("print-ticket")
                    ) { "Print" }
                    article(.class("ticket"), .id("ticket"), .aria("label", "Ticket of order \(order.number)")) {
                        p(.class("ticket-restaurant")) { restaurant.name }
                        h2(.class("ticket-number")) { "#\(order.number)" }
                        p { "Placed \(clock.day(order.placedAt))" }
                        if order.scheduledFor != nil {
                            let window = order.arrivalWindow
                            p { strong { "For \(clock.clock(window.from))–\(clock.clock(window.to))" } }
                        }
                        if let customer = details.customer { p { "For \(customer.firstName)" } }
                        ul(.class("ticket-items")) {
                            for item in order.items {
                                let named = Set((allergens[item.dishID] ?? []) + item.choiceAllergens)
                                li {
                                    strong { "\(item.quantity) × \(item.name)" }
                                    if !item.options.isEmpty { span(.class("block")) { item.optionsText } }
                                    if !named.isEmpty {
                                        strong(.class("block ticket-allergens")) {
                                            "Allergens: "
                                                + Allergen.allCases.filter(named.contains).map(\.label)
                                                .joined(separator: ", ")
                                        }
                                    }
                                    if !item.note.isEmpty { span(.class("block")) { "Note: \(item.note)" } }
                                }
                            }
                        }
                        if !order.notes.isEmpty { p { "Order note: \(order.notes)" } }
                        p(.class("ticket-count")) { OrdersPage.itemCount(order) }
                    }
                }
            ], backLink: "/kitchen", showTabBar: false, frame: .kitchen)
    }
}
