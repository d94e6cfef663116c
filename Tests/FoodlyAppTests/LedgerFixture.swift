import FoodlyApp
import FoodlyCore
import FoodlyShared
import FoodlyStore
import FoodlyTestSupport
import Foundation

/// A restaurant and a customer in a database, and orders written straight into `orders` with the prices a ledger
/// test needs (the ledger's entries name their order).
struct LedgerFixture {
    let database: any Database
    let restaurant: ID<Restaurant>
    let customer: UserAccount

    /// The restaurant and the customer in `database`, migrated by `migrations`.
    init(_ database: any Database, migrations: [Migration] = FoodlyMigrations.all) throws {
        self.database = database
        _ = try Migrator(migrations: migrations, clock: { Date() }).migrate(database)
        let environment = AppEnvironment(database: database)
        restaurant = try CatalogService(environment: environment).importRestaurants(
            try JSONDecoder().decode(
                JSONValue.self, from: Data(CatalogAPI.body(CatalogAPI.restaurant("Kept Place")).utf8)),
            by: .commandLine)[0]
        customer = try AccountService(environment: environment).register(
            Registration(fullName: "Ada Lovelace", email: "ada@example.com", password: "abcdef1!"),
            role: .customer, signIn: true
        ).user
    }

    /// Where every order goes, as `orders.address` stores it.
    static let address = #"{"line1":"1 Market St","city":"San Francisco","latitude":37.7936,"longitude":-122.3958}"#

    /// Writes order `id` (number `number`) at `status` with `pricing`, placed at `time`.
    func insertOrder(_ id: String, number: Int, status: OrderStatus, pricing: PriceBreakdown, at time: Date) throws {
        try database.write { connection in
            try connection.execute(
                """
                INSERT INTO orders (id, number, user_id, restaurant_id, status, items, subtotal, discount,
                    delivery_fee, service_fee, tax, tip, total, address, eta_min, eta_max, estimated_delivery_at,
                    placed_at, idempotency_key, request_hash)
                VALUES (\(id), \(number), \(customer.id), \(restaurant), \(status), '[]', \(pricing.subtotal),
                    \(pricing.discount), \(pricing.deliveryFee), \(pricing.serviceFee), \(pricing.tax), \(pricing.tip),
                    \(pricing.total), \(Self.address), 20, 30, \(time), \(time), \(id), 'hash')
                """)
        }
    }
}
