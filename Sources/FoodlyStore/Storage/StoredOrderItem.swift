import FoodlyCore

/// One order line as stored in the JSON array of `orders.items`.
///
/// The keys are fixed here, not taken from `Order.Item`: they are the ones the column has always held (`dishID`,
/// `name`, `unitPrice`, `quantity`, `kcal`, `proteinG`, `carbsG`, `fatG`), so existing orders keep loading and
/// renaming a domain property changes nothing stored.
struct StoredOrderItem: Codable, Equatable {
    var dishID: String
    var name: String
    var unitPrice: Int
    var quantity: Int
    var kcal: Double
    var proteinG: Double
    var carbsG: Double
    var fatG: Double
    /// The chosen options (keys as `Order.Item.Choice` names them); absent for a line without, and in rows written
    /// before options existed.
    var options: [Order.Item.Choice]?
    /// The customer's note for the kitchen; absent for a line without one.
    var note: String?
    /// The line's own tax rate (`Order.Item.taxRateBps`); absent for a line at the restaurant's rate.
    var taxRateBps: Int?

    enum CodingKeys: String, CodingKey {
        case dishID = "dishID"
        case name = "name"
        case unitPrice = "unitPrice"
        case quantity = "quantity"
        case kcal = "kcal"
        case proteinG = "proteinG"
        case carbsG = "carbsG"
        case fatG = "fatG"
        case options = "options"
        case note = "note"
        case taxRateBps = "taxRateBps"
    }

    init(_ item: Order.Item) {
        dishID = item.dishID.rawValue
        name = item.name
        unitPrice = item.unitPrice
        quantity = item.quantity
        kcal = item.kcal
        proteinG = item.proteinG
        carbsG = item.carbsG
        fatG = item.fatG
        options = item.options.isEmpty ? nil : item.options
        note = item.note.isEmpty ? nil : item.note
        taxRateBps = item.taxRateBps
    }

    var item: Order.Item {
        Order.Item(
            dishID: ID(dishID), name: name, unitPrice: unitPrice, quantity: quantity, kcal: kcal, proteinG: proteinG,
            carbsG: carbsG, fatG: fatG, options: options ?? [], note: note ?? "",
            taxRateBps: taxRateBps)
    }
}
