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
                "SELECT restaurant_id, coupon_code, address, tip, fulfilment FROM carts WHERE user_id = \(userID)",
                as: CartRow.self)
        else { return .empty }
        let items = try connection.query(
            """
            SELECT dish_id, options, note, quantity FROM cart_lines WHERE user_id = \(userID)
            ORDER BY position
            """,
            as: CartItemRow.self)
        return CartRecord(
            restaurantID: cart.restaurantID, items: items.map(\.line),
            couponCode: cart.couponCode, address: cart.address?.value.address, tip: cart.tip,
            fulfilment: cart.fulfilment)
    }

    /// Replaces the user's cart; its lines keep the order they have in `cart.items`.
    public func save(_ cart: CartRecord, userID: ID<UserAccount>, at time: Date) throws {
        let restaurantID = cart.items.isEmpty ? nil : cart.restaurantID
        let address = try cart.address.map { try JSONColumn(StoredAddress($0)) }
        try connection.execute(
            """
            INSERT INTO carts (user_id, restaurant_id, coupon_code, address, tip, fulfilment, updated_at)
            VALUES (\(userID), \(restaurantID), \(cart.couponCode), \(address), \(cart.tip), \(cart.fulfilment),
                \(time))
            ON CONFLICT (user_id) DO UPDATE SET restaurant_id = excluded.restaurant_id,
                coupon_code = excluded.coupon_code, address = excluded.address, tip = excluded.tip,
                fulfilment = excluded.fulfilment, updated_at = excluded.updated_at
            """)
        try connection.execute("DELETE FROM cart_lines WHERE user_id = \(userID)")
        for (position, item) in cart.items.enumerated() {
            try connection.execute(
                """
                INSERT INTO cart_lines (user_id, dish_id, options, note, quantity, position)
                VALUES (\(userID), \(item.dishID), \(CartItemRow.options(of: item)), \(item.note), \(item.quantity),
                    \(position))
                """)
        }
    }
}
