import Foundation

/// A payout run's IBAN transfers as an ISO 20022 customer credit transfer initiation (`pain.001.001.03`), the file a
/// European bank takes to pay many accounts at once: one payment block from Foodly's account, one transaction per
/// payout, its id as the end-to-end reference. Amounts in euros are marked for the SEPA scheme (service level
/// `SEPA`, charges shared as `SLEV`); any other currency is written as a plain credit transfer. Names are written in
/// the Latin characters the scheme allows: accents dropped, anything else a space.
public enum SEPACreditTransferFile {
    /// One transfer: the payout and the account it goes to (an IBAN route).
    public typealias Transfer = (payout: Payout, account: BankAccount)

    /// The XML document of `transfers` from `debtor` (Foodly's IBAN account) for run `number`, made at `time`, in
    /// `currency`.
    public static func xml(
        run number: Int, at time: Date, debtor: BankAccount, transfers: [Transfer], currency: String = Money.currency
    ) -> String {
        let total = Money.decimal(transfers.map(\.payout.amount).reduce(0, +))
        let created = ISO8601DateFormatter.string(from: time, timeZone: .gmt, formatOptions: [.withInternetDateTime])
        let sepa = currency == "EUR"
        var xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.001.001.03" \
            xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
            <CstmrCdtTrfInitn>
            <GrpHdr><MsgId>FOODLY-PAYRUN-\(number)</MsgId><CreDtTm>\(created)</CreDtTm>\
            <NbOfTxs>\(transfers.count)</NbOfTxs><CtrlSum>\(total)</CtrlSum>\
            <InitgPty><Nm>\(text(debtor.holder))</Nm></InitgPty></GrpHdr>
            <PmtInf><PmtInfId>FOODLY-PAYRUN-\(number)-IBAN</PmtInfId><PmtMtd>TRF</PmtMtd><BtchBookg>false</BtchBookg>\
            <NbOfTxs>\(transfers.count)</NbOfTxs><CtrlSum>\(total)</CtrlSum>\
            \(sepa ? "<PmtTpInf><SvcLvl><Cd>SEPA</Cd></SvcLvl></PmtTpInf>" : "")\
            <ReqdExctnDt>\(DiaryDate(time, in: .gmt).text)</ReqdExctnDt>\
            <Dbtr><Nm>\(text(debtor.holder))</Nm></Dbtr>\(account(debtor, "Dbtr"))\
            \(sepa ? "<ChrgBr>SLEV</ChrgBr>" : "")

            """
        for (payout, account) in transfers {
            xml += """
                <CdtTrfTxInf><PmtId><EndToEndId>\(payout.id)</EndToEndId></PmtId>\
                <Amt><InstdAmt Ccy="\(currency)">\(Money.decimal(payout.amount))</InstdAmt></Amt>\
                \(agent(account, "Cdtr"))<Cdtr><Nm>\(text(account.holder))</Nm></Cdtr>\(iban(account, "Cdtr"))\
                <RmtInf><Ustrd>\(text("Foodly payout \(payout.id)"))</Ustrd></RmtInf></CdtTrfTxInf>

                """
        }
        return xml + "</PmtInf>\n</CstmrCdtTrfInitn>\n</Document>\n"
    }

    /// A party's account and its bank: `<DbtrAcct>` then `<DbtrAgt>`.
    private static func account(_ account: BankAccount, _ party: String) -> String {
        iban(account, party) + agent(account, party)
    }

    private static func iban(_ account: BankAccount, _ party: String) -> String {
        guard case .iban(let iban, _) = account.route else { return "" }
        return "<\(party)Acct><Id><IBAN>\(iban.value)</IBAN></Id></\(party)Acct>"
    }

    private static func agent(_ account: BankAccount, _ party: String) -> String {
        guard case .iban(_, let bic) = account.route else { return "" }
        return "<\(party)Agt><FinInstnId><BIC>\(bic)</BIC></FinInstnId></\(party)Agt>"
    }

    /// `value` in the scheme's characters (letters, digits, space and `/-?:().,'+`), at most 70 of them, escaped.
    static func text(_ value: String) -> String {
        let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789/-?:().,'+ ")
        let folded = value.folding(options: [.diacriticInsensitive, .widthInsensitive], locale: nil)
        let kept = String(folded.map { allowed.contains($0) ? $0 : " " }.prefix(70))
        let trimmed = kept.trimmingCharacters(in: .whitespaces)
        return (trimmed.isEmpty ? "Foodly payee" : trimmed).replacingOccurrences(of: "'", with: "&apos;")
    }
}
