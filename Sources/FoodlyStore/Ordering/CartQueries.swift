import FoodlyCore
import Foundation

/// The cart tables (`carts`, `cart_lines`) on one connection: a user's cart read and saved inside the
/// transaction of whichever use case needs it.
public struct CartQueries {
    private let connection: any DatabaseConnection

    /// The carts as seen from `connection`.
    public init(_ connection: any DatabaseConnection) {
        self.connection = connection
    }

    /// The user's cart (empty when none was saved).
    public func cart(userID: ID<UserAccount>) throws -> CartRecord {
        guard
            let cart = try connection.queryOne(
                "SELECT restaurant_id, coupon_code, address, tip FROM carts WHERE user_id = \(userID)", as: CartRow.self
            )
        else { return .empty }
        let items = try connection.query(
            """
            SELECT dish_id, options, quantity FROM cart_lines WHERE user_id = \(userID)
            ORDER BY added_at, dish_id, options
            """,
            as: CartItemRow.self)
        return CartRecord(
            restaurantID: cart.restaurantID, items: items.map(\.line),
            couponCode: cart.couponCode, address: cart.address?.value.address, tip: cart.tip)
    }

    /// Replaces the user's cart; lines kept from before keep their place.
    public func save(_ cart: CartRecord, userID: ID<UserAccount>, at time: Date) throws {
        let restaurantID = cart.items.isEmpty ? nil : cart.restaurantID
        let address = try cart.address.map { try JSONColumn(StoredAddress($0)) }
        try connection.execute(
            """
            INSERT INTO carts (user_id, restaurant_id, coupon_code, address, tip, updated_at)
            VALUES (\(userID), \(restaurantID), \(cart.couponCode), \(address), \(cart.tip), \(time))
            ON CONFLICT (user_id) DO UPDATE SET restaurant_id = excluded.restaurant_id,
                coupon_code = excluded.coupon_code, address = excluded.address, tip = excluded.tip,
                updated_at = excluded.updated_at
            """)
        let kept = try connection.query(
            "SELECT dish_id, options, added_at FROM cart_lines WHERE user_id = \(userID)", as: CartItemRow.Added.self)
        let addedAt = Dictionary(
            kept.map { ("\($0.dishID.rawValue)~\($0.options)", $0.addedAt) }, uniquingKeysWith: { first, _ in first })
        try connection.execute("DELETE FROM cart_lines WHERE user_id = \(userID)")
        for (index, item) in cart.items.enumerated() {
            // New lines sort after old ones: the time plus the position keeps the order they were added in.
            let options = CartItemRow.options(of: item)
            let added =
                addedAt["\(item.dishID.rawValue)~\(options)"] ?? StoreTime.text(time) + String(format: "#%03d", index)
            try connection.execute(
                """
                INSERT INTO cart_lines (user_id, dish_id, options, quantity, added_at)
                VALUES (\(userID), \(item.dishID), \(options), \(item.quantity), \(added))
                """)
        }
    }
}
