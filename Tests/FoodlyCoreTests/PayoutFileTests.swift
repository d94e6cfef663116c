import FoodlyCore
import FoodlyShared
import Foundation
import Testing

/// The bank files of a payout run, written by hand-checked rules: NACHA's fixed widths, counts, hashes and blocks;
/// the SEPA file's totals and accounts. (The end-to-end tests read both back with a bank-format parser and the
/// official XML schema.)
@Suite("Payout files")
struct PayoutFileTests {
    let time = ISO8601DateFormatter().date(from: "2026-12-06T09:05:00Z")!

    func payout(_ id: String, _ payee: Payee, owed: Int, cash: Int = 0, kind: BankAccountKind) -> Payout {
        Payout(id: id, runNumber: 7, payee: payee, name: "x", owed: owed, cashSetOff: cash, kind: kind, masked: "")
    }

    @Test func nachaRecordsAddUp() throws {
        let foodly = BankAccount(
            holder: "Foodly Inc",
            route: .us(RoutingNumber("011000015")!, account: "1", type: .checking, companyID: "1234567890"))
        let transfers: [NACHAFile.Transfer] = [
            (
                payout("payout-7-1", .restaurant(ID("r1")), owed: 123_456, kind: .us),
                BankAccount(
                    holder: "Café Zoë",
                    route: .us(RoutingNumber("021000021")!, account: "123456789", type: .checking, companyID: nil))
            ),
            (
                payout("payout-7-2", .courier(ID("c1")), owed: 5000, cash: 1234, kind: .us),
                BankAccount(
                    holder: "Rita Rider",
                    route: .us(RoutingNumber("026009593")!, account: "55555", type: .savings, companyID: nil))
            ),
        ]
        let lines = NACHAFile.text(run: 7, at: time, originator: foodly, transfers: transfers)
            .split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(lines.allSatisfy { $0.count == 94 })
        #expect(lines.count == 10, "1 header, 2 × (batch header, entry, control), file control, 3 lines of nines")
        #expect(lines.map { $0.first! } == ["1", "5", "6", "8", "5", "6", "8", "9", "9", "9"])
        #expect(lines[0].hasPrefix("101 011000015 011000015261206" + "0905A094101FOODLY INC"))
        #expect(lines[1].dropFirst(50).prefix(3) == "CCD" && lines[4].dropFirst(50).prefix(3) == "PPD")
        #expect(lines[2].hasPrefix("622021000021123456789        0000123456PAYOUT 7 1     CAFE ZOE"))
        #expect(lines[5].hasPrefix("632026009593") && lines[5].dropFirst(29).prefix(10) == "0000003766")
        #expect(lines[3].dropFirst(4).prefix(6) == "000001" && lines[3].dropFirst(10).prefix(10) == "0002100002")
        let control = lines[7]
        #expect(control.dropFirst(1).prefix(6) == "000002", "batches")
        #expect(control.dropFirst(7).prefix(6) == "000001", "blocks of ten")
        #expect(control.dropFirst(13).prefix(8) == "00000002", "entries")
        #expect(control.dropFirst(21).prefix(10) == "0004700961", "hash: 02100002 + 02600959")
        #expect(control.dropFirst(43).prefix(12) == "000000127222", "credits: 1234.56 + 37.66")
        #expect(lines[8] == Substring(String(repeating: "9", count: 94)))
    }

    @Test func sepaTotalsAndAccounts() throws {
        let foodly = BankAccount(
            holder: "Foodly GmbH", route: .iban(try IBAN("DE89370400440532013000"), bic: "COBADEFFXXX"))
        let transfers: [SEPACreditTransferFile.Transfer] = [
            (
                payout("payout-7-1", .restaurant(ID("r1")), owed: 2050, kind: .iban),
                BankAccount(
                    holder: "Brasserie <Zoë> & Fils",
                    route: .iban(try IBAN("FR1420041010050500013M02606"), bic: "PSSTFRPPXXX"))
            ),
            (
                payout("payout-7-2", .courier(ID("c1")), owed: 1000, cash: 1, kind: .iban),
                BankAccount(holder: "Rita", route: .iban(try IBAN("NL91ABNA0417164300"), bic: "ABNANL2A"))
            ),
        ]
        let xml = SEPACreditTransferFile.xml(run: 7, at: time, debtor: foodly, transfers: transfers, currency: "EUR")
        #expect(xml.contains("<NbOfTxs>2</NbOfTxs><CtrlSum>30.49</CtrlSum>"))
        #expect(xml.contains("<SvcLvl><Cd>SEPA</Cd></SvcLvl>") && xml.contains("<ChrgBr>SLEV</ChrgBr>"))
        #expect(xml.contains("<DbtrAcct><Id><IBAN>DE89370400440532013000</IBAN></Id></DbtrAcct>"))
        #expect(xml.contains("<EndToEndId>payout-7-1</EndToEndId></PmtId><Amt><InstdAmt Ccy=\"EUR\">20.50</InstdAmt>"))
        #expect(xml.contains("<Cdtr><Nm>Brasserie  Zoe    Fils</Nm></Cdtr>"), "only the scheme's characters")
        #expect(xml.contains("<InstdAmt Ccy=\"EUR\">9.99</InstdAmt>"))
        let dollars = SEPACreditTransferFile.xml(
            run: 7, at: time, debtor: foodly, transfers: transfers, currency: "USD")
        #expect(!dollars.contains("SEPA</Cd>") && dollars.contains("Ccy=\"USD\""), "no SEPA scheme outside euros")
    }
}
