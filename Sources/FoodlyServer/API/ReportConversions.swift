import FoodlyAPI
import FoodlyCore

extension ReportFiguresBody {
    /// The API view of a report's figures.
    init(_ figures: ReportFigures) {
        self.init(
            orders: figures.orders, delivered: figures.delivered, cancelled: figures.cancelled, paid: figures.paid,
            refunds: figures.refunds, revenue: figures.revenue, late: figures.late, lateShare: figures.lateShare,
            averageDeliveryMinutes: figures.averageDeliveryMinutes)
    }
}

extension ReportRestaurantBody {
    /// The API view of a restaurant's figures.
    init(_ row: RestaurantFigures) {
        self.init(
            restaurantId: row.restaurantID.rawValue, name: row.name, date: row.date.text,
            figures: ReportFiguresBody(row.figures))
    }
}

extension ReportDishBody {
    /// The API view of a dish's figures.
    init(_ dish: DishFigures) {
        self.init(
            dishId: dish.dishID.rawValue, name: dish.name, restaurantName: dish.restaurantName,
            quantity: dish.quantity, revenue: dish.revenue)
    }
}

extension ReportBody {
    /// The API view of a report, narrowed to `restaurantId` when not nil.
    init(_ report: CityReport, restaurantId: String?) {
        self.init(
            from: report.from.text, to: report.to.text, restaurantId: restaurantId,
            total: ReportFiguresBody(report.total),
            days: report.days.map { ReportDayBody(date: $0.date.text, figures: ReportFiguresBody($0.figures)) },
            ordersByHour: report.ordersByHour, restaurants: report.restaurants.map(ReportRestaurantBody.init),
            restaurantDays: report.restaurantDays.map(ReportRestaurantBody.init),
            topRestaurantsByOrders: report.topRestaurantsByOrders.map(ReportRestaurantBody.init),
            topDishesByQuantity: report.topDishesByQuantity.map(ReportDishBody.init),
            topDishesByRevenue: report.topDishesByRevenue.map(ReportDishBody.init))
    }
}
