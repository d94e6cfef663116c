import Foundation

/// A payout run's US transfers as a NACHA file, the fixed-width text an American bank takes for ACH credits:
/// a file header, one batch of credits per standard entry class (`CCD` to restaurants' business accounts, `PPD`
/// to couriers' own), each with its entries and control record, a file control, and lines of nines that fill the
/// last block of ten. Every record is 94 characters; text fields are upper-case ASCII.
public enum NACHAFile {
    /// One transfer: the payout and the account it goes to (a US route).
    public typealias Transfer = (payout: Payout, account: BankAccount)

    /// The file of `transfers` from `originator` (Foodly's US account, with its ACH company identification) for run
    /// `number`, made at `time`. Each line ends with a line feed.
    public static func text(run number: Int, at time: Date, originator: BankAccount, transfers: [Transfer]) -> String {
        guard case .us(let odfi, _, _, let companyID) = originator.route else { return "" }
        let company = companyID ?? ""
        let day = DiaryDate(time, in: .gmt)
        let yymmdd = String(day.text.dropFirst(2).filter(\.isNumber))
        let clock = Calendar(identifier: .gregorian).dateComponents(in: .gmt, from: time)
        let odfiPrefix = String(odfi.value.prefix(8))
        var lines = [
            "101" + " " + odfi.value + " " + odfi.value + yymmdd
                + digits(clock.hour ?? 0, 2) + digits(clock.minute ?? 0, 2) + "A094101"
                + alpha(originator.holder, 23) + alpha("Foodly", 23) + alpha("RUN\(number)", 8)
        ]
        var batches = 0
        var entries = 0
        var hash = 0
        var credit = 0
        for (payee, sec) in [("restaurant", "CCD"), ("courier", "PPD")] {
            let batch = transfers.filter { $0.payout.payee.description.hasPrefix(payee + ":") }
            guard !batch.isEmpty else { continue }
            batches += 1
            lines.append(
                "5220" + alpha("Foodly", 16) + alpha("", 20) + alpha(company, 10) + sec + alpha("PAYOUT", 10)
                    + alpha("", 6) + yymmdd + "   " + "1" + odfiPrefix + digits(batches, 7))
            var batchHash = 0
            var batchCredit = 0
            for (payout, account) in batch {
                guard case .us(let routing, let number, let type, _) = account.route else { continue }
                entries += 1
                batchHash += Int(routing.value.prefix(8))!
                batchCredit += payout.amount
                lines.append(
                    "6" + (type == .checking ? "22" : "32") + routing.value + alpha(number, 17)
                        + digits(payout.amount, 10) + alpha(payout.id, 15) + alpha(account.holder, 22) + "  " + "0"
                        + odfiPrefix + digits(entries, 7))
            }
            hash += batchHash
            credit += batchCredit
            lines.append(
                "8220" + digits(batch.count, 6) + digits(batchHash % 10_000_000_000, 10) + digits(0, 12)
                    + digits(batchCredit, 12) + alpha(company, 10) + alpha("", 19) + alpha("", 6) + odfiPrefix
                    + digits(batches, 7))
        }
        let blocks = (lines.count + 1 + 9) / 10
        lines.append(
            "9" + digits(batches, 6) + digits(blocks, 6) + digits(entries, 8) + digits(hash % 10_000_000_000, 10)
                + digits(0, 12) + digits(credit, 12) + alpha("", 39))
        while lines.count % 10 != 0 { lines.append(String(repeating: "9", count: 94)) }
        return lines.map { $0 + "\n" }.joined()
    }

    /// `value` right-aligned in `width` digits, zero-filled.
    private static func digits(_ value: Int, _ width: Int) -> String {
        let text = String(value)
        return String(repeating: "0", count: max(0, width - text.count)) + text.suffix(width)
    }

    /// `value` left-aligned in `width` characters, space-filled: upper-case ASCII letters, digits and spaces only
    /// (accents dropped, anything else a space).
    private static func alpha(_ value: String, _ width: Int) -> String {
        let folded = value.folding(options: [.diacriticInsensitive, .widthInsensitive], locale: nil).uppercased()
        let kept = folded.map { $0.isASCII && ($0.isLetter || $0.isNumber) ? $0 : " " }.prefix(width)
        return String(kept) + String(repeating: " ", count: width - kept.count)
    }
}
