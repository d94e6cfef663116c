import FoodlyCore
import FoodlyStore

/// An order with the restaurant it comes from and the courier bringing it, as the customer's screens show it.
public struct OrderDetails: Sendable {
    /// The order.
    public let order: Order
    /// Its restaurant.
    public let restaurant: Restaurant
    /// Its courier, once assigned.
    public let courier: Courier?
    /// Whether the customer has reviewed it.
    public var reviewed = false
    /// Its card payment; nil when it is paid on delivery.
    public var payment: CardPayment? = nil
    /// The number of its tax invoice in its restaurant's sequence, once delivered (none for an order delivered before
    /// invoices were issued).
    public var invoiceNumber: Int? = nil
    /// Who ordered it, on the kitchen's and the courier's screens (their name and phone); nil elsewhere.
    public var customer: UserAccount? = nil

    /// Creates details.
    public init(order: Order, restaurant: Restaurant, courier: Courier?, reviewed: Bool = false) {
        self.order = order
        self.restaurant = restaurant
        self.courier = courier
        self.reviewed = reviewed
    }
}

extension OrderDetails {
    /// `list` with each order's customer filled in, for the people who cook and bring it.
    static func withCustomers(_ list: [OrderDetails], from database: any Database) throws -> [OrderDetails] {
        let accounts = SQLAccountStore(database: database)
        var known: [ID<UserAccount>: UserAccount] = [:]
        return try list.map { details in
            var details = details
            let id = details.order.userID
            if known[id] == nil { known[id] = try accounts.user(id: id) }
            details.customer = known[id]
            return details
        }
    }
}
