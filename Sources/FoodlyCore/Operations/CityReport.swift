import FoodlyShared
import Foundation

/// The operator's report over a range of days, for every restaurant or one: the figures of the whole range, of each
/// day (days without orders included, so a chart has no gaps), of each restaurant and of each day at each
/// restaurant; orders by the hour they were placed; the top dishes and restaurants.
///
/// Each order counts on the local day of its promised arrival in its own restaurant's time zone, and in the local
/// hour it was placed in, as in the restaurant's numbers (`RestaurantNumbers`): a city's restaurants share its zone,
/// and a lunch hour is a lunch hour wherever the restaurant is.
public struct CityReport: Sendable, Equatable {
    /// How many dishes and restaurants the tops hold.
    public static let topCount = 10

    /// The first day.
    public let from: DiaryDate
    /// The last day.
    public let to: DiaryDate
    /// The whole range.
    public let total: ReportFigures
    /// Each day from the first to the last, with its date.
    public let days: [ReportDay]
    /// Orders placed in each local hour, 0 to 23.
    public let ordersByHour: [Int]
    /// Each restaurant with an order in the range: most revenue first (then most orders, then by name).
    public let restaurants: [RestaurantFigures]
    /// Each day at each restaurant with an order that day, by day then as `restaurants` are ordered.
    public let restaurantDays: [RestaurantFigures]
    /// The dishes most delivered (then most revenue, then by name), at most `topCount`.
    public let topDishesByQuantity: [DishFigures]
    /// The dishes that sold for most (then most delivered, then by name), at most `topCount`.
    public let topDishesByRevenue: [DishFigures]

    /// Adds up `orders` (outside the range ignored) day by day from `from` to `to`.
    public init(_ orders: [ReportOrder], from: DiaryDate, to: DiaryDate) {
        self.from = from
        self.to = to
        let counted = orders.filter { (from...max(from, to)).contains($0.day) }
        var total = ReportFigures()
        var days = (from.dayNumber...max(from.dayNumber, to.dayNumber)).map {
            ReportDay(date: DiaryDate(dayNumber: $0), figures: ReportFigures())
        }
        var hours = [Int](repeating: 0, count: 24)
        var byRestaurant: [ID<Restaurant>: RestaurantFigures] = [:]
        var byRestaurantDay: [String: RestaurantFigures] = [:]
        var dishes: [ID<Dish>: DishFigures] = [:]
        for order in counted {
            total.add(order)
            days[order.day.dayNumber - from.dayNumber].figures.add(order)
            hours[order.placedHour] += 1
            byRestaurant[order.restaurantID, default: Self.empty(order, on: from)].figures.add(order)
            let dayKey = order.restaurantID.rawValue + " " + order.day.text
            byRestaurantDay[dayKey, default: Self.empty(order, on: order.day)].figures.add(order)
            guard order.isDelivered else { continue }
            for item in order.sold.items {
                dishes[
                    item.dishID,
                    default: DishFigures(
                        dishID: item.dishID, name: item.name, restaurantName: order.restaurantName, quantity: 0,
                        revenue: 0)
                ].add(item)
            }
        }
        self.total = total
        self.days = days
        ordersByHour = hours
        let restaurants = byRestaurant.values.sorted(by: Self.ranksAbove)
        self.restaurants = restaurants
        let rank = Dictionary(uniqueKeysWithValues: restaurants.enumerated().map { ($1.restaurantID, $0) })
        restaurantDays = byRestaurantDay.values.sorted {
            ($0.date, rank[$0.restaurantID] ?? 0) < ($1.date, rank[$1.restaurantID] ?? 0)
        }
        topDishesByQuantity = Array(
            dishes.values.sorted { ($1.quantity, $1.revenue, $0.name) < ($0.quantity, $0.revenue, $1.name) }
                .prefix(Self.topCount))
        topDishesByRevenue = Array(
            dishes.values.sorted { ($1.revenue, $1.quantity, $0.name) < ($0.revenue, $0.quantity, $1.name) }
                .prefix(Self.topCount))
    }

    /// The restaurants with most orders (then most revenue, then by name), at most `topCount`.
    public var topRestaurantsByOrders: [RestaurantFigures] {
        Array(
            restaurants.sorted {
                ($1.figures.orders, $1.figures.revenue, $0.name) < ($0.figures.orders, $0.figures.revenue, $1.name)
            }.prefix(Self.topCount))
    }

    /// The restaurants with most revenue, at most `topCount`.
    public var topRestaurantsByRevenue: [RestaurantFigures] { Array(restaurants.prefix(Self.topCount)) }

    /// The range a query asks for (the restaurant numbers' rule: `YYYY-MM-DD`, both included, at most
    /// `RestaurantNumbers.maxDays`, both empty for the last two weeks up to `today`); a bad one is a 422 naming
    /// the field.
    public static func range(from: String, to: String, today: DiaryDate) throws -> (from: DiaryDate, to: DiaryDate) {
        try RestaurantNumbers.range(from: from, to: to, today: today)
    }

    private static func empty(_ order: ReportOrder, on date: DiaryDate) -> RestaurantFigures {
        RestaurantFigures(
            restaurantID: order.restaurantID, name: order.restaurantName, date: date, figures: ReportFigures())
    }

    private static func ranksAbove(_ lhs: RestaurantFigures, _ rhs: RestaurantFigures) -> Bool {
        (rhs.figures.revenue, rhs.figures.orders, lhs.name, lhs.restaurantID.rawValue)
            < (lhs.figures.revenue, lhs.figures.orders, rhs.name, rhs.restaurantID.rawValue)
    }
}

extension DishFigures {
    /// Counts `item`'s portions and price in.
    fileprivate mutating func add(_ item: Order.Item) {
        quantity += item.quantity
        revenue += item.lineTotal
    }
}
