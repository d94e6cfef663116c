import FoodlyCore
import Foundation

/// A restaurant's weekly statement as a PDF: who and which week, the week's figures, every line with its food
/// sales, commission, tax, refunds, adjustments (with their reasons), payouts, net and balance, and the totals — the
/// same figures as the page and the CSV.
public enum StatementPDF {
    /// The file of `statement` for `restaurant`, times in its zone.
    public static func bytes(_ statement: RestaurantStatement, restaurant: Restaurant) throws -> [UInt8] {
        let zone = restaurant.timeZone
        let week = "\(statement.from.text) to \(statement.to.text)"
        let pdf = PDFDocument(
            title: "Statement \(week) · \(restaurant.name)", footer: "Foodly statement · \(restaurant.name) · \(week)",
            landscape: true)
        pdf.heading("Statement")
        pdf.line(restaurant.name, size: 12, bold: true)
        pdf.line("Week of \(week), days in \(zone.identifier)")
        pdf.gap()
        let total = { (part: KeyPath<RestaurantStatement.Line, Int>) in
            statement.lines.map { $0[keyPath: part] }.reduce(0, +)
        }
        pdf.figures([
            ("Owed at the start", Money.format(statement.opening)), ("Food sales", Money.format(total(\.foodSales))),
            ("Commission", Money.format(total(\.commission))), ("Refunds you bore", Money.format(total(\.refunds))),
            ("Adjustments", Money.format(total(\.adjustments))), ("Paid to your bank", Money.format(total(\.paidOut))),
            ("Owed at the end", Money.format(statement.closing)),
        ])
        let money: [(String, KeyPath<RestaurantStatement.Line, Int>)] = [
            ("Food sales", \.foodSales), ("Commission", \.commission), ("Tax", \.tax), ("Refunds", \.refunds),
            ("Adjustments", \.adjustments), ("Paid out", \.paidOut), ("Net", \.net),
        ]
        let columns =
            [PDFDocument.Column("When", width: 96), .init("Order", width: 50), .init("What", width: 95)]
            + money.map { PDFDocument.Column($0.0, width: 58, numeric: true) } + [
                .init("Owed", width: 58, numeric: true)
            ]
        pdf.table(
            columns,
            rows: statement.lines.map { line in
                [
                    LocalTime.stamp(line.at, in: zone), line.orderNumber.map { "#\($0)" } ?? "",
                    RestaurantStatement.eventNames[line.event] ?? line.event.rawValue,
                ] + money.map { Money.format(line[keyPath: $0.1]) } + [Money.format(line.balance)]
            },
            totals: ["Week", "", ""] + money.map { Money.format(total($0.1)) } + [Money.format(statement.closing)])
        if statement.lines.isEmpty { pdf.line("Nothing this week.") }
        for line in statement.lines where line.event == .adjustment {
            pdf.line(
                "Adjustment of \(LocalTime.stamp(line.at, in: zone)), \(Money.format(line.adjustments)): \(line.note)")
        }
        pdf.gap()
        pdf.line("Foodly keeps its commission on food sales and pays the sales tax.", size: 8)
        pdf.line("Refunds you bear and payouts to your bank come off what you are owed.", size: 8)
        pdf.line("Foodly's adjustments add to what you are owed, or take from it, for the reason given.", size: 8)
        return try pdf.bytes()
    }

}
