import FoodlyCore
import Foundation

/// One cart per user, kept in the database so it survives logging out and server restarts.
public struct SQLCartStore: Sendable {
    private let database: any Database

    /// Creates the store.
    public init(database: any Database) {
        self.database = database
    }

    /// The user's cart (empty when none was saved).
    public func cart(userID: ID<UserAccount>) throws -> CartRecord {
        try database.read { try SQLCartStore.cart(userID: userID, $0) }
    }

    /// Replaces the user's cart with `cart` in one transaction; `change` receives the current cart and returns the
    /// new one (or throws to keep the old one).
    @discardableResult
    public func update(
        userID: ID<UserAccount>, at time: Date, _ change: (CartRecord) throws -> CartRecord
    ) throws -> CartRecord {
        try database.write { connection in
            let updated = try change(try SQLCartStore.cart(userID: userID, connection))
            try SQLCartStore.save(updated, userID: userID, at: time, connection)
            return updated
        }
    }

    static func cart(userID: ID<UserAccount>, _ connection: any DatabaseConnection) throws -> CartRecord {
        guard let row = try connection.queryOne("SELECT * FROM carts WHERE user_id = $1", [.text(userID.rawValue)])
        else { return .empty }
        let items = try connection.query(
            "SELECT dish_id, quantity FROM cart_items WHERE user_id = $1 ORDER BY added_at, dish_id",
            [.text(userID.rawValue)]
        ).map { (dishID: ID<Dish>(try $0.string("dish_id")), quantity: try $0.int("quantity")) }
        let address = try row.optionalString("address").map {
            try JSONDecoder().decode(Address.self, from: Data($0.utf8))
        }
        return CartRecord(
            restaurantID: try row.optionalString("restaurant_id").map { ID($0) }, items: items,
            couponCode: try row.optionalString("coupon_code"), address: address, tip: try row.int("tip"))
    }

    static func save(
        _ cart: CartRecord, userID: ID<UserAccount>, at time: Date, _ connection: any DatabaseConnection
    ) throws {
        let user = SQLValue.text(userID.rawValue)
        let stamp = SQLValue.text(StoreTime.text(time))
        let address = try cart.address.map {
            SQLValue.text(String(decoding: try JSONEncoder().encode($0), as: UTF8.self))
        }
        try connection.execute(
            """
            INSERT INTO carts (user_id, restaurant_id, coupon_code, address, tip, updated_at)
            VALUES ($1, $2, $3, $4, $5, $6)
            ON CONFLICT (user_id) DO UPDATE SET restaurant_id = $2, coupon_code = $3, address = $4, tip = $5,
                updated_at = $6
            """,
            [
                user, cart.items.isEmpty ? .null : cart.restaurantID.map { .text($0.rawValue) } ?? .null,
                cart.couponCode.map { .text($0) } ?? .null, address ?? .null, .integer(Int64(cart.tip)), stamp,
            ])
        let kept = try connection.query("SELECT dish_id, added_at FROM cart_items WHERE user_id = $1", [user])
        var addedAt: [String: String] = [:]
        for row in kept { addedAt[try row.string("dish_id")] = try row.string("added_at") }
        try connection.execute("DELETE FROM cart_items WHERE user_id = $1", [user])
        for (index, item) in cart.items.enumerated() {
            // New lines sort after old ones: the time plus the position keeps the order they were added in.
            let added = addedAt[item.dishID.rawValue] ?? StoreTime.text(time) + String(format: "#%03d", index)
            try connection.execute(
                "INSERT INTO cart_items (user_id, dish_id, quantity, added_at) VALUES ($1, $2, $3, $4)",
                [user, .text(item.dishID.rawValue), .integer(Int64(item.quantity)), .text(added)])
        }
    }
}
