import Foundation

/// A restaurant's statement as CSV (RFC 4180, the diary export's cell rules): the opening balance, one row per
/// entry (when, in the restaurant's time, the order's number, what happened, food sales, commission, tax, refunds
/// borne, adjustments, paid out, net and what is owed after it, in dollars, and an adjustment's reason), and the
/// closing balance.
public enum StatementCSV {
    /// The column names.
    public static let header = [
        "at", "order", "what", "food_sales", "commission", "tax", "refunds", "adjustments", "paid_out", "net", "owed",
        "note",
    ]

    /// `statement` in `timeZone`, each line ending in CRLF.
    public static func text(_ statement: RestaurantStatement, in timeZone: TimeZone) -> String {
        // Text goes through the diary export's cell rule; amounts are written as numbers, a minus sign included
        // (the cell rule would quote a leading "-" as text).
        func row(_ texts: [String], _ amounts: [Int?], note: String = "") -> String {
            let cells = texts.map(DiaryCSV.cell) + amounts.map { $0.map(Money.decimal) ?? "" } + [DiaryCSV.cell(note)]
            return cells.joined(separator: ",") + "\r\n"
        }
        let blank: [Int?] = Array(repeating: nil, count: 7)
        var text = header.joined(separator: ",") + "\r\n"
        text += row([statement.from.text, "", "opening"], blank + [statement.opening])
        for line in statement.lines {
            text += row(
                [LocalTime.stamp(line.at, in: timeZone), line.orderNumber.map(String.init) ?? "", line.event.rawValue],
                [
                    line.foodSales, line.commission, line.tax, line.refunds, line.adjustments, line.paidOut, line.net,
                    line.balance,
                ], note: line.note)
        }
        text += row([statement.to.text, "", "closing"], blank + [statement.closing])
        return text
    }
}
