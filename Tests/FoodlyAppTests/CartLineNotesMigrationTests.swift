import FoodlyApp
import FoodlyCore
import FoodlyShared
import FoodlyStore
import FoodlyTestSupport
import Foundation
import Testing

/// `0035_add_cart_line_notes` on a cart written before it: every line kept, in the order it was added, without a
/// note; the cart then takes notes.
@Suite("Migration: notes on cart lines")
struct CartLineNotesMigrationTests {
    @Test func cartsWrittenBeforeKeepTheirLinesInOrder() throws {
        let database = try TestDatabase.make()
        let before = FoodlyMigrations.all.filter { $0.name != FoodlyMigrations.addCartLineNotes.name }
        #expect(before.count == FoodlyMigrations.all.count - 1)
        _ = try Migrator(migrations: before, clock: { Date() }).migrate(database)
        let environment = AppEnvironment(database: database)
        let restaurant = try CatalogService(environment: environment).importRestaurants(
            try JSONDecoder().decode(
                JSONValue.self, from: Data(CatalogAPI.body(CatalogAPI.restaurant("Kept Place")).utf8)),
            by: .commandLine)[0]
        let menu = try #require(try CatalogService(environment: environment).restaurant(restaurant, from: nil)?.1)
        #expect(menu.count >= 2)
        let token = try AccountService(environment: environment).register(
            Registration(fullName: "Ada Lovelace", email: "ada@example.com", password: "abcdef1!"),
            role: .customer, signIn: true
        ).token
        let user = try #require(try AccountService(environment: environment).authenticate(token: token))
        // Added second dish first: the old table ordered by `added_at`.
        let lines = [(menu[1].id, 2, "2026-01-01T10:00:00.000Z"), (menu[0].id, 1, "2026-01-01T10:05:00.000Z")]
        try database.write { connection in
            try connection.execute(
                "INSERT INTO carts (user_id, restaurant_id, tip, updated_at) VALUES (\(user.id), \(restaurant), 0, \(Date()))"
            )
            for (dish, quantity, added) in lines {
                try connection.execute(
                    """
                    INSERT INTO cart_lines (user_id, dish_id, options, quantity, added_at)
                    VALUES (\(user.id), \(dish), '', \(quantity), \(added))
                    """)
            }
        }
        _ = try Migrator(migrations: FoodlyMigrations.all, clock: { Date() }).migrate(database)

        let carts = CartService(environment: environment)
        let cart = try carts.cart(for: user)
        #expect(cart.items.map(\.dishID) == [menu[1].id, menu[0].id])
        #expect(cart.items.map(\.quantity) == [2, 1] && cart.items.map(\.note) == ["", ""])
        let noted = try carts.add(dishID: menu[1].id, quantity: 1, note: "No onions", for: user)
        #expect(noted.items.map(\.note) == ["", "", "No onions"])
        // A line whose note changes keeps its place.
        let changed = try carts.setQuantity(2, note: "Well done", line: noted.lineKeys[0], for: user)
        #expect(changed.items.map(\.note) == ["Well done", "", "No onions"])
    }
}
