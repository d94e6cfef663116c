/// Putting a past order's lines back in a cart: what goes in, what is no longer on offer, and what costs something
/// else now. The restaurant being closed or not reaching the address is the cart's own check (its problems).
public struct Reorder: Sendable, Equatable {
    /// A line to put in the cart: the dish with the options chosen then and the note written then.
    public struct Line: Sendable, Equatable {
        /// The dish.
        public var dishID: ID<Dish>
        /// How many, as ordered.
        public var quantity: Int
        /// The options chosen then.
        public var options: [ID<DishOption>]
        /// The note for the kitchen written then (empty for none).
        public var note: String

        /// Creates a line.
        public init(dishID: ID<Dish>, quantity: Int, options: [ID<DishOption>] = [], note: String = "") {
            self.dishID = dishID
            self.quantity = quantity
            self.options = options
            self.note = note
        }
    }

    /// Why a line of the order was left out.
    public enum Reason: String, Sendable, Equatable {
        /// Sold out today.
        case soldOut = "sold_out"
        /// No longer on the menu (archived).
        case archived
        /// An option chosen then is no longer offered, or the dish's choices changed.
        case optionsChanged = "options_changed"
    }

    /// A line of the order that cannot be ordered now.
    public struct Missing: Sendable, Equatable {
        /// The dish's name when it was ordered.
        public var name: String
        /// Why.
        public var reason: Reason

        /// Creates a missing line.
        public init(name: String, reason: Reason) {
            self.name = name
            self.reason = reason
        }

        /// "Churros is sold out today."
        public var sentence: String {
            switch reason {
            case .soldOut: "\(name) is sold out today."
            case .archived: "\(name) is no longer on the menu."
            case .optionsChanged: "\(name): the options chosen then are no longer offered. Choose them again."
            }
        }
    }

    /// A dish whose price changed since the order.
    public struct PriceChange: Sendable, Equatable {
        /// The dish's name now.
        public var name: String
        /// Price of one then, in cents.
        public var was: Int
        /// Price of one now, in cents.
        public var now: Int

        /// Creates a change.
        public init(name: String, was: Int, now: Int) {
            self.name = name
            self.was = was
            self.now = now
        }
    }

    /// What goes back in the cart, in the order's order.
    public var lines: [Line]
    /// What was left out.
    public var missing: [Missing]
    /// What costs something else now.
    public var repriced: [PriceChange]

    /// Plans ordering `items` again against `current`: the restaurant's dishes as they are now, by id, archived ones
    /// included (`archived` names those). A dish the catalog no longer has counts as archived.
    public init(items: [Order.Item], current: [ID<Dish>: Dish], archived: Set<ID<Dish>>) {
        var lines: [Line] = []
        var missing: [Missing] = []
        var repriced: [PriceChange] = []
        for item in items {
            guard let dish = current[item.dishID], !archived.contains(item.dishID) else {
                missing.append(Missing(name: item.name, reason: .archived))
                continue
            }
            guard dish.available else {
                missing.append(Missing(name: dish.name, reason: .soldOut))
                continue
            }
            let options = item.options.map(\.optionID)
            guard let choices = try? OptionRules.choice(options, from: dish.optionGroups) else {
                missing.append(Missing(name: dish.name, reason: .optionsChanged))
                continue
            }
            let price = dish.line(with: choices, quantity: 1).unitPrice
            if price != item.unitPrice {
                repriced.append(PriceChange(name: dish.name, was: item.unitPrice, now: price))
            }
            lines.append(Line(dishID: dish.id, quantity: item.quantity, options: options, note: item.note))
        }
        self.lines = lines
        self.missing = missing
        self.repriced = repriced
    }
}
