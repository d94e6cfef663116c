/// An open issue as operators see it in the console (`GET /api/v1/admin/issues`): the issue, its order's number and
/// restaurant, who reported it, and how many issues that customer has reported over all their orders (repeated ones
/// stand out).
public struct IssueCase: Codable, Sendable, Equatable {
    /// The issue.
    public var issue: OrderIssue
    /// Its order's number.
    public var orderNumber: Int
    /// Its order's restaurant's name.
    public var restaurantName: String
    /// The customer's name.
    public var customerName: String
    /// The customer's email address.
    public var customerEmail: String
    /// Every issue the customer has reported, this one included.
    public var customerIssues: Int

    /// Creates a case.
    public init(
        issue: OrderIssue, orderNumber: Int, restaurantName: String, customerName: String, customerEmail: String,
        customerIssues: Int
    ) {
        self.issue = issue
        self.orderNumber = orderNumber
        self.restaurantName = restaurantName
        self.customerName = customerName
        self.customerEmail = customerEmail
        self.customerIssues = customerIssues
    }
}
