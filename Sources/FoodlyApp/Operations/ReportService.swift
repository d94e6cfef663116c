import FoodlyCore
import FoodlyShared
import FoodlyStore
import Foundation

/// The operator's reports (the routes let only operators in): every restaurant's or one restaurant's orders over a
/// range of days added up (`CityReport`), as figures or as CSV, and the restaurants a report can be narrowed to.
/// The range is the restaurant numbers' (at most 92 days, the last two weeks when left out, "today" taken in UTC);
/// a bad date or range, or a restaurant that does not exist, is a 422 naming `from`, `to` or `restaurant`.
public struct ReportService: Sendable {
    /// The longest restaurant id a query may name.
    public static let maxRestaurantIDLength = 64
    private let environment: AppEnvironment

    /// Creates the service.
    public init(environment: AppEnvironment) {
        self.environment = environment
    }

    /// The report over `from`…`to` (`YYYY-MM-DD`, both empty for the last two weeks) for every restaurant, or for
    /// the one whose id is `restaurant` when it is not empty.
    public func report(from: String, to: String, restaurant: String) throws -> CityReport {
        let range = try CityReport.range(from: from, to: to, today: DiaryDate(environment.clock.now(), in: .gmt))
        let restaurantID = restaurant.isEmpty ? nil : ID<Restaurant>(restaurant)
        return try environment.database.read { connection in
            if let restaurantID, try !ReportService.exists(restaurantID, connection) {
                throw ValidationFailure([
                    FieldError(field: "restaurant", code: "invalid", message: "No such restaurant.")
                ])
            }
            // Every zone's local days lie within 14 hours before and 12 hours after the UTC ones.
            let orders = try ReportQueries(connection).orders(
                promisedFrom: range.from.start(in: .gmt).addingTimeInterval(-14 * 3600),
                before: range.to.next(in: .gmt).start(in: .gmt).addingTimeInterval(12 * 3600),
                restaurantID: restaurantID)
            return CityReport(orders, from: range.from, to: range.to)
        }
    }

    /// Where the money of the entries written over `from`…`to` stands (UTC days, by when each entry was written; the
    /// report's orders count on their local promised day): every account's movement added up (``LedgerShares``).
    public func settlement(from: DiaryDate, to: DiaryDate) throws -> LedgerShares {
        try environment.database.read { connection in
            LedgerShares(
                try LedgerQueries(connection).balances(
                    from: from.start(in: .gmt), before: to.next(in: .gmt).start(in: .gmt)))
        }
    }

    /// The same report as CSV (`ReportCSV`), with its first and last day.
    public func csv(from: String, to: String, restaurant: String) throws -> (
        text: String, from: DiaryDate, to: DiaryDate
    ) {
        let report = try report(from: from, to: to, restaurant: restaurant)
        return (ReportCSV.text(report), report.from, report.to)
    }

    /// Every restaurant's id and name, by name, to narrow a report to one.
    public func restaurants() throws -> [(id: ID<Restaurant>, name: String)] {
        try environment.database.read { try ReportQueries($0).restaurants() }
    }

    private static func exists(_ id: ID<Restaurant>, _ connection: any DatabaseConnection) throws -> Bool {
        guard id.rawValue.count <= maxRestaurantIDLength else { return false }
        return try CatalogQueries(connection).restaurant(id: id) != nil
    }
}
