import FoodlyCore

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

    /// Creates details.
    public init(order: Order, restaurant: Restaurant, courier: Courier?, reviewed: Bool = false) {
        self.order = order
        self.restaurant = restaurant
        self.courier = courier
        self.reviewed = reviewed
    }
}
