import FoodlyCore

/// A line of `cart_items`: the dish and how many.
struct CartItemRow: Decodable {
    /// A line's dish and when it was first added (its place in the cart).
    struct Added: Decodable {
        let dishID: ID<Dish>
        let addedAt: String

        enum CodingKeys: String, CodingKey {
            case dishID = "dish_id"
            case addedAt = "added_at"
        }
    }

    let dishID: ID<Dish>
    let quantity: Int

    enum CodingKeys: String, CodingKey {
        case dishID = "dish_id"
        case quantity
    }
}
