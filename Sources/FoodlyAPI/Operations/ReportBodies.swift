import FoodlyShared

/// `ReportFigures` (in the OpenAPI document): the figures of a set of orders. `paid` is what the delivered orders
/// were paid (their totals), `refunds` every refund of the orders counted, `revenue` what the delivered orders kept
/// (`paid` less their refunds); money in cents.
public struct ReportFiguresBody: Codable, Sendable, Equatable {
    /// Every order counted, whatever its status.
    public var orders: Int
    /// The delivered ones.
    public var delivered: Int
    /// Cancelled or rejected.
    public var cancelled: Int
    /// The delivered orders' totals, in cents.
    public var paid: Int
    /// Every refund of the orders counted, in cents.
    public var refunds: Int
    /// `paid` less the delivered orders' refunds, in cents.
    public var revenue: Int
    /// Delivered after the end of their promised window.
    public var late: Int
    /// `late` over `delivered`, 0–1; null without deliveries.
    @AlwaysWritten public var lateShare: Double?
    /// Average minutes from placed to delivered; null without deliveries.
    @AlwaysWritten public var averageDeliveryMinutes: Double?

    /// Creates a body.
    public init(
        orders: Int, delivered: Int, cancelled: Int, paid: Int, refunds: Int, revenue: Int, late: Int,
        lateShare: Double?, averageDeliveryMinutes: Double?
    ) {
        self.orders = orders
        self.delivered = delivered
        self.cancelled = cancelled
        self.paid = paid
        self.refunds = refunds
        self.revenue = revenue
        self.late = late
        self.lateShare = lateShare
        self.averageDeliveryMinutes = averageDeliveryMinutes
    }
}

/// `ReportDay`: one day's figures.
public struct ReportDayBody: Codable, Sendable, Equatable {
    /// The day, `YYYY-MM-DD`.
    public var date: String
    /// Its orders' figures.
    public var figures: ReportFiguresBody

    /// Creates a body.
    public init(date: String, figures: ReportFiguresBody) {
        self.date = date
        self.figures = figures
    }
}

/// `ReportRestaurant`: one restaurant's figures over the range, or on one day (`date`).
public struct ReportRestaurantBody: Codable, Sendable, Equatable {
    /// The restaurant.
    public var restaurantId: String
    /// Its name.
    public var name: String
    /// The day, `YYYY-MM-DD`; the range's first day for the whole range.
    public var date: String
    /// The figures.
    public var figures: ReportFiguresBody

    /// Creates a body.
    public init(restaurantId: String, name: String, date: String, figures: ReportFiguresBody) {
        self.restaurantId = restaurantId
        self.name = name
        self.date = date
        self.figures = figures
    }
}

/// `ReportDish`: one dish's delivered portions and what they sold for (cents, with options, before discounts).
public struct ReportDishBody: Codable, Sendable, Equatable {
    /// The dish.
    public var dishId: String
    /// Its name.
    public var name: String
    /// Its restaurant's name.
    public var restaurantName: String
    /// Portions delivered.
    public var quantity: Int
    /// What they sold for, in cents.
    public var revenue: Int

    /// Creates a body.
    public init(dishId: String, name: String, restaurantName: String, quantity: Int, revenue: Int) {
        self.dishId = dishId
        self.name = name
        self.restaurantName = restaurantName
        self.quantity = quantity
        self.revenue = revenue
    }
}

/// `Report`: the operator's report over a range of days (each order on its promised arrival's day, and in the
/// hour it was placed, in its restaurant's zone), for every restaurant or one.
public struct ReportBody: Codable, Sendable, Equatable {
    /// The first day, `YYYY-MM-DD`.
    public var from: String
    /// The last day, `YYYY-MM-DD`.
    public var to: String
    /// The restaurant the report is narrowed to; null for every restaurant.
    @AlwaysWritten public var restaurantId: String?
    /// The whole range.
    public var total: ReportFiguresBody
    /// Each day from the first to the last, days without orders included.
    public var days: [ReportDayBody]
    /// Orders placed in each local hour, 24 numbers from 0:00 to 23:00.
    public var ordersByHour: [Int]
    /// Each restaurant with an order in the range, most revenue first.
    public var restaurants: [ReportRestaurantBody]
    /// Each day at each restaurant with an order that day (the CSV's rows).
    public var restaurantDays: [ReportRestaurantBody]
    /// At most 10 restaurants with most orders.
    public var topRestaurantsByOrders: [ReportRestaurantBody]
    /// At most 10 dishes most delivered.
    public var topDishesByQuantity: [ReportDishBody]
    /// At most 10 dishes that sold for most.
    public var topDishesByRevenue: [ReportDishBody]

    /// Creates a body.
    public init(
        from: String, to: String, restaurantId: String?, total: ReportFiguresBody, days: [ReportDayBody],
        ordersByHour: [Int], restaurants: [ReportRestaurantBody], restaurantDays: [ReportRestaurantBody],
        topRestaurantsByOrders: [ReportRestaurantBody], topDishesByQuantity: [ReportDishBody],
        topDishesByRevenue: [ReportDishBody]
    ) {
        self.from = from
        self.to = to
        self.restaurantId = restaurantId
        self.total = total
        self.days = days
        self.ordersByHour = ordersByHour
        self.restaurants = restaurants
        self.restaurantDays = restaurantDays
        self.topRestaurantsByOrders = topRestaurantsByOrders
        self.topDishesByQuantity = topDishesByQuantity
        self.topDishesByRevenue = topDishesByRevenue
    }
}
