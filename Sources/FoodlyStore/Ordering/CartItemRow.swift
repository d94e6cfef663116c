import FoodlyCore

/// A line of `cart_lines`: the dish, its chosen options (ids joined by `~`, empty for none), the note for the
/// kitchen (empty for none) and how many.
struct CartItemRow: Decodable {
    let dishID: ID<Dish>
    let options: String
    let note: String
    let quantity: Int

    enum CodingKeys: String, CodingKey {
        case dishID = "dish_id"
        case options
        case note
        case quantity
    }

    /// The cart line it stores.
    var line: CartRecord.Line {
        CartRecord.Line(
            dishID: dishID, quantity: quantity,
            options: options.isEmpty ? [] : options.split(separator: "~").map { ID(String($0)) }, note: note)
    }

    /// `options` as stored for `line`.
    static func options(of line: CartRecord.Line) -> String {
        line.options.map(\.rawValue).joined(separator: "~")
    }
}
