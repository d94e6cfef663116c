import FoodlyCore

/// A user's stored cart: the restaurant, lines (dish, chosen option ids sorted, note and quantity, in the order the
/// customer sees them), coupon code, delivery address, tip and whether it is delivered or collected. Prices are never stored: they come from the catalog each time.
public struct CartRecord: Sendable, Equatable {
    /// The restaurant of every line, nil when empty.
    public var restaurantID: ID<Restaurant>?
    /// Dishes, their chosen options (ids sorted; a line is one dish with one set of options and one note) and
    /// quantities, new lines last.
    public var items: [Line]
    /// The applied coupon's code.
    public var couponCode: String?
    /// Where to deliver, when chosen for this cart.
    public var address: Address?
    /// The tip in cents (not charged on a pickup order: there is no courier).
    public var tip: Int
    /// Delivered to `address` or collected at the restaurant; back to delivery whenever the cart empties or changes
    /// restaurant.
    public var fulfilment: Fulfilment

    /// One line: a dish with one set of chosen options and one note for the kitchen.
    public struct Line: Sendable, Equatable {
        /// The dish.
        public var dishID: ID<Dish>
        /// How many.
        public var quantity: Int
        /// The chosen options' ids, sorted.
        public var options: [ID<DishOption>]
        /// The customer's note for the kitchen (``KitchenNote``, checked); empty for none.
        public var note: String

        /// Creates a line (its options sorted).
        public init(dishID: ID<Dish>, quantity: Int, options: [ID<DishOption>] = [], note: String = "") {
            self.dishID = dishID
            self.quantity = quantity
            self.options = options.sorted { $0.rawValue < $1.rawValue }
            self.note = note
        }

        /// Its key (`Dish.lineKey`): the dish id, the option ids and the note's tag, as the API names the line.
        public var key: String { Dish.lineKey(dishID, options: options, note: note) }

        /// Whether `other` is the same line (dish, options and note, the note compared whole, not by its tag).
        public func isSame(as other: Line) -> Bool {
            dishID == other.dishID && options == other.options && note == other.note
        }
    }

    /// An empty cart.
    public static let empty = CartRecord(restaurantID: nil, items: [], couponCode: nil, address: nil, tip: 0)

    /// Creates a cart.
    public init(
        restaurantID: ID<Restaurant>?, items: [Line], couponCode: String?,
        address: Address?, tip: Int, fulfilment: Fulfilment = .delivery
    ) {
        self.restaurantID = restaurantID
        self.items = items
        self.couponCode = couponCode
        self.address = address
        self.tip = tip
        self.fulfilment = fulfilment
    }

    /// Equal when every field and line is.
    public static func == (lhs: CartRecord, rhs: CartRecord) -> Bool {
        lhs.restaurantID == rhs.restaurantID && lhs.couponCode == rhs.couponCode && lhs.address == rhs.address
            && lhs.tip == rhs.tip && lhs.fulfilment == rhs.fulfilment && lhs.items.count == rhs.items.count
            && zip(lhs.items, rhs.items).allSatisfy { $0.isSame(as: $1) && $0.quantity == $1.quantity }
    }
}
