import Foundation

/// A restaurant's orders as CSV (RFC 4180, the diary export's cell rules): one row per order with the local day it
/// counts on in the numbers (its promised arrival's), when it was placed, its number, status, items, the food's
/// price, preparation minutes, the promised and actual arrival, and whether it was late.
public enum SoldOrdersCSV {
    /// The column names.
    public static let header = [
        "day", "placed_at", "number", "status", "items", "sales", "prep_minutes", "promised_by", "delivered_at", "late",
    ]

    /// The rows of `orders` in `timeZone`, lateness judged at `now`, each line ending in CRLF.
    public static func text(_ orders: [SoldOrder], in timeZone: TimeZone, at now: Date) -> String {
        let local = { (date: Date) in LocalTime.stamp(date, in: timeZone) }
        var lines = [header.map(DiaryCSV.cell).joined(separator: ",")]
        for order in orders {
            let row = [
                DiaryDate(order.promisedBy, in: timeZone).text, local(order.placedAt), "\(order.number)",
                order.status.rawValue, order.itemsText, Money.decimal(order.isSale ? order.subtotal : 0),
                order.prepMinutes.map { String(format: "%.0f", $0) } ?? "", local(order.promisedBy),
                order.deliveredAt.map(local) ?? "",
                order.isLate(at: now) ? "yes" : "no",
            ]
            lines.append(row.map(DiaryCSV.cell).joined(separator: ","))
        }
        return lines.map { $0 + "\r\n" }.joined()
    }
}
