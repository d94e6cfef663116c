import FoodlyShared

extension Endpoints {
    /// `GET /api/v1/admin/reports`: orders per hour, revenue, refunds, delivery times, late orders and the top
    /// dishes and restaurants over a range of days, by day and by restaurant (operators).
    public static let adminReport = Endpoint<NoPath, ReportQuery, NoBody, ReportBody, Caller.Admin>(
        "adminReport", .get, "/api/v1/admin/reports")
    /// `GET /api/v1/admin/reports/export`: the same report as CSV (`text/csv`), a row per day and restaurant.
    public static let exportAdminReport = Endpoint<NoPath, ReportQuery, NoBody, String, Caller.Admin>(
        "exportAdminReport", .get, "/api/v1/admin/reports/export", format: .text)
}
