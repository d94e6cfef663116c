import FoodlyAPI
import FoodlyApp
import FoodlyCore
import FoodlyHTTP
import FoodlyStore
import FoodlyTestSupport
import Foundation
import Testing

/// A restaurant next to the customer (dishes at $12.50, minimum order $10), couriers, customers with tokens.
struct OrderingWorld {
    typealias Object = [String: Any]

    let app: TestApp
    let restaurantID: String
    /// The restaurant's dishes by name: "Lentil Bowl", "Lentil Salad", "Churros" (graded E).
    let dishes: [String: String]

    init(couriers: Int = 2, payments: (any PaymentProvider)? = nil, logger: Logger = .discard) throws {
        app = try TestApp(logger: logger, payments: payments)
        let menu: [Object] = [
            [
                "section": "Mains",
                "dishes": [
                    CatalogAPI.dish("Lentil Bowl"), CatalogAPI.dish("Lentil Salad"), CatalogAPI.dish("Tofu Bowl"),
                    CatalogAPI.dish("Churros", fried: true),
                ],
            ]
        ]
        restaurantID = try CatalogAPI.seed(app, [CatalogAPI.restaurant("Lentil Place", menu: menu)])[0]
        let detail = try CatalogAPI.object(app.send(.get, "/api/v1/restaurants/\(restaurantID)"))
        let sections = try #require(detail["menu"] as? [Object])
        var dishes: [String: String] = [:]
        for section in sections {
            for dish in section["dishes"] as? [Object] ?? [] {
                dishes[dish["name"] as? String ?? ""] = dish["id"] as? String
            }
        }
        self.dishes = dishes
        let store = SQLCourierStore(database: app.database)
        for index in 0..<couriers {
            try store.insert(
                Courier(
                    id: ID("courier-\(index)"), name: "Courier \(index)", phone: "+1415555030\(index)",
                    vehicle: .bicycle,
                    location: GeoPoint(
                        latitude: CatalogAPI.customer.latitude + 0.002 * Double(index + 1),
                        longitude: CatalogAPI.customer.longitude),
                    available: true), at: Date())
        }
    }

    /// A new customer's bearer token; their email is `<name>@example.com` (lower case), password `abcdef1!`.
    func customer(_ name: String = "Ada") throws -> String {
        try AccountService(environment: app.environment).register(
            Registration(fullName: "\(name) Lovelace", email: "\(name.lowercased())@example.com", password: "abcdef1!"),
            role: .customer, signIn: true
        ).token
    }

    /// The customer's point as a delivery address (1 km from the restaurant).
    static var address: Object {
        [
            "line1": "1 Market St", "city": "San Francisco", "latitude": CatalogAPI.customer.latitude,
            "longitude": CatalogAPI.customer.longitude,
        ]
    }

    /// Sends a JSON request as `token`.
    @discardableResult
    func send(_ method: HTTPMethod, _ path: String, _ token: String, _ body: Any? = nil, headers: HTTPHeaders = [:])
        -> Response
    {
        var all = CatalogAPI.bearer(token)
        for (name, value) in headers { all.set(name, value) }
        return app.send(method, path, headers: all, body: body.map(CatalogAPI.body) ?? "")
    }

    /// A cart with `quantity` of a dish and the address set, ready to order.
    func fillCart(_ token: String, dish: String = "Lentil Bowl", quantity: Int = 2) throws {
        let added = send(.post, "/api/v1/cart/items", token, ["dishId": dishes[dish] ?? "", "quantity": quantity])
        #expect(added.status == 200, "\(String(decoding: added.body, as: UTF8.self))")
        #expect(send(.put, "/api/v1/cart/address", token, OrderingWorld.address).status == 200)
    }

    /// The cart `token`'s customer has, as the API answers it.
    func cart(_ token: String) throws -> CartBody {
        try send(.get, "/api/v1/cart", token).decoded()
    }

    /// Places the cart as an order with `key`.
    func place(_ token: String, key: String = UUID().uuidString, card: String? = nil) -> Response {
        send(.post, "/api/v1/orders", token, card.map { ["card": $0] } ?? [:], headers: ["Idempotency-Key": key])
    }

    /// A card entered in the card form of `stripe` for `token`'s customer: its id.
    func card(_ number: String, for token: String, at stripe: LocalStripe) throws -> String {
        let setup: CardSetupBody = try send(.post, "/api/v1/payments/card-setups", token).decoded(status: 201)
        return try stripe.enterCard(number, setup: setup.clientSecret).get()
    }
}
