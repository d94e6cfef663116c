import FoodlyAPI
import FoodlyHTTP
import FoodlyTestSupport
import Foundation
import Testing

/// Pickup in the web app, in process and without JavaScript: the owner offers it on the hours page, the cart offers
/// Delivery or Pickup (no tip, no address, the counter's address instead), the review says where and when it is
/// ready and how to pay at the counter, the kitchen sees "Pickup" and hands it over with the customer's code (a
/// wrong one refused at the top of the screen), and the customer's page shows the code, then "Collected".
@Suite("Web: pickup")
struct WebPickupTests {
    static func html(_ response: Response) -> String { String(decoding: response.body, as: UTF8.self) }

    @Test func aCustomerChoosesPickupAndTheKitchenHandsItOverWithTheCode() throws {
        let (crew, owner) = try PickupAPITests.crewWithOwner()
        let app = crew.world.app
        func post(_ token: String, _ path: String, _ body: String) -> Response {
            app.send(
                .post, path, headers: WebOrderingTests.headers(token, form: true),
                body: body + "&_csrf=\(WebOrderingTests.csrf)")
        }
        func page(_ token: String, _ path: String) -> String {
            Self.html(app.send(.get, path, headers: WebOrderingTests.headers(token)))
        }
        let customer = try crew.world.customer("Pia")
        try crew.world.fillCart(customer)
        #expect(!page(customer, "/cart").contains(#"id="fulfilment""#), "not offered: no choice to make")

        let saved = post(owner, "/kitchen/pickup", "offersPickup=on")
        #expect(saved.status == 303 && saved.headers["Location"] == "/kitchen/hours?done=pickup#pickup-form")
        #expect(page(owner, "/kitchen/hours").contains("Pickup offered."))

        let delivery = page(customer, "/cart")
        #expect(delivery.contains(#"id="choose-pickup""#) && delivery.contains(#"id="tip""#))
        #expect(post(customer, "/cart/fulfilment", "fulfilment=pickup").status == 303)
        let cart = page(customer, "/cart")
        #expect(cart.contains(#"value="pickup" id="choose-pickup" aria-pressed="true""#))
        #expect(cart.contains(#"id="pickup-at""#) && cart.contains("Lentil Place St"))
        #expect(!cart.contains(#"id="tip""#), "no courier to tip")
        let review = page(customer, "/checkout")
        #expect(review.contains(#"id="checkout-pickup""#) && review.contains("Pickup time"))
        #expect(review.contains("Cash or card at the counter") && !review.contains(#"id="leave-at-door""#))

        let placed = post(customer, "/checkout", "key=web-pickup-1&slot=asap&notes=")
        #expect(placed.status == 303)
        let location = try #require(placed.headers["Location"])
        let orderID = String(location.dropFirst("/orders/".count).prefix { $0 != "?" })
        let order: OrderBody = try crew.world.send(.get, "/api/v1/orders/\(orderID)", customer).decoded()
        #expect(order.fulfilment == .pickup)
        let code = try #require(order.handoverCode)
        let waiting = page(customer, "/orders/\(orderID)")
        #expect(waiting.contains(#"id="pickup-card""#) && waiting.contains("Your code for the counter"))
        #expect(waiting.contains(#"<strong class="handover-digits">\#(code)</strong>"#))

        #expect(page(crew.kitchen, "/kitchen").contains(#"id="kitchen-pickup-\#(order.number)""#))
        for action in ["accept", "preparing", "ready"] {
            #expect(post(crew.kitchen, "/kitchen/orders/\(orderID)/\(action)", "").status == 303)
        }
        let counter = page(crew.kitchen, "/kitchen")
        #expect(counter.contains("Waiting for the customer") && counter.contains(#"id="hand-over-\#(order.number)""#))
        #expect(page(customer, "/orders/\(orderID)").contains("Ready for pickup"))
        let wrong = post(
            crew.kitchen, "/kitchen/orders/\(orderID)/hand-over", "code=\(code == "0000" ? "1111" : "0000")")
        #expect(wrong.refusalStatus == 422 && Self.html(wrong).contains("tries left"))
        let handed = post(crew.kitchen, "/kitchen/orders/\(orderID)/hand-over", "code=\(code)")
        #expect(handed.status == 303 && handed.headers["Location"] == "/kitchen")
        let collected = page(customer, "/orders/\(orderID)")
        #expect(collected.contains("Collected. Enjoy!") && collected.contains("Collected at"))
        #expect(!collected.contains(#"id="handover-code""#))
    }
}
