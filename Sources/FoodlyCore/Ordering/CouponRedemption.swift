import Foundation

/// One use of a coupon: the order, who placed it, what the coupon took off, and when.
public struct CouponRedemption: Sendable, Equatable {
    /// The order.
    public var orderID: ID<Order>
    /// Its number.
    public var orderNumber: Int
    /// The customer's email address.
    public var customerEmail: String
    /// What the coupon took off, in cents (the order's discount; 0 for free delivery).
    public var discount: Int
    /// When.
    public var at: Date

    /// Creates a redemption.
    public init(orderID: ID<Order>, orderNumber: Int, customerEmail: String, discount: Int, at: Date) {
        self.orderID = orderID
        self.orderNumber = orderNumber
        self.customerEmail = customerEmail
        self.discount = discount
        self.at = at
    }
}
