import FoodlyCore

/// A line of `cart_lines`: the dish, its chosen options (ids joined by `~`, empty for none) and how many.
struct CartItemRow: Decodable {
    /// A line's key and when it was first added (its place in the cart).
    struct Added: Decodable {
        let dishID: ID<Dish>
        let options: String
        let addedAt: String

        enum CodingKeys: String, CodingKey {
            case dishID = "dish_id"
            case options
            case addedAt = "added_at"
        }
    }

    let dishID: ID<Dish>
    let options: String
    let quantity: Int

    enum CodingKeys: String, CodingKey {
        case dishID = "dish_id"
        case options
        case quantity
    }

    /// The cart line it stores.
    var line: CartRecord.Line {
        CartRecord.Line(
            dishID: dishID, quantity: quantity,
            options: options.isEmpty ? [] : options.split(separator: "~").map { ID(String($0)) })
    }

    /// `options` as stored for `line`.
    static func options(of line: CartRecord.Line) -> String {
        line.options.map(\.rawValue).joined(separator: "~")
    }
}
