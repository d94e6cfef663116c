import FoodlyAPI
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

extension FoodlyClient {
    /// `GET /api/v1/admin/reports` (operators): orders per hour, revenue, refunds, delivery times, late orders and
    /// the tops from `from` to `to` (`YYYY-MM-DD`, at most 92 days; both nil for the last 14 days), for every
    /// restaurant or the one whose id is `restaurant`.
    public func adminReport(from: String? = nil, to: String? = nil, restaurant: String? = nil) async throws
        -> ReportBody
    {
        try await send(
            Endpoints.adminReport, path: NoPath(), query: ReportQuery(from: from, to: to, restaurant: restaurant),
            body: NoBody())
    }

    /// `GET /api/v1/admin/reports/export`: the same report as CSV text, a row per day and restaurant.
    public func exportAdminReport(from: String? = nil, to: String? = nil, restaurant: String? = nil) async throws
        -> String
    {
        try await send(
            Endpoints.exportAdminReport, path: NoPath(),
            query: ReportQuery(from: from, to: to, restaurant: restaurant), body: NoBody())
    }
}
