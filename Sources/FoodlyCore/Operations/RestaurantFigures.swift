/// One restaurant's figures in a report (and, for the CSV, one restaurant's figures on one day).
public struct RestaurantFigures: Sendable, Equatable {
    /// The restaurant.
    public var restaurantID: ID<Restaurant>
    /// Its name.
    public var name: String
    /// Its day, for a day's row; the report's first day for a restaurant's whole range.
    public var date: DiaryDate
    /// The figures.
    public var figures: ReportFigures

    /// Creates restaurant figures.
    public init(restaurantID: ID<Restaurant>, name: String, date: DiaryDate, figures: ReportFigures) {
        self.restaurantID = restaurantID
        self.name = name
        self.date = date
        self.figures = figures
    }
}
