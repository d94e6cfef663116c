/// A report as CSV (RFC 4180, the diary export's cell rules, formula-safe): one row per day at each restaurant with
/// an order that day, money in dollars with cents, the average delivery in whole minutes and the late share in
/// percent (both empty without deliveries).
public enum ReportCSV {
    /// The column names.
    public static let header = [
        "day", "restaurant_id", "restaurant", "orders", "delivered", "cancelled", "paid", "refunds", "revenue",
        "average_delivery_minutes", "late", "late_percent",
    ]

    /// The report's rows, each line ending in CRLF.
    public static func text(_ report: CityReport) -> String {
        var lines = [header.map(DiaryCSV.cell).joined(separator: ",")]
        for row in report.restaurantDays {
            let figures = row.figures
            let cells = [
                row.date.text, row.restaurantID.rawValue, row.name, "\(figures.orders)", "\(figures.delivered)",
                "\(figures.cancelled)", Money.decimal(figures.paid), Money.decimal(figures.refunds),
                Money.decimal(figures.revenue), figures.averageDeliveryMinutes.map { String(Int($0.rounded())) } ?? "",
                "\(figures.late)", figures.lateShare.map { String(Int(($0 * 100).rounded())) } ?? "",
            ]
            lines.append(cells.map(DiaryCSV.cell).joined(separator: ","))
        }
        return lines.map { $0 + "\r\n" }.joined()
    }
}
