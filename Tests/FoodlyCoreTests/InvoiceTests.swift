import FoodlyCore
import Foundation
import Testing

/// The one rule that shares an order's tax over its lines, and a mail's attachments as MIME parts.
@Suite("Invoices")
struct InvoiceTests {
    @Test func sharesAddUpAndFollowTheWrittenRule() {
        #expect(Invoice.shares(of: 100, by: [1, 1, 1]) == [34, 33, 33], "the odd cent to the earlier line")
        #expect(Invoice.shares(of: 10, by: [3, 7]) == [3, 7])
        #expect(Invoice.shares(of: 5, by: [0, 0]) == [5, 0], "nothing to weigh: all on the first line")
        #expect(Invoice.shares(of: 0, by: [500, 300]) == [0, 0])
        #expect(Invoice.shares(of: 7, by: []) == [])
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<2000 {
            let weights = (0..<Int.random(in: 1...8, using: &generator)).map { _ in
                Int.random(in: 0...20_000, using: &generator)
            }
            let total = Int.random(in: 0...5000, using: &generator)
            let shares = Invoice.shares(of: total, by: weights)
            #expect(shares.reduce(0, +) == total)
            let sum = weights.reduce(0, +)
            guard sum > 0 else { continue }
            for (share, weight) in zip(shares, weights) {
                // Never more than a cent from the exact proportional share.
                #expect(abs(share * sum - total * weight) < sum)
            }
        }
    }

    @Test func attachmentsAreMIMEParts() throws {
        let pdf = Data("%PDF-1.3 fake".utf8)
        let message = try MailMessage(
            from: MailAddress("no-reply@foodly.test"), to: MailAddress("ada@example.com", name: "Ada"),
            subject: "Your invoice", text: "Attached = your invoice.", date: Date(timeIntervalSince1970: 0),
            messageID: "abc123@foodly.test",
            attachments: [try MailAttachment(filename: "invoice-000001.pdf", contentType: "application/pdf", data: pdf)]
        )
        let raw = message.rendered
        #expect(
            raw.contains("Content-Type: multipart/mixed; boundary=\"=_foodly_abc123\"\r\n\r\n--=_foodly_abc123\r\n"))
        #expect(raw.contains("Attached =3D your invoice."))
        #expect(raw.contains("Content-Disposition: attachment; filename=\"invoice-000001.pdf\"\r\n"))
        #expect(raw.contains(pdf.base64EncodedString()) && raw.hasSuffix("--=_foodly_abc123--\r\n"))
        #expect(throws: MailAttachment.BadName.self) {
            try MailAttachment(filename: "a\"\r\nBcc: x.pdf", contentType: "application/pdf", data: pdf)
        }
        let plain = try MailMessage(
            from: MailAddress("no-reply@foodly.test"), to: MailAddress("ada@example.com"), subject: "Hi", text: "Hi",
            date: Date(timeIntervalSince1970: 0))
        #expect(
            plain.rendered.contains("Content-Type: text/plain; charset=UTF-8\r\n")
                && !plain.rendered.contains("multipart"))
    }
}

extension InvoiceTests {
    @Test func theCouriersWeekAsCSV() throws {
        let monday = DiaryDate("2026-11-30")!
        let tuesday = DiaryDate("2026-12-01")!.start(in: .gmt).addingTimeInterval(12 * 3600)
        let entries = try Settlement.delivered(
            ID("o1"), courier: ID("c1"), byCard: false, billLeft: 2560, tipHeld: 150, km: 2.5, terms: .standard,
            at: tuesday)
        let deduction = try PayeeAdjustment.entry(
            -200, reason: "Lost insulated bag", to: .courier(ID("c1")), id: "adjust-1", by: nil,
            at: tuesday.addingTimeInterval(3600))
        let earnings = CourierEarnings(
            courier: ID("c1"), from: monday, entries: entries + [deduction], in: .gmt, owed: 450, cashHeld: 2560,
            km: [ID("o1"): 2.5])
        let rows = EarningsCSV.text(earnings).split(separator: "\r\n").map(String.init)
        #expect(rows[0] == "day,deliveries,km,base_pay,distance_pay,pay,tips,adjustments,earned,cash_collected")
        #expect(rows[1] == "2026-11-30,0,0,0.00,0.00,0.00,0.00,0.00,0.00,0.00")
        #expect(rows[2] == "2026-12-01,1,2.5,3.00,2.00,5.00,1.50,-2.00,4.50,25.60", "$3 + 2.5 km × $0.80, less the bag")
        #expect(rows.last == "week,1,2.5,3.00,2.00,5.00,1.50,-2.00,4.50,25.60" && rows.count == 9)
        #expect(earnings.adjustments.map(\.amount) == [-200] && earnings.adjustments.map(\.date.text) == ["2026-12-01"])
        #expect(earnings.adjustments.map(\.reason) == ["Lost insulated bag"])
    }
}
