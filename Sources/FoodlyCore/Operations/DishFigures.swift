/// One dish's sales in a report: how many portions its restaurant delivered and what they sold for.
public struct DishFigures: Sendable, Equatable {
    /// The dish.
    public var dishID: ID<Dish>
    /// Its name on the first order counted.
    public var name: String
    /// Its restaurant's name.
    public var restaurantName: String
    /// Portions delivered.
    public var quantity: Int
    /// What they sold for, in cents: the lines' prices with their options, before discounts.
    public var revenue: Int

    /// Creates dish figures.
    public init(dishID: ID<Dish>, name: String, restaurantName: String, quantity: Int, revenue: Int) {
        self.dishID = dishID
        self.name = name
        self.restaurantName = restaurantName
        self.quantity = quantity
        self.revenue = revenue
    }
}
