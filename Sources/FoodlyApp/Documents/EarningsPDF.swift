import FoodlyCore
import Foundation

/// A courier's week as a PDF: the week's figures, each day's deliveries, distance, base and distance pay, tips,
/// adjustments and cash collected, the totals, and each adjustment's reason — the same figures as the Earnings page.
public enum EarningsPDF {
    /// The file of `earnings` for the courier named `name`.
    public static func bytes(_ earnings: CourierEarnings, name: String) throws -> [UInt8] {
        let total = earnings.total
        let week = "\(earnings.days.first?.date.text ?? "") to \(earnings.days.last?.date.text ?? "")"
        let pdf = PDFDocument(title: "Earnings \(week) · \(name)", footer: "Foodly earnings · \(name) · \(week)")
        pdf.heading("Earnings")
        pdf.line(name, size: 12, bold: true)
        pdf.line("Week of \(week)")
        pdf.gap()
        pdf.figures([
            ("Earned (pay, tips, adjustments)", Money.format(total.earned)), ("Deliveries", "\(total.deliveries)"),
            ("Owed to you (not paid out yet)", Money.format(earnings.owed)),
            ("Cash you hold (collected at the door)", Money.format(earnings.cashHeld)),
        ])
        let columns = [
            PDFDocument.Column("Day", width: 68), .init("Deliveries", width: 52, numeric: true),
            .init("Km", width: 40, numeric: true), .init("Base pay", width: 54, numeric: true),
            .init("Distance pay", width: 62, numeric: true), .init("Tips", width: 50, numeric: true),
            .init("Adjustments", width: 62, numeric: true), .init("Earned", width: 58, numeric: true),
            .init("Cash collected", width: 70, numeric: true),
        ]
        func cells(_ day: CourierEarnings.Day, _ label: String) -> [String] {
            [
                label, "\(day.deliveries)", String(format: "%.1f", day.km), Money.format(day.basePay),
                Money.format(day.distancePay), Money.format(day.tips), Money.format(day.adjustments),
                Money.format(day.earned), Money.format(day.cashCollected),
            ]
        }
        pdf.table(
            columns, rows: earnings.days.map { cells($0, $0.date.text) }, totals: cells(total, "Week"))
        for adjustment in earnings.adjustments {
            pdf.line(
                "Adjustment by Foodly on \(adjustment.date.text), \(Money.format(adjustment.amount)): \(adjustment.reason)"
            )
        }
        return try pdf.bytes()
    }
}
