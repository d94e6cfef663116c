import FoodlyCore
import Foundation

/// An order's tax invoice as a PDF: the seller, the number and date, who is billed and where it went, each line with
/// its tax, the fees and the total as billed.
public enum InvoicePDF {
    /// The file of `invoice`, dates in `timeZone` (the restaurant's).
    public static func bytes(_ invoice: Invoice, in timeZone: TimeZone) throws -> [UInt8] {
        let order = invoice.order
        let pdf = PDFDocument(
            title: "Invoice \(invoice.numberText) · \(invoice.sellerName)",
            footer: "\(invoice.sellerName) · invoice \(invoice.numberText) · order #\(order.number)")
        pdf.heading("Invoice \(invoice.numberText)")
        pdf.line(invoice.sellerName, size: 12, bold: true)
        pdf.line(invoice.sellerAddress)
        pdf.gap()
        pdf.line("Issued \(LocalTime.stamp(invoice.issuedAt, in: timeZone)) for order #\(order.number)")
        let handedOver = order.status == .failed ? "brought to (nobody answered the door)" : "delivered to"
        pdf.line("Billed to \(invoice.buyer), \(handedOver) \(order.address.line1), \(order.address.city)")
        pdf.gap()
        let columns = [
            PDFDocument.Column("Item", width: 236), .init("Qty", width: 40, numeric: true),
            .init("Unit price", width: 80, numeric: true), .init("Amount", width: 80, numeric: true),
            .init("Sales tax", width: 80, numeric: true),
        ]
        let lines = invoice.lines
        pdf.table(
            columns,
            rows: lines.map { line in
                [
                    line.detail.isEmpty ? line.name : "\(line.name) (\(line.detail))", "\(line.quantity)",
                    Money.format(line.unitPrice), Money.format(line.amount), Money.format(line.tax),
                ]
            },
            totals: [
                "Taxed lines", "", "", Money.format(lines.map(\.amount).reduce(0, +)), Money.format(order.pricing.tax),
            ])
        let pricing = order.pricing
        var totals: [(String, Int)] = [("Food", pricing.subtotal)]
        if pricing.discount > 0 { totals.append(("Coupon \(order.couponCode ?? "")", -pricing.discount)) }
        totals += [("Service fee", pricing.serviceFee), ("Delivery fee (no sales tax)", pricing.deliveryFee)]
        totals.append(("Sales tax", pricing.tax))
        if pricing.tip > 0 { totals.append(("Tip for the courier (no sales tax)", pricing.tip)) }
        pdf.table(
            [PDFDocument.Column("", width: 356), .init("", width: 160, numeric: true)],
            rows: totals.map { [$0.0, Money.format($0.1)] }, totals: ["Total", Money.format(pricing.total)])
        if order.refunded > 0 { pdf.line("Refunded since: \(Money.format(order.refunded)).") }
        return try pdf.bytes()
    }
}
